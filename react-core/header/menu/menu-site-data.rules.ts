import * as ROUTES from '../../core/routes/header-routes';
import { withSitePrefix } from '../../core/routes/links';
import { formatCount } from '../../core/i18n/number-format';
import type { LanguageCode } from '../../core/i18n/languages';
import type { CommonData } from '../../core/site/common-data';
import type { NavItem } from '../header.types';

/**
 * What common data changes in the navigation, whatever it came from (server menu, built-in,
 * page): pure rules over validated items.
 * - Spec §3 `defaultBuyCryptoFiat` and `defaultP2PFiat` preselect Buy Crypto and P2P: the
 *   `/crypto/buy-{fiat}-USDT` and `/p2p-express/buy/{fiat}-USDT` links name the user's fiat.
 * - Spec §3 `currency_count`: a title or description's `{currency_count}` placeholder (the
 *   markets entry's "Prices and trends of {currency_count}+ coins") shows the count, in the
 *   language's number style.
 */
export type MenuSiteData = Pick<CommonData, 'defaultBuyCryptoFiat' | 'defaultP2PFiat' | 'currencyCount'>;

const FIAT_LINKS: ReadonlyArray<{ pattern: RegExp; build: (fiat: string) => string; fiat: (data: MenuSiteData) => string }> = [
  { pattern: /\/crypto\/buy-[A-Z]{2,5}-USDT(?=$|[?#])/, build: ROUTES.buyFiatUsdt, fiat: (data) => data.defaultBuyCryptoFiat },
  { pattern: /\/p2p-express\/buy\/[A-Z]{2,5}-USDT(?=$|[?#])/, build: ROUTES.p2pExpress, fiat: (data) => data.defaultP2PFiat },
];

/** A same-site link with the user's default fiat in place of the one it names. */
export function withDefaultFiat(href: string | null, data: MenuSiteData): string | null {
  if (!href || !href.startsWith('/')) return href;
  for (const link of FIAT_LINKS) if (link.pattern.test(href)) return href.replace(link.pattern, link.build(link.fiat(data)));
  return href;
}

const COUNT = /\{currency_count\}/g;

function personalise(item: NavItem, data: MenuSiteData, count: string): NavItem {
  const href = withDefaultFiat(item.href, data);
  const title = item.title.replace(COUNT, count);
  const desc = item.desc.replace(COUNT, count);
  const children = item.children.map((child) => personalise(child, data, count));
  const same = href === item.href && title === item.title && desc === item.desc && children.every((child, i) => child === item.children[i]);
  return same ? item : { ...item, href, title, desc, children };
}

/** The items with common data applied; the same objects where nothing changed. */
export function applySiteData(items: readonly NavItem[], data: MenuSiteData, lang: LanguageCode): readonly NavItem[] {
  // The language's grouping with Latin digits, as the chrome prints its other numbers; written
  // out by number-format.ts, not Intl.NumberFormat: a page's first NumberFormat (ICU's number data)
  // cost the header's first render 100 to 150 ms of a 4x-throttled phone's main thread.
  const count = formatCount(data.currencyCount, lang);
  const next = items.map((item) => personalise(item, data, count));
  return next.every((item, i) => item === items[i]) ? items : next;
}

function linkOnSite(item: NavItem, sitePrefix: string): NavItem {
  // Spec §2: the user agreement opens without a prefix.
  const href = item.href === ROUTES.userAgreement() ? item.href : withSitePrefix(item.href, sitePrefix);
  const children = item.children.map((child) => linkOnSite(child, sitePrefix));
  return href === item.href && children.every((child, i) => child === item.children[i]) ? item : { ...item, href, children };
}

/**
 * Spec §2 "language or site prefix": every same-site link of the navigation with the site prefix
 * (common data's lang_prefix beyond the language, core/routes/links.ts sitePrefixOf) in front;
 * the same objects when there is none.
 */
export function withSiteLinks(items: readonly NavItem[], sitePrefix: string): readonly NavItem[] {
  if (!sitePrefix) return items;
  return items.map((item) => linkOnSite(item, sitePrefix));
}
