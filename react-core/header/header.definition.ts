import type { ChromeElementDefinition } from '../core/element/element-definition';
import baseCss from '../core/element/base.css?inline';
import headerHostCss from './header.host.css?inline';
import { loadable } from '../core/element/loadable';
import { prepareHeader } from './menu/site-menu.prepare';

const view = () => import('./header.connected');

/** The header's runtime, for `<exch-header>` and `ExchHeader` alike (element-definition.ts). */
export const HEADER_DEFINITION: ChromeElementDefinition = {
  // The view is its own chunk, fetched when a header is on the page, while the site data loads.
  View: loadable(view),
  // Its box from the start (header.host.css); the rest of its sheet comes with the view.
  styles: [baseCss, headerHostCss],
  // A sub-site's built-in navigation is a chunk of its own (the main site shows the server menu).
  prepare: prepareHeader,
  // Its texts, site data and menu, so its first commit is the complete header.
  loadData: (options, inputs) => view().then((module) => module.loadHeaderData(options, inputs)),
};
