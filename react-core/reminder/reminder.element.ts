import type { ChromeElementDeclaration, ElementDocs, ElementSpec } from '../core/element/element-spec';
import { RESERVED_HEIGHTS } from '../core/layout/breakpoints';

export const EXCH_REMINDER = {
  tag: 'exch-reminder',
  attributes: [],
  properties: {},
  events: ['exch-ready', 'exch-notification-dot', 'exch-track'],
} as const satisfies ElementSpec;

/** `<exch-reminder>`, as react-core/chrome-elements.ts lists it. */
export const REMINDER_ELEMENT = {
  spec: EXCH_REMINDER,
  feature: 'reminder',
  // The user's own messages: rendered in the browser only.
  server: false,
  firstPaint: [],
} as const satisfies ChromeElementDeclaration<typeof EXCH_REMINDER>;

/** Its box in the optional page stylesheet (elements/exch-chrome.css, written by scripts/reserve-css.mjs): its least height until it is defined. @public */
export const EXCH_REMINDER_RESERVE = `exch-reminder:not(:defined){display:block;min-height:${RESERVED_HEIGHTS.reminder}px}`;

/** Read by scripts/manifest.mjs (the manifest and docs/elements.md). @public */
export const EXCH_REMINDER_DOCS: ElementDocs<typeof EXCH_REMINDER> = {
  summary: 'Full notification page.',
  description:
    "The full notification page, as on /reminder (spec §2): the categories as a sidebar (a tablist; arrow keys, Home and End move between them), the selected category's messages with paging through all of them as the user scrolls (or presses \"Load more\"), and the same message rendering, read marking and link rules as the header's panel. The `sidebar` query parameter of the page selects the first category shown; choosing another updates it (`history.replaceState`). A read lowers the unread counts of every element on the page and of the site's other open tabs. Visitors see a login prompt and no notification request is made.\n\n" +
    'The red dot can be set by the page: dispatch `exch-notification-set-dot` (on window, document or any element, bubbling) with `{count}` (a number; `99+` shows above 99; 0 hides the dot) or `{shouldShow}` (a dot without a number). The next answer from the server replaces it.',
  attributes: {},
  properties: {},
  events: {
    'exch-track':
      'A named click (spec §7 analytics; `{ name, properties: { element, id?, href? } }`) for the page to forward to its analytics; the names are listed in docs/embedding.md.',
    'exch-ready': 'The page frame rendered (title and login prompt, or the categories).',
    'exch-notification-dot':
      'The red dot changed; `shouldShow` is false when every category has 0 unread. Dispatched once per change, from the first element on the page that shows notifications (the header, else this one).',
  },
  parts: {
    reminder: "The page's container.",
    sidebar: 'The category list.',
    list: 'The message list (the tab panel).',
  },
  cssProperties: {
    '--exch-reminder-max-width': "Width of the page's content (1200px).",
  },
  slots: {},
};
