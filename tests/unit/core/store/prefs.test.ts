// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultRiseColor, readStoredPrefs, setFiat, setLanguage, prefs, timezoneParam } from '../../../../react-core/core/store/prefs';
import { STORAGE_KEY } from '../../../../react-core/core/util/storage-keys';

function clearCookies() {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('defaults: USD, light, 24h, rise colour by language (spec §9)', () => {
    const p = readStoredPrefs('en');
    expect(p).toMatchObject({ fiat: 'USD', theme: 'light', changeWindow: '24h', riseColor: 'risegreen' });
    expect(defaultRiseColor('zh')).toBe('risered');
    expect(defaultRiseColor('zh-tw')).toBe('risered');
  });

  it('a corrupt stored value falls back alone and keeps the others', () => {
    document.cookie = 'theme=dark; path=/';
    localStorage.setItem(STORAGE_KEY.changeWindow, 'utc8');
    document.cookie = 'curr_fiat=%%%; path=/';
    document.cookie = 'market_rise_color=risered; path=/';
    const p = readStoredPrefs('en');
    expect(p.theme).toBe('light');
    expect(p.changeWindow).toBe('utc8');
    expect(p.fiat).toBe('USD');
    expect(p.riseColor).toBe('risered');
  });

  it('language change re-derives the colour only when no colour cookie is stored (spec §4)', () => {
    prefs.lang = 'en';
    prefs.riseColor = 'risegreen';
    setLanguage('zh');
    expect(prefs.riseColor).toBe('risered');
    document.cookie = 'market_rise_color=risegreen; path=/';
    prefs.riseColor = 'risegreen';
    setLanguage('en');
    setLanguage('zh-tw');
    expect(prefs.riseColor).toBe('risegreen');
  });

  it('setFiat writes curr_fiat and ignores junk', () => {
    setFiat('eur');
    expect(prefs.fiat).toBe('EUR');
    expect(document.cookie).toContain('curr_fiat=EUR');
    setFiat('<script>');
    expect(prefs.fiat).toBe('EUR');
  });

  it('timezone parameter is blank for 24h (spec §5)', () => {
    expect(timezoneParam('24h')).toBe('');
    expect(timezoneParam('')).toBe('');
    expect(timezoneParam('utc8')).toBe('utc8');
  });
});
