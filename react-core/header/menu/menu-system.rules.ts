import type { Site } from '../../core/region/regions';

/**
 * Spec §6: "Only the main site uses the new menu system, when enabled and not restricted". One
 * switch (the header's `built-in-menu` attribute turns the new system off for a page) and the
 * restriction condition (core/site/restriction.ts: a restricted site, or an Italy-limited user)
 * decide whether the header shows the server menu; otherwise it shows the built-in navigation,
 * whose restricted entries are then left out.
 */
export interface MenuSystemInput {
  site: Pick<Site, 'serverMenu'>;
  /** False when the page turned the new menu system off (`built-in-menu`). */
  enabled: boolean;
  /** The restricted sites' hiding applies (hasRestrictedEntries). */
  restricted: boolean;
}

export function usesServerMenu({ site, enabled, restricted }: MenuSystemInput): boolean {
  return site.serverMenu && enabled && !restricted;
}
