// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE, ONE_YEAR_SECONDS, readAllCookies, readCookie, removeCookie, writeCookie, writeFiatCookie } from '../../../../react-core/core/cookies/cookies';
import { readStoredPrefs } from '../../../../react-core/core/store/prefs';
import { normalizeFiat } from '../../../../react-core/core/site/fiat';
import { normalizeLanguage, isLanguageCode } from '../../../../react-core/core/i18n/languages';

describe('cookies', () => {
  beforeEach(() => {
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('writes and reads the spec cookie names', () => {
    writeFiatCookie('EUR');
    expect(readCookie(COOKIE.currFiat)).toBe('EUR');
    writeCookie(COOKIE.riseColor, 'risered');
    expect(readCookie('market_rise_color')).toBe('risered');
    removeCookie(COOKIE.riseColor);
    expect(readCookie('market_rise_color')).toBeUndefined();
  });

  it('reads back %-encoded and quoted values; an empty value is kept (no conversion), not read as absent', () => {
    // The attributes written (path /, Max-Age, Secure, SameSite) are checked in Chromium:
    // tests/browser/settings (document.cookie does not read them back).
    writeCookie('x', 'a b;c');
    expect(readCookie('x')).toBe('a b;c');
    writeFiatCookie('');
    expect(readCookie('curr_fiat')).toBe('');
    document.cookie = 'quoted="risered"; path=/';
    expect(readCookie('quoted')).toBe('risered');
    expect(readCookie('absent')).toBeUndefined();
  });

  it('reads the whole jar at once with the same answers as one by one, corrupt values left out', () => {
    document.cookie = 'curr_fiat=%E0%A4%A; path=/';
    writeCookie(COOKIE.riseColor, 'risered');
    writeCookie(COOKIE.changedSkin, '1');
    const jar = readAllCookies();
    expect(jar[COOKIE.riseColor]).toBe('risered');
    expect(jar[COOKIE.changedSkin]).toBe('1');
    expect(jar[COOKIE.currFiat]).toBe(readCookie(COOKIE.currFiat));
    // The preferences read from it: the corrupt fiat falls back, the others are kept.
    const prefs = readStoredPrefs('en');
    expect(prefs).toMatchObject({ fiat: 'USD', riseColor: 'risered', themeChosen: true });
  });

  it('a corrupt cookie jar yields undefined for that name and keeps the others', () => {
    document.cookie = 'curr_fiat=%E0%A4%A; path=/';
    document.cookie = 'market_rise_color=risegreen; path=/';
    expect(() => readCookie('curr_fiat')).not.toThrow();
    expect(readCookie('curr_fiat')).toBeUndefined();
    expect(readCookie('market_rise_color')).toBe('risegreen');
  });
});

describe('validators (property)', () => {
  it('normalizeFiat: any input gives an upper-case code or undefined', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const f = normalizeFiat(v);
        expect(f === undefined || /^[A-Z]{2,5}$/.test(f)).toBe(true);
      }),
    );
  });

  it('normalizeLanguage: any input gives a supported code or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything(), fc.constantFrom('zh-HK', 'ZH_tw', 'pt-BR', 'en-GB', 'ar-EG')), (v) => {
        const l = normalizeLanguage(v);
        expect(l === undefined || isLanguageCode(l)).toBe(true);
      }),
    );
  });
});

describe('cookie attributes', () => {
  it('curr_fiat is written for one year on path / and secure on https (spec §9); other writes are session cookies unless given a lifetime', async () => {
    const { vi } = await import('vitest');
    const Cookies = (await import('js-cookie')).default;
    const set = vi.spyOn(Cookies, 'set');
    vi.stubGlobal('location', new URL('https://www.exch.com/trade/BTC_USDT'));
    try {
      writeFiatCookie('JPY');
      expect(set).toHaveBeenLastCalledWith('curr_fiat', 'JPY', { path: '/', secure: true, sameSite: 'Lax', expires: ONE_YEAR_SECONDS / 86_400 });
      writeCookie(COOKIE.changedSkin, '1');
      expect(set).toHaveBeenLastCalledWith('is_change_skin', '1', { path: '/', secure: true, sameSite: 'Lax' });
    } finally {
      set.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('an http page gets the same cookies without Secure, which WebKit would refuse there (localhost too)', async () => {
    const { vi } = await import('vitest');
    const Cookies = (await import('js-cookie')).default;
    const set = vi.spyOn(Cookies, 'set');
    vi.stubGlobal('location', new URL('http://127.0.0.1:5173/'));
    try {
      writeFiatCookie('JPY');
      expect(set).toHaveBeenLastCalledWith('curr_fiat', 'JPY', { path: '/', secure: false, sameSite: 'Lax', expires: ONE_YEAR_SECONDS / 86_400 });
    } finally {
      set.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
