// `exch-chrome/react`: the chrome as React components, for React pages that bundle their own
// React (react and react-dom are peer dependencies, not bundled here). Each component is derived
// from its element's spec (react-core/chrome-elements.ts): the attributes as camelCase props, the
// object properties, and an `on*` handler per event (`exch-logout` → `onLogout`).
//
// This is the browser build; a React server (package condition `node`) gets server.tsx, whose
// components render the same views as declarative shadow DOM that these hydrate.
// (Line comments: the npm build keeps a block comment that lands on an emitted statement.)
import { CHROME_ELEMENTS } from '../chrome-elements';
import { CHROME_DEFINITIONS } from '../chrome-definitions';
import { createChromeComponent } from './create-component';
import type { ChromeComponents } from './component-types';
import { componentName } from './props';

export * from './api';
export type { ChromeComponents, ExchHeaderProps, ExchFooterProps, ExchAnnouncementProps, ExchReminderProps } from './component-types';

/** Each component: the same definition and store as its element (react-core/chrome-definitions.ts). */
export const CHROME_COMPONENTS = Object.fromEntries(
  CHROME_ELEMENTS.map(({ spec }) => [componentName(spec.tag), createChromeComponent(spec, CHROME_DEFINITIONS[spec.tag])]),
) as ChromeComponents;

/** The header, footer, announcement bar and notification page (the same names in server.tsx). */
export const { ExchHeader, ExchFooter, ExchAnnouncement, ExchReminder } = CHROME_COMPONENTS;
