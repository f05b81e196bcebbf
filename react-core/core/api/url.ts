import { BUILD_NUMBER, BUILD_NUMBER_HEADER } from './protocol';

/**
 * Building request URLs, pure: the client (client.ts) and the boot script (elements/boot.ts) must
 * produce the very same URL for the same request, so a response the boot fetched early is found
 * and used by the client.
 */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** Query or form fields as URL-encoded text; undefined and null values are left out. */
export function encodeFields(fields: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params.toString();
}

export function buildUrl(base: string | undefined, path: string, query?: Query): string {
  const qs = encodeFields(query);
  return `${(base ?? '').replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** What every GET of the chrome sends (spec §7: credentials included; the build number, §9). */
export function getInit(): RequestInit {
  return { method: 'GET', credentials: 'include', headers: { Accept: 'application/json', [BUILD_NUMBER_HEADER]: BUILD_NUMBER } };
}
