import { seedCatalog } from '../i18n/catalogs';
import { setLanguage } from '../store/prefs';
import { seedSiteData, serverSiteEntry } from '../store/site-data';
import type { ChromeOptions } from './attributes';
import type { ServerState } from './server-state';

/**
 * Before an element hydrates server HTML: the page's stores get what the server rendered with,
 * so the views stay complete after the hydration pass (no fall back to a reserved box while the
 * page's own loads run) and the texts need no fetch. The language is the server's (an element's
 * `lang` attribute sets it anyway); texts and site data never replace what the page already has.
 * The views' hydration pass itself reads the state through the context (chrome-root.tsx).
 */
export function seedFromServerState(state: ServerState, options: Pick<ChromeOptions, 'apiBase' | 'region'>): void {
  setLanguage(state.lang);
  for (const [namespace, catalog] of Object.entries(state.texts)) seedCatalog(namespace, state.lang, catalog);
  seedSiteData(options.apiBase, options.region, state.lang, serverSiteEntry(state.site, state.loggedIn));
}
