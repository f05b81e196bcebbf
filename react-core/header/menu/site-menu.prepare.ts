import { resolveSite } from '../../core/region/regions';
import type { ChromeOptions } from '../../core/element/attributes';

/**
 * Before a header's first render (the element, or the `./react` component hydrating server
 * HTML): a sub-site's built-in navigation (spec §6), a chunk of its own; the main site shows the
 * server menu and loads nothing. The loader (site-menu.store.ts) is in the header's chunk, not
 * here: a footer-only page does not carry it, and the boot script preloads both chunks, so going
 * through the header's costs no round trip.
 */
export function loadSiteMenuChunk(options: Pick<ChromeOptions, 'region' | 'testnet'>): Promise<void> {
  return resolveSite(options.region, options.testnet).serverMenu ? Promise.resolve() : import('./site-menu.store').then((store) => store.loadSiteMenu());
}
