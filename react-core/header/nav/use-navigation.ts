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
}): readonly NavItem[] | null {
  const { base, lang, site, compliance, dataReady, textsReady, pageMenu, t, serverMenu, country = '' } = input;
  const server = useHeaderMenu(base, lang, compliance, dataReady, pageMenu, site.serverMenu, serverMenu);
  const builtInNeeded = !pageMenu && !site.serverMenu;
  const { module: siteMenu, failed } = useSnapshot(siteMenuCode);
  useEffect(() => {
    if (builtInNeeded && !siteMenu) void loadSiteMenu();
  }, [builtInNeeded, siteMenu]);
  const builtIn = useMemo(
    () => {
      if (!builtInNeeded || !dataReady || !textsReady) return null;
      if (siteMenu) return siteMenu.buildSiteMenu({ site, lang, compliance, t });
      return failed ? NO_NAV : null;
    },
    // `t` changes with every render; its texts change with lang and textsReady.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [builtInNeeded, siteMenu, failed, site, lang, compliance, dataReady, textsReady],
  );
  const items = pageMenu || site.serverMenu ? (server?.items ?? null) : builtIn;
  const turkish = offersTurkishExchange(site, { lang, country });
  return useMemo(
    () => (items ? withTurkishExchange(items, turkish, { title: t('nav.turkish_exchange'), desc: t('nav.turkish_exchange.desc') }) : null),
    // `t` changes with every render; its texts change with lang and textsReady.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, turkish, lang, textsReady],
  );
}
