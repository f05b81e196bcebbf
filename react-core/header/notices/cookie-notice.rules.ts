import { stripLanguagePrefix } from '../../core/routes/links';
import { LANGUAGE_CODES } from '../../core/i18n/languages';
import { readStored, writeStored } from '../../core/util/storage';
import type { Site } from '../../core/region/regions';
import { STORAGE_KEY } from '../../core/util/storage-keys';

/** Spec §4, §9: the EU cookie notice comes back 90 days after it was acknowledged. */
export const COOKIE_NOTICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const CODES = LANGUAGE_CODES;

/** Shown on the EU home path only, when nothing valid is stored or the stored time is too old. */
export function shouldShowCookieNotice(site: Site, currentPath: string, stored: string | undefined, now: number): boolean {
  if (!site.cookieNotice) return false;
  const path = stripLanguagePrefix(currentPath.split(/[?#]/)[0] ?? '/', CODES);
  if (path !== '/' && path !== '') return false;
  const at = Number(stored);
  if (!stored || !Number.isFinite(at) || at > now) return true;
  return now - at > COOKIE_NOTICE_TTL_MS;
}

export function readCookieNoticeAck(): string | undefined {
  return readStored(STORAGE_KEY.cookieNoticeAck);
}

export function acknowledgeCookieNotice(now = Date.now()): void {
  writeStored(STORAGE_KEY.cookieNoticeAck, String(now));
}
