import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { FirstPaintOf } from '../core/element/element-spec';
import type { ChromeOptions } from '../core/element/attributes';
import type { FOOTER_ELEMENT } from './footer.element';
import baseCss from '../core/element/base.css?inline';
import footerHostCss from './footer-host.css?inline';
import footerCss from './footer.css?inline';
import { FOOTER_TEXTS, footerLegalTexts } from './footer.intl';
import FooterConnected from './footer.connected';
import { legalSiteOf, resolveSite } from '../core/region/regions';
import { loadCatalog } from '../core/i18n/catalogs';
import { prefs } from '../core/store/prefs';
import { loadSiteData } from '../core/store/site-data';
import { loadFooterVariant } from './footer.store';

/**
 * Before a footer's first render (element or component): its texts (the footer's and the site's
 * legal notices, in the element's language). With server HTML the texts are already in place
 * (seeded from its state before this runs), so nothing is fetched for them: that is why they
 * load here and not when footer.intl.ts loads.
 */
function prepareFooter(options: Pick<ChromeOptions, 'region' | 'testnet' | 'lang'>): Promise<unknown> {
  const site = resolveSite(options.region, options.testnet);
  const lang = options.lang ?? prefs.lang;
  return Promise.all([loadCatalog(FOOTER_TEXTS.name, lang), loadCatalog(footerLegalTexts(legalSiteOf(site)).name, lang)]);
}

/** The footer's runtime, for `<exch-footer>` and `ExchFooter` alike (element-definition.ts). */
export const FOOTER_DEFINITION: ChromeElementDefinition<FirstPaintOf<typeof FOOTER_ELEMENT>> = {
  // In the entry, not a chunk: a footer-only page then paints with one script fetch.
  View: FooterConnected,
  styles: [baseCss, footerHostCss, footerCss],
  prepare: prepareFooter,
  // What its first client render reads besides its table and texts (LoadViewData): the site data.
  loadData: (options) => loadSiteData(options.apiBase, options.region, options.lang ?? prefs.lang),
  needs: {
    // Its site's table (footer.element.ts). Server HTML shows the site's columns, so the hydration
    // pass needs it too; a client render then commits complete.
    'footer-table': (options) => loadFooterVariant(resolveSite(options.region, options.testnet).footer),
  },
};
