import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIAT_ICON_PATH, IMAGE_QUALITY, fiatIconUrl, imageServiceUrl } from '../../../../react-core/core/api/images';

describe('image service (spec §9: quality 75, the per-fiat icon path)', () => {
  it('asks every image at the default quality 75 unless told', () => {
    expect(IMAGE_QUALITY).toBe(75);
    expect(imageServiceUrl('https://api.example/', '/images/x.png')).toBe('https://api.example/images/x.png?q=75');
    expect(imageServiceUrl('', '/images/x.png', 90)).toBe('/images/x.png?q=90');
  });

  it('a fiat code has its icon under the per-fiat path, on the API base', () => {
    expect(FIAT_ICON_PATH).toBe('/images/fiat/');
    expect(fiatIconUrl('', 'EUR')).toBe('/images/fiat/EUR.svg?q=75');
    expect(fiatIconUrl('https://api.example', 'USD')).toBe('https://api.example/images/fiat/USD.svg?q=75');
  });

  it('property: a code of 2 to 5 upper-case letters has an icon, anything else none (no odd path reaches the URL)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        const url = fiatIconUrl('', code);
        if (/^[A-Z]{2,5}$/.test(code)) expect(url).toBe(`/images/fiat/${code}.svg?q=75`);
        else expect(url).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2,5}$/), (code) => {
        expect(new URL(fiatIconUrl('https://a.example', code)!).searchParams.get('q')).toBe(String(IMAGE_QUALITY));
      }),
    );
  });
});
