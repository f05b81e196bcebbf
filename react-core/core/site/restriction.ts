import type { Region } from '../region/regions';
import type { SiteFlag } from './common-data';

/**
 * Spec §6: "many account and earn entries are hidden for UK, Italy, Hong Kong, Singapore, US,
 * Japan, UAE, EU and Australia". The sites are the region table's `restrictedEntries`; Italy is a
 * user, not a site (common data `isItalyLimit`), who gets the same hiding on any site: in the
 * account menus and the personal centre (header/account/account.rules.ts) and in the navigation
 * (header/menu/site-menu.ts; such a user never gets the server menu, menu-system.rules.ts).
 */
export function hasRestrictedEntries(site: Pick<Region, 'restrictedEntries'>, flags: Pick<Record<SiteFlag, boolean>, 'isItalyLimit'>): boolean {
  return site.restrictedEntries || flags.isItalyLimit;
}
