import { GLOBAL_REGION_ID, isKnownRegionId } from '../region/regions';

/**
 * Reading attribute values, pure and silent: `attributes.ts` adds the once-per-page warnings,
 * and the boot script (elements/boot.ts) reads a page's tags with the same rules before the
 * chrome's code has loaded.
 */

/** HTML boolean attribute: present means true; we also accept an explicit "false". */
export function parseBooleanAttribute(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return value.trim().toLowerCase() !== 'false';
}

/** A known region id, GLOBAL for an absent one, or undefined for an invalid one. */
export function regionIdOf(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return GLOBAL_REGION_ID;
  const id = Number(value.trim());
  return Number.isInteger(id) && isKnownRegionId(id) ? id : undefined;
}

/** The API base without trailing slashes ('' = same origin), or undefined when it is neither http(s) nor a path. */
export function apiBaseOf(value: string | null | undefined): string | undefined {
  const base = (value ?? '').trim();
  if (!base) return '';
  if (/^https?:\/\/[^\s/]+/i.test(base) || (base.startsWith('/') && !base.startsWith('//'))) return base.replace(/\/+$/, '');
  return undefined;
}

export function locationPath(): string {
  return typeof location === 'undefined' ? '/' : location.pathname || '/';
}

/** The page path ('' = the location's), or undefined when it does not start with one slash. */
export function currentPathOf(value: string | null | undefined): string | undefined {
  const path = (value ?? '').trim();
  if (!path) return locationPath();
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
