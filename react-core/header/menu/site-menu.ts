import { isHiddenByCompliance, type Compliance } from '../../core/site/compliance';
import { safeHref } from '../../core/routes/links';
import type { Translator } from '../../core/i18n/catalogs';
import type { LanguageCode } from '../../core/i18n/languages';
import type { Site } from '../../core/region/regions';
import type { HeaderKey } from '../header.intl';
import type { NavItem, NavTag } from '../header.types';
import { SITE_NAV, navDescKey, navTitleKey, type SiteNavDef } from './site-menu.data';
import { plainNavItem } from './plain-nav-item';

/**
 * A sub-site's navigation (site-menu.data.ts), in the same NavItem shape the server menu
 * validates to, so the same views render it: titles translated, links language-prefixed, the
 * site's default pair in trade links, restricted and compliance-hidden entries left out (a
 * section left empty goes too).
 */
export interface SiteMenuInput {
  site: Site;
  lang: LanguageCode;
  compliance: Compliance;
  t: Translator<HeaderKey>;
  /** The restricted sites' hiding applies (core/site/restriction.ts); default: the site's own. */
  restricted?: boolean;
  /**
   * Codes the server menu data hides (spec §6: "a feature hidden in the server menu data is
   * hidden on those sites"; menu.mappers.ts hiddenCodesOf): left out here too.
   */
  serverHidden?: ReadonlySet<string>;
}

function tagOf(kind: SiteNavDef['tag'], code: string, t: Translator<HeaderKey>): NavTag[] {
  if (kind === 'hot') return [{ type: 3, code, word: t('ui.hot'), lightIcon: '', darkIcon: '' }];
  if (kind === 'new') return [{ type: 2, code, word: t('ui.new'), lightIcon: '', darkIcon: '' }];
  return [];
}

function toItem(def: SiteNavDef, input: SiteMenuInput): NavItem | null {
  const { site, lang, compliance, t } = input;
  if (def.restricted && (input.restricted ?? site.restrictedEntries)) return null;
  if (input.serverHidden?.has(def.code)) return null;
  if (def.onlyWhere && !def.onlyWhere(site)) return null;
  if (isHiddenByCompliance(compliance, def.code)) return null;
  const children = (def.children ?? []).map((child) => toItem(child, input)).filter((c): c is NavItem => c !== null);
  if (def.children && children.length === 0) return null;
  const desc = t(navDescKey(def.code));
  const href = safeHref(def.href({ defaultPair: site.defaultPair }), lang);
  const external = href !== null && /^https?:/i.test(href);
  const item = plainNavItem({
    id: def.code,
    title: t(navTitleKey(def.code)),
    desc: desc === navDescKey(def.code) ? '' : desc,
    href,
    external,
    target: def.target ?? (external ? '_blank' : '_self'),
    layout: def.layout ?? 'vertical',
    tags: tagOf(def.tag, def.code, t),
    children,
  });
  if (def.rightNode) item.rightNode = def.rightNode;
  return item;
}

export function buildSiteMenu(input: SiteMenuInput): NavItem[] {
  return SITE_NAV.map((def) => toItem(def, input)).filter((item): item is NavItem => item !== null);
}
