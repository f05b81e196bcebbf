import { resolveSite } from '../core/region/regions';
import { prefs } from '../core/store/prefs';
import { loadSiteData } from '../core/store/site-data';
import { loadHeaderTexts } from './header.intl';
import { paintableCachedMenu, requestServerMenu } from './menu/menu.loader';
import type { ChromeOptions } from '../core/element/attributes';
import type { HostInputs } from '../core/element/element-definition';

/**
 * What the header's first client render reads (LoadViewData) besides its menu: its texts and the
 * site data (who is logged in, what compliance hides). It ships in the view's chunk
 * (header.connected.tsx re-exports it), which the element loads alongside. The header shows
 * complete or not at all, so waiting for these shows nothing later; it saves the renders (and
 * their commits) of one answer at a time.
 */
export function loadHeaderData(options: Pick<ChromeOptions, 'region' | 'lang' | 'apiBase'>): Promise<unknown> {
  const lang = options.lang ?? prefs.lang;
  return Promise.all([loadHeaderTexts(lang), loadSiteData(options.apiBase, options.region, lang)]);
}

/**
 * Its first-paint need `server-menu` (header.element.ts), for a client render: the server menu,
 * which joins only if it has answered by the time the rest (loadHeaderData, the same shared
 * loads) has: a slow or failing menu (retried for seconds, spec §7) must not hold back the cached
 * menu the header shows meanwhile (use-header-menu.ts).
 */
export function loadHeaderMenu(
  options: Pick<ChromeOptions, 'region' | 'testnet' | 'lang' | 'apiBase'>,
  { objects }: Pick<HostInputs, 'objects'>,
): Promise<unknown> {
  const lang = options.lang ?? prefs.lang;
  // A page-provided menu (the `menu` property or prop) wins: nothing to fetch.
  const pageMenu = objects.menu;
  // Every site but the testnet reads the server menu: the main site's navigation, the others'
  // hidden flags (spec §6, header/nav/use-server-hidden.ts).
  if (!resolveSite(options.region, options.testnet).readsServerMenu || (pageMenu !== undefined && pageMenu !== null)) return Promise.resolve();
  // A repeat visit paints the cached menu; its request follows the paint (use-header-menu.ts).
  if (paintableCachedMenu(options.apiBase, lang)) return Promise.resolve();
  const menu = requestServerMenu(options.apiBase, lang);
  return loadHeaderData(options).then(() => Promise.race([menu, new Promise((done) => setTimeout(done))]));
}
