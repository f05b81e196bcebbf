// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHANGE_WINDOWS,
  RISE_COLORS,
  THEMES,
  defaultRiseColor,
  effectiveMarketDisplay,
  prefs,
  readStoredPrefs,
  reloadPrefs,
  setFiat,
  setLanguage,
  syncFiatFromServer,
  syncedFiat,
  fiatChoiceMark,
  type Prefs,
  type PrefsSource,
} from '../../../../react-core/core/store/prefs';
import { setChangeWindow, setDoNotSwitchToFiat, setFloatRate, setRiseColor, setTheme } from '../../../../react-core/core/store/prefs-writes';
import { COOKIE, readCookie } from '../../../../react-core/core/cookies/cookies';
import { STORAGE_KEY } from '../../../../react-core/core/util/storage-keys';
import { LANGUAGES, type LanguageCode } from '../../../../react-core/core/i18n/languages';

/** Where each preference is read from (spec §3, §4, §7): cookie or storage, and its key. */
const SOURCES = {
  fiat: ['cookie', COOKIE.currFiat],
  themeChosen: ['cookie', COOKIE.changedSkin],
  riseColor: ['cookie', COOKIE.riseColor],
  theme: ['cookie', COOKIE.theme],
  changeWindow: ['stored', STORAGE_KEY.changeWindow],
  fiatRateOpen: ['stored', STORAGE_KEY.fiatRateOpen],
  floatRate: ['stored', STORAGE_KEY.floatRate],
} as const satisfies Record<Exclude<keyof Prefs, 'lang'>, readonly ['cookie' | 'stored', string]>;
type Field = keyof typeof SOURCES;

/** A value as a page, a server or a corrupted jar might leave it: valid, near-valid or junk. */
const value = fc.oneof(
  fc.constantFrom(
    ...THEMES,
    '2',
    ...RISE_COLORS,
    ...CHANGE_WINDOWS,
    '0',
    '1',
    '',
    'USD',
    'eur',
    'JPY',
    ' usd ',
    'TOOLONGX',
    'risered ',
    '{"broken',
    'null',
    'undefined',
  ),
  fc.string(),
  fc.string({ unit: 'binary' }),
);
const jar = fc.record(
  Object.fromEntries(Object.keys(SOURCES).map((k) => [k, fc.option(value, { nil: undefined })])) as Record<Field, fc.Arbitrary<string | undefined>>,
);
const lang = fc.constantFrom(...LANGUAGES.map((l) => l.code)) as fc.Arbitrary<LanguageCode>;

function sourceOf(values: Partial<Record<Field, string | undefined>>): PrefsSource {
  const lookup = (kind: 'cookie' | 'stored', key: string) => (Object.keys(SOURCES) as Field[]).find((f) => SOURCES[f][0] === kind && SOURCES[f][1] === key);
  return {
    cookie: (name) => {
      const f = lookup('cookie', name);
      return f ? values[f] : undefined;
    },
    stored: (key) => {
      const f = lookup('stored', key);
      return f ? values[f] : undefined;
    },
  };
}

const DEFAULTS = (l: LanguageCode): Omit<Prefs, 'lang'> => ({
  fiat: 'USD',
  themeChosen: false,
  riseColor: defaultRiseColor(l),
  theme: 'light',
  changeWindow: '24h',
  fiatRateOpen: true,
  floatRate: false,
});

describe('reading the stored preferences (property)', () => {
  it('any cookie jar and storage: never throws, every field valid', () => {
    fc.assert(
      fc.property(jar, lang, (values, l) => {
        const p = readStoredPrefs(l, sourceOf(values));
        expect(p.lang).toBe(l);
        expect(p.fiat === '' || /^[A-Z]{2,5}$/.test(p.fiat)).toBe(true);
        expect(THEMES).toContain(p.theme);
        expect(RISE_COLORS).toContain(p.riseColor);
        expect(CHANGE_WINDOWS).toContain(p.changeWindow);
        expect(typeof p.fiatRateOpen).toBe('boolean');
        expect(typeof p.floatRate).toBe('boolean');
        expect(typeof p.themeChosen).toBe('boolean');
      }),
    );
  });

  it('each field reads its own key only: corrupting any other key never changes it', () => {
    fc.assert(
      fc.property(jar, fc.constantFrom(...(Object.keys(SOURCES) as Field[])), value, lang, (values, other, junk, l) => {
        const before = readStoredPrefs(l, sourceOf(values));
        const after = readStoredPrefs(l, sourceOf({ ...values, [other]: junk }));
        for (const field of Object.keys(SOURCES) as Field[]) {
          if (field !== other) expect(after[field], `${field} changed when ${other} did`).toEqual(before[field]);
        }
      }),
    );
  });

  it('a value that is not a valid one falls back to that field’s default alone', () => {
    fc.assert(
      fc.property(jar, lang, (values, l) => {
        const p = readStoredPrefs(l, sourceOf(values));
        const d = DEFAULTS(l);
        if (values.theme !== '0' && values.theme !== '2') expect(p.theme).toBe(d.theme);
        if (!RISE_COLORS.includes(values.riseColor as never)) expect(p.riseColor).toBe(d.riseColor);
        if (!CHANGE_WINDOWS.includes(values.changeWindow as never)) expect(p.changeWindow).toBe(d.changeWindow);
        if (values.fiatRateOpen !== '0' && values.fiatRateOpen !== '1') expect(p.fiatRateOpen).toBe(true);
        if (values.floatRate !== '0' && values.floatRate !== '1') expect(p.floatRate).toBe(false);
        expect(p.themeChosen).toBe(values.themeChosen === '1');
        if (values.fiat === undefined) expect(p.fiat).toBe('USD');
      }),
    );
  });

  it('valid values read back as themselves; curr_fiat is normalised, empty means no conversion', () => {
    const p = readStoredPrefs(
      'en',
      sourceOf({ fiat: ' eur ', theme: '2', riseColor: 'risered', changeWindow: 'utc0', fiatRateOpen: '0', floatRate: '1', themeChosen: '1' }),
    );
    expect(p).toEqual({
      lang: 'en',
      fiat: 'EUR',
      theme: 'dark',
      riseColor: 'risered',
      changeWindow: 'utc0',
      fiatRateOpen: false,
      floatRate: true,
      themeChosen: true,
    });
    expect(readStoredPrefs('en', sourceOf({ fiat: '' })).fiat).toBe('');
    expect(readStoredPrefs('zh', sourceOf({})).riseColor).toBe('risered');
  });
});

describe('effective values and the fiat sync (property)', () => {
  it('a forcing site shows green and 24h; others the stored values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RISE_COLORS), fc.constantFrom(...CHANGE_WINDOWS), fc.boolean(), (riseColor, changeWindow, forced) => {
        const shown = effectiveMarketDisplay({ riseColor, changeWindow }, { forcedMarketDisplay: forced });
        expect(shown).toEqual(forced ? { riseColor: 'risegreen', changeWindow: '24h' } : { riseColor, changeWindow });
      }),
    );
  });

  it('the server’s fiat wins when valid and different, except over no conversion; junk changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom('', 'USD', 'EUR'), fc.oneof(fc.constantFrom('JPY', 'usd', '', null, 42), fc.anything()), (current, server) => {
        const next = syncedFiat(current, server);
        if (current === '') expect(next).toBe('');
        else if (typeof server === 'string' && /^[A-Z]{2,5}$/.test(server.trim().toUpperCase())) expect(next).toBe(server.trim().toUpperCase());
        else expect(next).toBe(current);
      }),
    );
  });
});

function clearCookies() {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('the actions write their own key only', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    reloadPrefs();
    setLanguage('en');
  });

  it('property: any sequence of actions, read back after a "reload", gives what was chosen last, each on its own', () => {
    const action = fc.oneof(
      fc.constantFrom(...THEMES).map((v) => ['theme', v] as const),
      fc.constantFrom(...RISE_COLORS).map((v) => ['riseColor', v] as const),
      fc.constantFrom(...CHANGE_WINDOWS).map((v) => ['changeWindow', v] as const),
      fc.boolean().map((v) => ['floatRate', v] as const),
      fc.constantFrom('EUR', 'JPY', 'USD').map((v) => ['fiat', v] as const),
      fc.boolean().map((v) => ['doNotSwitch', v] as const),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
        localStorage.clear();
        clearCookies();
        reloadPrefs();
        const expected: Partial<Prefs> = {};
        for (const [kind, v] of actions) {
          if (kind === 'theme') (setTheme(v as 'light'), (expected.theme = v as 'light'), (expected.themeChosen = true));
          if (kind === 'riseColor') (setRiseColor(v as 'risered'), (expected.riseColor = v as 'risered'));
          if (kind === 'changeWindow') (setChangeWindow(v as '24h'), (expected.changeWindow = v as '24h'));
          if (kind === 'floatRate') (setFloatRate(v as boolean), (expected.floatRate = v as boolean));
          if (kind === 'fiat') (setFiat(v as string), (expected.fiat = v as string), (expected.fiatRateOpen = true));
          if (kind === 'doNotSwitch') (setDoNotSwitchToFiat(v as boolean), (expected.fiat = v ? 'USD' : ''));
        }
        const live = { ...prefs };
        reloadPrefs();
        expect({ ...prefs }).toEqual(live);
        expect({ ...prefs }).toMatchObject({ ...DEFAULTS('en'), ...expected });
      }),
      { numRuns: 60 },
    );
  });

  it('a fiat choice made after a request went out is not synced back by its answer', () => {
    const mark = fiatChoiceMark();
    setFiat('EUR');
    syncFiatFromServer('USD', mark);
    expect(prefs.fiat).toBe('EUR');
    syncFiatFromServer('JPY');
    expect(prefs.fiat).toBe('JPY');
    expect(readCookie(COOKIE.currFiat)).toBe('EUR');
  });
});

describe('the theme on the wire (spec §3: light "0", dark "2")', () => {
  it('property: every theme goes to the wire and back as itself; nothing else reads as a theme', async () => {
    const { themeFromWire, themeToWire, THEME_WIRE } = await import('../../../../react-core/core/store/prefs');
    fc.assert(
      fc.property(fc.constantFrom(...THEMES), (theme) => {
        expect(themeFromWire(themeToWire(theme))).toBe(theme);
      }),
    );
    expect(THEME_WIRE).toEqual({ light: '0', dark: '2' });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) => {
        const theme = themeFromWire(raw);
        if (raw === '0') expect(theme).toBe('light');
        else if (raw === '2') expect(theme).toBe('dark');
        else expect(theme).toBeUndefined();
      }),
    );
  });

  it('setTheme writes the theme cookie in its wire value beside is_change_skin', () => {
    setTheme('dark');
    expect(readCookie(COOKIE.theme)).toBe('2');
    expect(readCookie(COOKIE.changedSkin)).toBe('1');
    setTheme('light');
    expect(readCookie(COOKIE.theme)).toBe('0');
    reloadPrefs();
    expect(prefs.theme).toBe('light');
  });
});
