import { lazy } from 'react';
import { createChromeElement, defineOnce } from './create-element';
import baseCss from '../react-core/core/element/base.css?inline';

// The view, its CSS, the sanitiser and the texts are one lazy chunk: the one-script entry only
// carries this definition.
const AnnouncementConnected = lazy(() => import('../react-core/announcement/announcement.connected'));

/**
 * One dismissible site notice for the page (spec §1, §4). The notice comes from
 * `GET /api/web/v1/site/announcement?page_keys={page}&lang={lang}` (our path: the spec leaves it
 * unnamed), which answers `{ [pageKey]: {content_id, content, link} }`. The bar shows when a
 * notice exists for the page key and its `content_id` was not dismissed; dismissing adds the id
 * to the list in localStorage `exch.announcement.dismissed` (it stays dismissed after a reload;
 * without storage it stays dismissed for the page). The content (HTML) is sanitised and links
 * are http(s) or relative only. At 767px and below a text too long for the bar scrolls as a
 * marquee lasting width/200*3 seconds (paused on hover or focus); with prefers-reduced-motion it
 * wraps instead. Renders nothing when there is no notice.
 *
 * @summary Dismissible site notice.
 * @customElement exch-announcement
 * @chromeAttributes
 * @attr {string} page - Page key of the notice: `index` or `wallet`. Default: from `current-path` (the home path is `index`, paths under /myaccount are `wallet`, other pages show nothing).
 * @prop {string} page - The `page` attribute as a property (reflects).
 * @fires {CustomEvent<{contentId: string, page: string}>} exch-announcement-dismiss - The user dismissed the notice; its id is already stored.
 * @csspart announcement - The bar (a labelled region).
 * @csspart text - The notice's text and details link (the part that scrolls).
 * @csspart close - The dismiss button.
 * @cssprop --exch-font-family - Font stack of the chrome.
 * @cssprop --exch-focus-ring - Focus outline colour.
 * @cssprop --exch-announcement-background - Background of the bar (light #fff4de, dark #2b2412).
 * @cssprop --exch-announcement-color - Text colour of the bar.
 */
export class ExchAnnouncementElement extends createChromeElement({
  View: AnnouncementConnected,
  styles: [baseCss],
  attributes: [{ prop: 'page', attribute: 'page', type: 'string' }],
}) {}

defineOnce('exch-announcement', ExchAnnouncementElement);

declare global {
  interface HTMLElementTagNameMap {
    'exch-announcement': ExchAnnouncementElement;
  }
}
