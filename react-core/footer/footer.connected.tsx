import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FooterView } from './footer';
import { buildFooterModel } from './footer.mappers';
import { footerVariants, loadFooterVariant } from './footer.store';
import type { FooterVariantDef } from './variant-schema';
import { useChrome, useMarkReady } from '../core/element/context';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { useSiteData } from '../core/store/use-site-data';
import { prefs, setFiat } from '../core/store/prefs';
import { switchLanguageInPlace } from '../core/i18n/switch-language';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQueryOrUnknown } from '../core/layout/use-media-query';
import { nextYearStart, useNow } from '../core/layout/use-now';
import { languageUrl, withLanguage, withSitePrefix } from '../core/routes/links';
import * as ROUTES from '../core/routes/site-routes';
import { LANGUAGE_CODES, type LanguageCode } from '../core/i18n/languages';
import type { Translator } from '../core/i18n/catalogs';
import { FOOTER_TEXTS, footerLegalTexts, type FooterKey } from './footer.intl';
import { legalSiteOf, servesLanguage } from '../core/region/regions';
import { isLegalKey } from './footer-legal.rules';
import { loadable } from '../core/element/loadable';
import { DEFAULT_FIAT } from '../core/site/fiat';
import { fiatIconUrl } from '../core/api/images';

// Spec §4: tr chosen off Turkey opens the Turkey modal (the settings' chunk, fetched then).
const TurkeyFlow = loadable(() => import('../settings/settings.connected'), null, { pick: (m) => m.TurkeyFlow });

/** Reads the shared store and site data, builds the footer model, wires the pickers. */
export default function FooterConnected() {
  const { options, site, isHidden, emit, host, hydration, sitePrefix } = useChrome();
  const [turkey, setTurkey] = useState(false);
  const main = useTranslation(FOOTER_TEXTS);
  const legal = useTranslation(footerLegalTexts(legalSiteOf(site)));
  const { lang } = main;
  const ready = main.ready && legal.ready;
  // Legal notices and company names come from the site's own namespace.
  const t: Translator<FooterKey> = (key, vars) => (isLegalKey(key) ? legal.t(key, vars) : main.t(key, vars));
  const { fiat } = useSnapshot(prefs);
  const data = useSiteData();
  // Unknown (null) on a server and in the hydration pass: the view's HTML is then right at every width.
  const isMobile = useMediaQueryOrUnknown(BREAKPOINTS.footerMobile);
  useEffect(() => {
    void loadFooterVariant(site.footer);
  }, [site.footer]);
  const variant = useSnapshot(footerVariants).loaded[site.footer] as FooterVariantDef | undefined;
  const downloadHidden = isHidden('download');
  const model = useMemo(
    () =>
      variant
        ? buildFooterModel({
            site,
            lang,
            compliance: data.compliance,
            flags: data.common.flags,
            variant,
            downloadHidden,
            serviceHost: data.common.isServiceHost,
            sitePrefix,
          })
        : null,
    [site, lang, data.compliance, data.common.flags, variant, downloadHidden, data.common.isServiceHost, sitePrefix],
  );
  // The footer shows complete or not at all (its reserved space until then): texts, site data
  // (a hidden link never flashes) and the site's table arrive in the same round trip.
  // Spec §9: the copyright year is the current year; a tab open across New Year follows it.
  const now = useNow(nextYearStart);
  const complete = ready && data.status === 'ready' && model !== null;
  useMarkReady(complete);
  if (!complete) return <div className="footer-reserve" aria-hidden="true" />;

  // Spec §2: the language URL is the base path (the site prefix) + /{lang} + the current path.
  const languageHref = (code: LanguageCode) => languageUrl(code, options.currentPath, LANGUAGE_CODES, sitePrefix);
  const downloadHref = withSitePrefix(withLanguage(lang, ROUTES.download('footer')), sitePrefix);
  // On a server and in the hydration pass (context.tsx): the server's year and the default fiat
  // (the stored one is the page's to know); the page's own values follow right after hydration.
  // The QR code's absolute URL is not rendered then (DeferredQr waits for the paint gate).
  return (
    <>
      <FooterView
        model={model}
        t={t}
        isMobile={isMobile}
        year={hydration ? hydration.year : new Date(now).getFullYear()}
        languages={isHidden('language') ? null : data.common.langList}
        currentLang={lang}
        languageHref={languageHref}
        onLanguage={(code, event) => {
          if (!servesLanguage(site, code)) {
            event.preventDefault();
            setTurkey(true);
            return;
          }
          // Cancelable: a page that routes itself calls preventDefault() and the chrome switches
          // language in place; otherwise the link navigates to the language URL.
          const proceed = emit('exch-language-change', { lang: code, href: languageHref(code) });
          if (!proceed) {
            event.preventDefault();
            void switchLanguageInPlace(code);
          }
        }}
        fiats={isHidden('exchangeRate') ? null : data.common.fiatList}
        currentFiat={hydration ? DEFAULT_FIAT : fiat || '—'}
        onFiat={(code) => {
          // Spec §4: the cookie is written, then the page reloads unless a listener cancels (the
          // settings' chooseFiat rule, written out here so first paint does not carry the settings' actions).
          setFiat(code);
          if (emit('exch-fiat-change', { fiat: code })) location.reload();
        }}
        fiatIcon={(code) => fiatIconUrl(options.apiBase, code)}
        userAgreementHref={ROUTES.userAgreement()}
        downloadHref={downloadHref}
        // The QR code's absolute URL against the document's base: a srcdoc frame's origin is "null", its base its parent's.
        downloadUrl={hydration ? downloadHref : new URL(downloadHref, document.baseURI).href}
      />
      {turkey && (
        // The language list closed when tr was clicked: focus goes back to its button.
        <TurkeyFlow onClose={() => setTurkey(false)} returnFocus={() => host.shadowRoot?.querySelector<HTMLElement>('[data-picker=lang] button')} />
      )}
    </>
  );
}
