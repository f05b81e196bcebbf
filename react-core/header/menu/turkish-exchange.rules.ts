import type { Site } from '../../core/region/regions';
import { TURKISH_LANGUAGE, type LanguageCode } from '../../core/i18n/languages';
import { TURKEY_EXCHANGE_URL } from '../../core/site/hosts';
import { plainNavItem } from './plain-nav-item';
import type { NavItem } from '../header.types';

/**
 * Spec §2 Buying crypto: "an external local-language exchange site for the Turkish option". A
 * Turkish user (common data's `userLandingPageCountry` TR, or the tr language) finds the Turkish
 * exchange (hosts.ts) in the Buy Crypto menu, as they do in the Turkey modal and the footer; not
 * on the Turkish site itself (they are on it).
 */
export const BUY_CRYPTO_CODE = 'buy_coins_head';
export const TURKISH_EXCHANGE_CODE = 'turkish_exchange';
const TURKEY = 'TR';

export interface TurkishUser {
  lang: LanguageCode;
  /** Common data's userLandingPageCountry (ISO code, '' when unknown). */
  country: string;
}

export function offersTurkishExchange(site: Pick<Site, 'turkishLocale' | 'testnet'>, user: TurkishUser): boolean {
  if (site.turkishLocale || site.testnet) return false;
  return user.lang === TURKISH_LANGUAGE || user.country.toUpperCase() === TURKEY;
}

/**
 * The navigation with the Turkish exchange as the Buy Crypto menu's last entry (a new tab), when
 * the user is offered it and the menu has a Buy Crypto section without it. Pure: the same items
 * otherwise, untouched.
 */
export function withTurkishExchange(items: readonly NavItem[], offered: boolean, texts: { title: string; desc: string }): readonly NavItem[] {
  if (!offered) return items;
  const index = items.findIndex((item) => item.id === BUY_CRYPTO_CODE && item.children.length > 0);
  const buy = items[index];
  if (!buy || buy.children.some((child) => child.id === TURKISH_EXCHANGE_CODE || child.href === TURKEY_EXCHANGE_URL)) return items;
  const entry = plainNavItem({ id: TURKISH_EXCHANGE_CODE, title: texts.title, desc: texts.desc, href: TURKEY_EXCHANGE_URL, external: true, target: '_blank' });
  const next = [...items];
  next[index] = { ...buy, children: [...buy.children, entry] };
  return next;
}
