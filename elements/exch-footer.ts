import { createChromeElement, defineOnce } from './create-element';
import baseCss from '../react-core/core/element/base.css?inline';
import footerCss from '../react-core/footer/footer.css?inline';
import '../react-core/footer/footer.intl';
import FooterConnected from '../react-core/footer/footer.connected';

/**
 * The regional footer: link columns, social icons, language and (on small screens) fiat
 * pickers, the download QR code on the global site, legal notices and copyright. Columns and
 * sub-groups become accordions at 767.9px and below.
 *
 * @summary Regional site footer.
 * @customElement exch-footer
 * @chromeAttributes
 * @fires {CustomEvent<{lang: string, href: string}>} exch-language-change - A language was picked. Cancelable: call preventDefault() to stay on the page; the chrome then switches language in place instead of following the language URL.
 * @fires {CustomEvent<{fiat: string}>} exch-fiat-change - A fiat was picked on mobile; the `curr_fiat` cookie is already written. Cancelable: preventDefault() stops the page reload.
 * @csspart footer - The `<footer>` landmark.
 * @csspart column - One link column.
 * @csspart group - A sub-group inside a column.
 * @csspart legal - The legal notices and copyright block.
 * @csspart copyright - The copyright line.
 * @csspart qr - The download QR code (global site).
 * @cssprop --exch-font-family - Font stack of the chrome.
 * @cssprop --exch-accent - Accent colour in the light theme.
 * @cssprop --exch-accent-dark - Accent colour in the dark theme.
 * @cssprop --exch-surface - Background in the light theme.
 * @cssprop --exch-surface-dark - Background in the dark theme.
 * @cssprop --exch-focus-ring - Focus outline colour.
 * @cssprop --exch-footer-background - Footer background (defaults to the surface).
 * @cssprop --exch-footer-max-width - Width of the footer's content (1440px).
 */
export class ExchFooterElement extends createChromeElement({
  // In the entry, not a chunk: a footer-only page then paints with one script fetch.
  View: FooterConnected,
  styles: [baseCss, footerCss],
}) {}

defineOnce('exch-footer', ExchFooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'exch-footer': ExchFooterElement;
  }
}
