import { buildUrl } from './url';

/**
 * The images the chrome itself asks for (spec §9): through the exchange's image service, at the
 * default quality. Every other image (icons, avatars, banners) is a URL the API gave, used as is.
 */

/** Spec §9 "Image quality default 75": the `q` of every image-service request. */
export const IMAGE_QUALITY = 75;

/** Spec §9 "Per-fiat icon path for fiat images": a fiat's icon, `{FIAT}.svg` under it, on the API's host. */
export const FIAT_ICON_PATH = '/images/fiat/';

/** A path of the image service at the API base, at the default quality (or the one given). */
export function imageServiceUrl(base: string, path: string, quality: number = IMAGE_QUALITY): string {
  return buildUrl(base, path, { q: quality });
}

/** The icon of a fiat code (USD, EUR: upper-case letters); null for anything else. */
export function fiatIconUrl(base: string, fiat: string): string | null {
  return /^[A-Z]{2,5}$/.test(fiat) ? imageServiceUrl(base, `${FIAT_ICON_PATH}${fiat}.svg`) : null;
}
