import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { FirstPaintOf } from '../core/element/element-spec';
import type { HEADER_ELEMENT } from './header.element';
import baseCss from '../core/element/base.css?inline';
import headerHostCss from './header.host.css?inline';
import { loadable } from '../core/element/loadable';
import { loadSiteMenuChunk } from './menu/site-menu.prepare';

const view = () => import('./header.connected');

/** The header's runtime, for `<exch-header>` and `ExchHeader` alike (element-definition.ts). */
export const HEADER_DEFINITION: ChromeElementDefinition<FirstPaintOf<typeof HEADER_ELEMENT>> = {
  // The view is its own chunk, fetched when a header is on the page, while the site data loads.
  View: loadable(view),
  // Its box from the start (header.host.css); the rest of its sheet comes with the view.
  styles: [baseCss, headerHostCss],
  // Its texts and site data, so its first commit is the complete header.
  loadData: (options) => view().then((module) => module.loadHeaderData(options)),
  needs: {
    // A sub-site's built-in navigation is a chunk of its own (the main site shows the server menu).
    'site-menu': loadSiteMenuChunk,
    // The server menu, waited for only as long as the rest (header.prepare.ts).
    'server-menu': (options, inputs) => view().then((module) => module.loadHeaderMenu(options, inputs)),
  },
};
