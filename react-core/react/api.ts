/**
 * What `exch-chrome/react` exports besides the components, the same in the browser build
 * (index.ts) and the server build (server.tsx): the framework-free API of every entry
 * (react-core/public), the public types, and the preferences as a hook.
 */
import './jsx';

export type { ChromeComponentProps, ServerRenderProps } from './create-component';
export type { ChromeIntrinsicElements } from './jsx';
export * from '../public/index';
export * from '../public/types';
export { usePreferences } from './use-preferences';
