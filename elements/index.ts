/**
 * The one script: importing it defines every chrome element. Each element's first-paint code is
 * here; panels, modals, other languages and the QR encoder are chunks loaded relative to it.
 */
import { ExchHeaderElement } from './exch-header';
import { ExchFooterElement } from './exch-footer';
import { ExchAnnouncementElement } from './exch-announcement';
import { ExchReminderElement } from './exch-reminder';
import { registerModulePreloads } from '../react-core/core/build/module-preloads';
import type { EXCH_HEADER } from './exch-header.meta';
import type { EXCH_FOOTER } from './exch-footer.meta';
import type { EXCH_ANNOUNCEMENT } from './exch-announcement.meta';
import type { EXCH_REMINDER } from './exch-reminder.meta';

// Before any lazy part can load: its chunks' imports are started in parallel by this helper
// (scripts/vite-lazy-preload.mjs).
registerModulePreloads();

export { ExchHeaderElement, ExchFooterElement, ExchAnnouncementElement, ExchReminderElement };
// The framework-free API (preferences, texts, version, error reporter) and the public types: the
// one script forwards to these once this module has loaded (boot.ts).
export * from '../react-core/public/index';
export * from '../react-core/public/types';

/** Tag → element class, keyed by each element's spec. */
export type ChromeTagNameMap = { [K in (typeof EXCH_HEADER)['tag']]: ExchHeaderElement } & { [K in (typeof EXCH_FOOTER)['tag']]: ExchFooterElement } & {
  [K in (typeof EXCH_ANNOUNCEMENT)['tag']]: ExchAnnouncementElement;
} & { [K in (typeof EXCH_REMINDER)['tag']]: ExchReminderElement };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface HTMLElementTagNameMap extends ChromeTagNameMap {}
}
