import { useMemo } from 'react';
import { useHeaderMenu } from './use-header-menu';
import { buildSiteMenu } from './menu/site-menu';
import type { Compliance } from '../core/site/compliance';
import type { LanguageCode } from '../core/i18n/languages';
import type { Translator } from '../core/i18n/catalogs';
import type { Site } from '../core/region/regions';
import type { HeaderKey } from './header.intl';
import type { NavItem } from './header.types';

/**
 * The header's navigation, or null until it is known (spec §4 Menu data, §6): a page-provided
 * menu wins; the main site shows the server menu (cached per language, bundled fallback); every
 * other site its built-in navigation (menu/site-menu.ts), which needs only the texts and the
 * compliance menu.
 */
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
}): readonly NavItem[] | null {
  const { base, lang, site, compliance, dataReady, textsReady, pageMenu, t, serverMenu } = input;
  const server = useHeaderMenu(base, lang, compliance, dataReady, pageMenu, site.serverMenu, serverMenu);
  const builtIn = useMemo(
    () => (!pageMenu && !site.serverMenu && dataReady && textsReady ? buildSiteMenu({ site, lang, compliance, t }) : null),
    // `t` changes with every render; its texts change with lang and textsReady.
    [pageMenu, site, lang, compliance, dataReady, textsReady],
  );
  if (pageMenu || site.serverMenu) return server?.items ?? null;
  return builtIn;
}
