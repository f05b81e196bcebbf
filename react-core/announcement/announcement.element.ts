import type { ChromeElementDeclaration, ElementDocs, ElementSpec } from '../core/element/element-spec';

export const EXCH_ANNOUNCEMENT = {
  tag: 'exch-announcement',
  // The snippet is the bar's shell, whatever the page: its notice comes from the API.
  attributes: [{ prop: 'page', attribute: 'page', type: 'string', values: ['index', 'wallet'], keepsSnippet: true }],
  properties: {},
  events: ['exch-ready', 'exch-announcement-dismiss', 'exch-track'],
} as const satisfies ElementSpec;

/** `<exch-announcement>`, as react-core/chrome-elements.ts lists it. */
export const ANNOUNCEMENT_ELEMENT = {
  spec: EXCH_ANNOUNCEMENT,
  feature: 'announcement',
  server: true,
  view: 'announcement.connected.tsx',
  firstPaint: ['notice', 'bulletin'],
} as const satisfies ChromeElementDeclaration<typeof EXCH_ANNOUNCEMENT>;

/** Its box in the optional page stylesheet (elements/exch-chrome.css, written by scripts/reserve-css.mjs): a block; its height is held by the element when a notice is expected. @public */
export const EXCH_ANNOUNCEMENT_RESERVE = 'exch-announcement{display:block}';

/** Read by scripts/manifest.mjs (the manifest and docs/elements.md). @public */
export const EXCH_ANNOUNCEMENT_DOCS: ElementDocs<typeof EXCH_ANNOUNCEMENT> = {
  summary: 'Dismissible site notice.',
  description:
    'One dismissible site notice for the page (spec §1, §4). The notice comes from `GET /api/web/v1/site/announcement?page_keys={page}&lang={lang}` (our path: the spec leaves it unnamed), which answers `{ [pageKey]: {content_id, content, link} }`. The bar shows when a notice exists for the page key and its `content_id` was not dismissed; dismissing adds the id to the list in localStorage `exch.announcement.dismissed` (it stays dismissed after a reload; without storage it stays dismissed for the page). The content (HTML) is sanitised and links are http(s) or relative only. At 767px and below a text too long for the bar scrolls as a marquee lasting width/200*3 seconds (paused on hover or focus); with prefers-reduced-motion it wraps instead. On a page without a notice of its own to show (another path, none for its key, or dismissed) it shows the full-site bulletin (`GET /api/web/v1/site/fullsiteBulletin`, spec §7) while it is live, as text, dismissed the same way under the id `bulletin:{id}`. Renders nothing when there is neither.',
  attributes: {
    page: {
      description:
        'Page key of the notice: `index` or `wallet`. Default: from `current-path` (the home path is `index`, paths under /myaccount are `wallet`, other pages have no notice of their own and show the full-site bulletin only).',
      default: 'from current-path',
    },
  },
  properties: {},
  events: {
    'exch-track':
      'A named click (spec §7 analytics; `{ name, properties: { element, id?, href? } }`) for the page to forward to its analytics; the names are listed in docs/embedding.md.',
    'exch-ready': 'The bar rendered, or the element knows there is no notice to show.',
    'exch-announcement-dismiss':
      "The user dismissed the notice (`contentId`; `page`: the page key or `'site'`; `source`: `'page'` or `'bulletin'`); its id is already stored.",
  },
  parts: {
    announcement: 'The bar (a labelled region).',
    text: "The notice's text and details link (the part that scrolls).",
    close: 'The dismiss button.',
  },
  cssProperties: {
    '--exch-announcement-background': 'Background of the bar (light #fff4de, dark #2b2412).',
    '--exch-announcement-color': 'Text colour of the bar.',
    '--exch-announcement-warning-background': 'Background of a warning bulletin (light #fde4e4, dark #3a1414).',
    '--exch-announcement-warning-color': 'Text colour of a warning bulletin.',
  },
  slots: {},
};
