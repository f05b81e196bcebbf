import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useHeaderMenu } from './use-header-menu';
import { loadSiteMenu, siteMenuCode } from '../menu/site-menu.store';
import type { Compliance } from '../../core/site/compliance';
import type { LanguageCode } from '../../core/i18n/languages';
import type { Translator } from '../../core/i18n/catalogs';
import type { Site } from '../../core/region/regions';
import type { HeaderKey } from '../header.intl';
import type { NavItem } from '../header.types';
import { offersTurkishExchange, withTurkishExchange } from '../menu/turkish-exchange.rules';
import { usesServerMenu } from '../menu/menu-system.rules';
import { applySiteData, type MenuSiteData } from '../menu/menu-site-data.rules';
import { DEFAULT_COMMON_DATA } from '../../core/site/common-data';
import { useServerHiddenCodes } from './use-server-hidden';

/**
 * The header's navigation, or null until it is known (spec §4 Menu data, §6): a page-provided
 * menu wins; the main site shows the server menu (cached per language, bundled fallback); every
 * other site its built-in navigation (menu/site-menu.ts, its own chunk: menu/site-menu.store.ts),
 * which needs only the texts and the compliance menu. Its code is normally loaded before the
 * first render (prepareHeader); if not, it loads here, and if it cannot, the header shows no nav.
 */
const NO_NAV: readonly NavItem[] = [];

export function useNavigation(input: {
  base: string;
  lang: LanguageCode;
  site: Site;
  compliance: Compliance;
  /** Site data (and so the compliance menu) has arrived. */
  dataReady: boolean;
  textsReady: boolean;
  pageMenu: unknown;
  t: Translator<HeaderKey>;
  /** The raw menu a server rendered with (server-state.ts): the first render shows it. */
  serverMenu?: readonly unknown[];
  /** Common data's userLandingPageCountry: a Turkish user is offered the Turkish exchange. */
  country?: string;
  /** False when the page turned the new menu system off (the header's `built-in-menu`). */
  menuSystem?: boolean;
  /** The restricted sites' hiding applies (core/site/restriction.ts: the site, or an Italy-limited user). */
  restricted?: boolean;
  /** Common data's default fiats and currency count (menu-site-data.rules.ts). */
  siteData?: MenuSiteData;
}): readonly NavItem[] | null {
  const { base, lang, site, compliance, dataReady, textsReady, pageMenu, t, serverMenu, country = '', menuSystem = true } = input;
  const restricted = input.restricted ?? site.restrictedEntries;
  // Spec §6: the new menu system on the main site, when enabled and not restricted.
  const server = usesServerMenu({ site, enabled: menuSystem, restricted });
  const serverItems = useHeaderMenu(base, lang, compliance, dataReady, pageMenu, server, serverMenu);
  const builtInNeeded = !pageMenu && !server;
  // Every site but the testnet reads the server menu's hidden flags for its built-in navigation.
  const serverHidden = useServerHiddenCodes(base, lang, builtInNeeded && !site.testnet);
  const { module: siteMenu, failed } = useSnapshot(siteMenuCode);
  useEffect(() => {
    if (builtInNeeded && !siteMenu) void loadSiteMenu();
  }, [builtInNeeded, siteMenu]);
  const builtIn = useMemo(
    () => {
      if (!builtInNeeded || !dataReady || !textsReady) return null;
      if (siteMenu) return siteMenu.buildSiteMenu({ site, lang, compliance, t, restricted, serverHidden });
      return failed ? NO_NAV : null;
    },
    // `t` changes with every render; its texts change with lang and textsReady.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [builtInNeeded, siteMenu, failed, site, lang, compliance, dataReady, textsReady, restricted, serverHidden],
  );
  const items = pageMenu || server ? (serverItems?.items ?? null) : builtIn;
  const turkish = offersTurkishExchange(site, { lang, country });
  const { defaultBuyCryptoFiat, defaultP2PFiat, currencyCount } = input.siteData ?? DEFAULT_COMMON_DATA;
  return useMemo(
    () => {
      if (!items) return null;
      const personal = applySiteData(items, { defaultBuyCryptoFiat, defaultP2PFiat, currencyCount }, lang);
      return withTurkishExchange(personal, turkish, { title: t('nav.turkish_exchange'), desc: t('nav.turkish_exchange.desc') });
    },
    // `t` changes with every render; its texts change with lang and textsReady.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, turkish, lang, textsReady, defaultBuyCryptoFiat, defaultP2PFiat, currencyCount],
  );
}
