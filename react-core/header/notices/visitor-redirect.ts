import { stripLanguagePrefix } from '../../core/routes/links';
import { LANGUAGE_CODES } from '../../core/i18n/languages';
import * as ROUTES from '../../core/routes/routes';
import { isObjectLike } from '../../core/util/coerce';

/**
 * Spec §2: logged-out visitors on some paths may be sent to another host (with a path prefix),
 * depending on the current host; a condition may skip it. The page configures it through the
 * header's `visitorRedirect` property:
 *   header.visitorRedirect = { hosts: { 'www.exch.com': { target: 'https://www.exch.tr', prefix: '/tr' } },
 *                              skip: () => document.cookie.includes('stay=1') };
 */
export const REDIRECT_PATHS: readonly string[] = [
  ROUTES.home(),
  ROUTES.referral(),
  ROUTES.price(),
  ROUTES.TRADE_PREFIX,
  ROUTES.announcements(),
  ROUTES.fee(),
  ROUTES.questionnaire(),
  ROUTES.aboutUs(),
  ROUTES.LEGAL_PREFIX,
  ROUTES.blog(),
  ROUTES.brandPartnerships(),
  ROUTES.rewardsHub(),
];

export interface VisitorRedirectConfig {
  hosts: Record<string, { target: string; prefix?: string }>;
  skip?: () => boolean;
}

const CODES = LANGUAGE_CODES;

function isListedPath(path: string): boolean {
  return REDIRECT_PATHS.some((p) => (p === '/' ? path === '/' : path === p || path.startsWith(`${p}/`)));
}

/** Where to send this visitor, or null. Never throws on a malformed config. */
export function visitorRedirectTarget(config: unknown, where: { host: string; pathname: string; search: string; isLogin: boolean }): string | null {
  if (where.isLogin || !isObjectLike(config)) return null;
  const { hosts, skip } = config as Partial<VisitorRedirectConfig>;
  try {
    if (typeof skip === 'function' && skip()) return null;
  } catch {
    return null;
  }
  const rule = isObjectLike(hosts) ? hosts[where.host] : undefined;
  if (!rule || typeof rule.target !== 'string' || !/^https:\/\/[^/\s]+$/i.test(rule.target.replace(/\/$/, ''))) return null;
  const path = stripLanguagePrefix(where.pathname || '/', CODES);
  if (!isListedPath(path)) return null;
  const prefix = typeof rule.prefix === 'string' && /^(\/[\w-]+)*$/.test(rule.prefix) ? rule.prefix : '';
  const target = `${rule.target.replace(/\/$/, '')}${prefix}${path === '/' && prefix ? '' : path}${where.search}`;
  return new URL(target).host === where.host ? null : target;
}
