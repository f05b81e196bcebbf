/**
 * What `exch-chrome/react` exports besides the components, the same in the browser build
 * (index.ts) and the server build (server.tsx).
 */
import './jsx';

export { setChromeErrorReporter, type ErrorReporter } from '../core/util/reporter';
export type { ChromeComponentProps, ServerRenderProps } from './create-component';
export type { ChromeEventMap, ChromeEventName } from '../core/element/events';
export type { ChromeIntrinsicElements } from './jsx';
export { prefs, setLanguage, setFiat } from '../core/store/prefs';
export { setTheme } from '../core/store/prefs.actions';
