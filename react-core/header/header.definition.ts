import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { FirstPaintOf } from '../core/element/element-spec';
import type { ChromeOptions } from '../core/element/attributes';
import type { HEADER_ELEMENT } from './header.element';
import baseCss from '../core/element/base.css?inline';
import headerHostCss from './header-host.css?inline';
import { loadable } from '../core/element/loadable';
import { resolveSite } from '../core/region/regions';

const view = () => import('./header.connected');

/**
 * Before a header's first render (the element, or the `./react` component hydrating server
 * HTML): a sub-site's built-in navigation (spec §6), a chunk of its own; the main site shows the
 * server menu and loads nothing. The loader (menu/site-menu.store.ts) is in the header's chunk,
 * not here: a footer-only page does not carry it, and the boot script preloads both chunks, so
 * going through the header's costs no round trip.
 */
function loadSiteMenuChunk(options: Pick<ChromeOptions, 'region' | 'testnet'>): Promise<void> {
  return resolveSite(options.region, options.testnet).serverMenu ? Promise.resolve() : import('./menu/site-menu.store').then((store) => store.loadSiteMenu());
}

/** The header's runtime, for `<exch-header>` and `ExchHeader` alike (element-definition.ts). */
export const HEADER_DEFINITION: ChromeElementDefinition<FirstPaintOf<typeof HEADER_ELEMENT>> = {
  // The view is its own chunk, fetched when a header is on the page, while the site data loads.
  View: loadable(view),
  // Its box from the start (header-host.css); the rest of its sheet comes with the view.
  styles: [baseCss, headerHostCss],
  // Its texts and site data, so its first commit is the complete header (header.loader.ts).
  loadData: (options) => view().then((module) => module.loadHeaderData(options)),
  needs: {
    // A sub-site's built-in navigation is a chunk of its own (the main site shows the server menu).
    'site-menu': loadSiteMenuChunk,
    // The server menu, waited for only as long as the rest (header.loader.ts).
    'server-menu': (options, inputs) => view().then((module) => module.loadHeaderMenu(options, inputs)),
  },
};
