import { legalSiteOf, resolveSite } from '../core/region/regions';
import { loadCatalog } from '../core/i18n/catalogs';
import { prefs } from '../core/store/prefs';
import { loadSiteData } from '../core/store/site-data';
import type { ChromeOptions } from '../core/element/attributes';
import { FOOTER_TEXTS, footerLegalTexts } from './footer.intl';
import { loadFooterVariant } from './footer.store';

/**
 * Before a footer's first render (element or component): its texts (the footer's and the site's
 * legal notices, in the element's language). With server HTML the texts are already in place
 * (seeded from its state before this runs), so nothing is fetched for them: that is why they
 * load here and not when footer.intl.ts loads.
 */
export function prepareFooter(options: Pick<ChromeOptions, 'region' | 'testnet' | 'lang'>): Promise<unknown> {
  const site = resolveSite(options.region, options.testnet);
  const lang = options.lang ?? prefs.lang;
  return Promise.all([loadCatalog(FOOTER_TEXTS.name, lang), loadCatalog(footerLegalTexts(legalSiteOf(site)).name, lang)]);
}

/**
 * Its first-paint need `footer-table` (footer.element.ts): its site's table. Server HTML shows
 * the site's columns, so the hydration pass needs it too; a client render then commits complete.
 */
export function loadFooterTable(options: Pick<ChromeOptions, 'region' | 'testnet'>): Promise<unknown> {
  return loadFooterVariant(resolveSite(options.region, options.testnet).footer);
}

/** What a footer's first client render reads besides its table and texts (LoadViewData): the site data. */
export function loadFooterData(options: Pick<ChromeOptions, 'region' | 'lang' | 'apiBase'>): Promise<unknown> {
  return loadSiteData(options.apiBase, options.region, options.lang ?? prefs.lang);
}
