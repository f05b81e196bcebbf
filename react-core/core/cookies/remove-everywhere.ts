import Cookies from 'js-cookie';
import { removeCookie } from './cookies';

// Only logout removes a cookie everywhere: a module of its own, so the first paint, which reads
// and writes cookies, does not carry it (it travels in the account chunk).

/**
 * The domains a cookie the page can see may have been set on besides its own host: every parent
 * of the host with at least two labels (`www.exch.com` → `.exch.com`). The browser ignores the
 * ones it would never have accepted (a public suffix such as `.co.uk`); an IP or a one-label host
 * (`localhost`) has none.
 */
export function parentDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const out: string[] = [];
  for (let i = 1; i <= labels.length - 2; i += 1) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * Removes a cookie wherever the page can see it: on path / of the host itself and of each parent
 * domain (a session cookie set for the whole site, `.exch.com`, is not removed by the host's).
 */
export function removeCookieEverywhere(name: string, hostname = typeof location === 'undefined' ? '' : location.hostname): void {
  removeCookie(name);
  for (const domain of [hostname, ...parentDomains(hostname)].filter(Boolean)) {
    try {
      Cookies.remove(name, { path: '/', domain });
    } catch {
      /* see writeCookie */
    }
  }
}
