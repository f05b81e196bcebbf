import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doNotSwitchToFiatOn, languageChoice, offeredChangeWindows, offeredRiseColors, otherTheme } from '../../../react-core/settings/settings.rules';
import { settingsVisibility, MOBILE_SETTINGS_TYPES } from '../../../react-core/settings/settings-visibility.rules';
import { fiatRows, formatRate, languageRows } from '../../../react-core/settings/settings.mappers';
import { LANGUAGE_CODES } from '../../../react-core/core/i18n/languages';
import { HIDING_FLAGS, REGIONS, resolveSite, type HidingFlag } from '../../../react-core/core/region/regions';
import { LANGUAGES } from '../../../react-core/core/i18n/languages';
import { CHANGE_WINDOWS, RISE_COLORS, effectiveMarketDisplay } from '../../../react-core/core/store/prefs';

const flags = fc.subarray([...HIDING_FLAGS]);
const hidden = (list: readonly HidingFlag[]) => (flag: HidingFlag) => list.includes(flag);

describe('settings visibility (spec §6 hiding flags)', () => {
  it('nothing hidden: both tabs, the panel with every section, all four mobile types and the theme', () => {
    expect(settingsVisibility(() => false)).toEqual({
      regionTabs: ['language', 'rate'],
      panel: true,
      sections: ['theme', 'riseColor', 'changeWindow', 'fiatDisplay'],
      doNotSwitchToFiat: true,
      floatRate: true,
      mobile: ['lang', 'rate', 'riseTime', 'riseColor'],
      mobileTheme: true,
    });
  });

  it('property: each flag hides exactly its own parts, whatever else is hidden', () => {
    fc.assert(
      fc.property(flags, (list) => {
        const v = settingsVisibility(hidden(list));
        const has = (f: HidingFlag) => list.includes(f);
        expect(v.regionTabs.includes('language')).toBe(!has('language'));
        expect(v.regionTabs.includes('rate')).toBe(!has('exchangeRate'));
        expect(v.panel).toBe(!has('setting'));
        expect(v.sections.includes('theme')).toBe(!has('setting') && !has('themeMode'));
        expect(v.sections.includes('riseColor')).toBe(!has('setting'));
        expect(v.doNotSwitchToFiat).toBe(!has('setting') && !has('exchangeRate') && !has('doNotSwitchToFiat'));
        expect(v.floatRate).toBe(!has('setting') && !has('exchangeRate'));
        expect(v.sections.includes('fiatDisplay')).toBe(v.doNotSwitchToFiat || v.floatRate);
        // The mobile types keep the spec's order and follow the same flags.
        expect(v.mobile).toEqual(
          MOBILE_SETTINGS_TYPES.filter((t) => (t === 'lang' ? !has('language') : t === 'rate' ? !has('exchangeRate') : !has('setting'))),
        );
        expect(v.mobileTheme).toBe(v.sections.includes('theme'));
      }),
    );
  });

  it('the US site hides the language choice through the region table', () => {
    const us = resolveSite(232, false);
    const v = settingsVisibility((flag) => us.hides.includes(flag));
    expect(v.regionTabs).toEqual(['rate']);
    expect(v.mobile).toEqual(['rate', 'riseTime', 'riseColor']);
  });
});

describe('offered options and effective values (spec §4, §6)', () => {
  it('a forcing site (US) offers green-for-rise and 24h only; every other site offers all', () => {
    for (const region of REGIONS) {
      const site = resolveSite(region.id, false);
      expect(offeredRiseColors(site)).toEqual(site.forcedMarketDisplay ? ['risegreen'] : RISE_COLORS);
      expect(offeredChangeWindows(site)).toEqual(site.forcedMarketDisplay ? ['24h'] : CHANGE_WINDOWS);
    }
    expect(REGIONS.filter((r) => r.forcedMarketDisplay).map((r) => r.key)).toEqual(['us']);
  });

  it('property: what a page shows is always one of the options it offers, and the stored value elsewhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RISE_COLORS),
        fc.constantFrom(...CHANGE_WINDOWS),
        fc.constantFrom(...REGIONS),
        fc.boolean(),
        (riseColor, changeWindow, region, testnet) => {
          const site = resolveSite(region.id, testnet);
          const shown = effectiveMarketDisplay({ riseColor, changeWindow }, site);
          expect(offeredRiseColors(site)).toContain(shown.riseColor);
          expect(offeredChangeWindows(site)).toContain(shown.changeWindow);
          if (!site.forcedMarketDisplay) expect(shown).toEqual({ riseColor, changeWindow });
        },
      ),
    );
  });
});

describe('language choice (spec §4, §5)', () => {
  it('tr off the Turkey site opens the Turkey modal; every other choice switches', () => {
    for (const region of REGIONS) {
      for (const { code } of LANGUAGES) {
        const expected = code === 'tr' && region.key !== 'tr' ? 'turkey' : 'switch';
        expect(languageChoice(code, resolveSite(region.id, false)), `${region.key} ${code}`).toBe(expected);
      }
    }
  });
});

describe('theme and fiat rules', () => {
  it('the theme toggles between dark and light', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it('property: do-not-switch-to-fiat reads on exactly while USD is pinned', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('USD', '', 'EUR', 'JPY'), fc.string()), (fiat) => {
        expect(doNotSwitchToFiatOn(fiat)).toBe(fiat === 'USD');
      }),
    );
  });
});

describe('rows (settings.mappers)', () => {
  it('languages: one row per lang_list entry, its URL, the current one marked', () => {
    const rows = languageRows(
      [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
      ],
      'de',
      (code) => `/${code}/x`,
    );
    expect(rows).toEqual([
      { code: 'en', name: 'English', href: '/en/x', current: false },
      { code: 'de', name: 'Deutsch', href: '/de/x', current: true },
    ]);
  });

  it('property: fiat rows keep the list, carry a formatted rate only where one validated, and mark at most the current fiat', () => {
    const code = fc.stringMatching(/^[A-Z]{3}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ fiat: code, symbol: fc.string({ maxLength: 3 }) }), { selector: (f) => f.fiat, maxLength: 12 }),
        fc.dictionary(code, fc.record({ rate: fc.double({ min: 0.0001, max: 1e6, noNaN: true }), symbol: fc.string({ maxLength: 3 }) })),
        fc.oneof(code, fc.constant('')),
        (list, rates, current) => {
          const rows = fiatRows(list, rates, current, 'en', 'https://api.example');
          expect(rows.map((r) => r.fiat)).toEqual(list.map((f) => f.fiat));
          for (const row of rows) {
            // Spec §9: each fiat's icon on the image service, at quality 75.
            expect(row.icon).toBe(`https://api.example/images/fiat/${row.fiat}.svg?q=75`);
            expect(row.rate === null).toBe(rates[row.fiat] === undefined);
            expect(row.current).toBe(current !== '' && row.fiat === current);
          }
          expect(rows.filter((r) => r.current).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('rates: four decimals below 10, two above, in the language', () => {
    expect(formatRate(0.92134567, 'en')).toBe('0.9213');
    expect(formatRate(156.2345, 'en')).toBe('156.23');
    expect(formatRate(1234.5, 'de')).toBe('1.234,5');
  });

  it('rates are written as Intl.NumberFormat writes them, in every UI language, without it (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.constantFrom(0.00005, 9.99995, 10, 0.92134567)),
        fc.constantFrom(...LANGUAGE_CODES),
        (rate, lang) => {
          const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: rate < 10 ? 4 : 2 }).format(rate);
          expect(formatRate(rate, lang)).toBe(intl);
        },
      ),
      { numRuns: 500 },
    );
  });
});
