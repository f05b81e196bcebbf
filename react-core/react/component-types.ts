import type { ComponentType } from 'react';
import type { ChromeTagName, ChromeTagSpecs } from '../chrome-elements';
import type { ChromeComponentProps } from './create-component';

type PascalCase<S extends string> = S extends `${infer Head}-${infer Rest}` ? `${Capitalize<Head>}${PascalCase<Rest>}` : Capitalize<S>;

/** A tag's component name in `exch-chrome/react` (`exch-header` → `ExchHeader`). */
export type ComponentName<T extends ChromeTagName> = PascalCase<T>;

/**
 * Every element's component, by name (`ExchHeader`), as react-core/chrome-elements.ts lists them:
 * the browser's (index.ts) and the React server's (server.tsx) alike.
 */
export type ChromeComponents = { [T in ChromeTagName as ComponentName<T>]: ComponentType<ChromeComponentProps<ChromeTagSpecs[T]>> };

export type ExchHeaderProps = ChromeComponentProps<ChromeTagSpecs['exch-header']>;
export type ExchFooterProps = ChromeComponentProps<ChromeTagSpecs['exch-footer']>;
export type ExchAnnouncementProps = ChromeComponentProps<ChromeTagSpecs['exch-announcement']>;
export type ExchReminderProps = ChromeComponentProps<ChromeTagSpecs['exch-reminder']>;
