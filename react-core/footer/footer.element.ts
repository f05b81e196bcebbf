import type { ChromeElementDeclaration, ElementDocs, ElementSpec } from '../core/element/element-spec';
import { BREAKPOINTS, RESERVED_HEIGHTS } from '../core/layout/breakpoints';

export const EXCH_FOOTER = {
  tag: 'exch-footer',
  attributes: [],
  properties: {},
  events: ['exch-ready', 'exch-language-change', 'exch-fiat-change', 'exch-track'],
} as const satisfies ElementSpec;

/** `<exch-footer>`, as react-core/chrome-elements.ts lists it. */
export const FOOTER_ELEMENT = {
  spec: EXCH_FOOTER,
  feature: 'footer',
  server: true,
  // Its view is in the elements' entry (footer.definition.ts); its site's table is a chunk.
  firstPaint: ['footer-table'],
} as const satisfies ChromeElementDeclaration<typeof EXCH_FOOTER>;

/**
 * Its box in the optional page stylesheet (elements/exch-chrome.css, written by scripts/reserve-css.mjs):
 * its least height until it is defined, unless its content is there already (server HTML and a
 * painted snippet carry `data-exch-ready`: a phone's closed accordions are shorter than the
 * reserve, which the page script's adopting this sheet would otherwise add until the code came).
 * Two `:not()`s, not one with a list: every engine reads them as written, where the list is
 * rewritten for the older engines of the browser floor into three prefixed copies of each rule. @public
 */
export const EXCH_FOOTER_RESERVE = `exch-footer:not(:defined){display:block}\nexch-footer:not(:defined):not([data-exch-ready]){min-height:${RESERVED_HEIGHTS.footer}px}\n@media ${BREAKPOINTS.footerMobile}{exch-footer:not(:defined):not([data-exch-ready]){min-height:${RESERVED_HEIGHTS.footerMobile}px}}`;

/** Read by scripts/manifest.mjs (the manifest and docs/elements.md). @public */
export const EXCH_FOOTER_DOCS: ElementDocs<typeof EXCH_FOOTER> = {
  summary: 'Regional site footer.',
  description:
    'The regional footer: link columns, social icons, language and (on small screens) fiat pickers, the download QR code on the global site, legal notices and copyright. Columns and sub-groups become accordions at 767.9px and below.',
  attributes: {},
  properties: {},
  events: {
    'exch-track':
      'A named click (spec §7 analytics; `{ name, properties: { element, id?, href? } }`) for the page to forward to its analytics; the names are listed in docs/embedding.md.',
    'exch-ready': 'The footer finished its first complete render.',
    'exch-language-change':
      'A language was picked (tr off the Turkey site first opens the Turkey modal, whose switch button announces it). Cancelable: call preventDefault() to stay on the page; the chrome then switches language in place instead of following the language URL.',
    'exch-fiat-change': 'A fiat was picked on mobile; the `curr_fiat` cookie is already written. Cancelable: preventDefault() stops the page reload.',
  },
  parts: {
    footer: 'The `<footer>` landmark.',
    column: 'One link column.',
    group: 'A sub-group inside a column.',
    legal: 'The legal notices and copyright block.',
    copyright: 'The copyright line.',
    qr: 'The download QR code (global site).',
    'turkey-dialog': 'The Turkey modal (tr picked off the Turkey site).',
  },
  cssProperties: {
    '--exch-footer-background': 'Footer background (defaults to the surface).',
    '--exch-footer-max-width': "Width of the footer's content (1440px).",
  },
  slots: {},
};
