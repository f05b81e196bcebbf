import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  languagePrefix,
  languageUrl,
  safeHref,
  sitePrefixOf,
  stripLanguagePrefix,
  stripSitePrefix,
  withLanguage,
  withSitePrefix,
} from '../../../../react-core/core/routes/links';
import { mapCommonData } from '../../../../react-core/core/site/common-data';
import { LANGUAGE_CODES } from '../../../../react-core/core/i18n/languages';
import * as ROUTES from '../../../../react-core/core/routes/routes';
import { expectDisplayText, hostileText } from '../util/display-text';

const codes = LANGUAGE_CODES;

describe('language prefix rule (spec §2)', () => {
  it('adds /{lang} for every language but en', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('de')).toBe('/de');
    expect(withLanguage('zh-tw', ROUTES.trade())).toBe('/zh-tw/trade/BTC_USDT');
    expect(withLanguage('en', ROUTES.trade())).toBe('/trade/BTC_USDT');
  });

  it('builds language URLs from the current path, replacing an existing prefix', () => {
    expect(languageUrl('de', '/trade/BTC_USDT', codes)).toBe('/de/trade/BTC_USDT');
    expect(languageUrl('fr', '/de/trade/BTC_USDT', codes)).toBe('/fr/trade/BTC_USDT');
    expect(languageUrl('en', '/zh-tw/fee', codes)).toBe('/fee');
    expect(languageUrl('ja', '/', codes)).toBe('/ja');
    expect(languageUrl('en', '/ja', codes)).toBe('/');
    expect(stripLanguagePrefix('/design/page', codes)).toBe('/design/page');
  });
});

describe('the site prefix (spec §2 "language or site prefix": common data lang_prefix)', () => {
  it('is lang_prefix beyond the language: none for the language alone, the rest otherwise', () => {
    expect(sitePrefixOf('', 'de')).toBe('');
    expect(sitePrefixOf('/de', 'de')).toBe('');
    expect(sitePrefixOf('/eu', 'en')).toBe('/eu');
    expect(sitePrefixOf('/eu', 'de')).toBe('/eu');
    expect(sitePrefixOf('/eu/de', 'de')).toBe('/eu');
    expect(sitePrefixOf('/de', 'fr')).toBe('/de');
  });

  it('goes before the language prefix on same-site links only, once; comes off a page path', () => {
    expect(withSitePrefix(withLanguage('de', '/trade/BTC_USDT'), '/eu')).toBe('/eu/de/trade/BTC_USDT');
    expect(withSitePrefix('/', '/eu')).toBe('/eu');
    expect(withSitePrefix('/eu/fee', '/eu')).toBe('/eu/fee');
    expect(withSitePrefix('https://x.example/a', '/eu')).toBe('https://x.example/a');
    expect(withSitePrefix('//x.example/a', '/eu')).toBe('//x.example/a');
    expect(withSitePrefix(null, '/eu')).toBeNull();
    expect(withSitePrefix('/fee', '')).toBe('/fee');
    expect(stripSitePrefix('/eu/de/trade', '/eu')).toBe('/de/trade');
    expect(stripSitePrefix('/eu', '/eu')).toBe('/');
    expect(stripSitePrefix('/europe/x', '/eu')).toBe('/europe/x');
    // The language URL of spec §2: the base path (the site prefix), /{lang}, the current path.
    expect(languageUrl('fr', '/de/trade/BTC_USDT', codes, '/eu')).toBe('/eu/fr/trade/BTC_USDT');
  });

  it('common data keeps a lang_prefix of up to three path segments, and nothing else', () => {
    expect(mapCommonData({ lang_prefix: '/eu/de' }).langPrefix).toBe('/eu/de');
    for (const bad of ['eu', '/eu/', '//evil.example', '/a/b/c/d', '/e u', 'javascript:x', 42]) expect(mapCommonData({ lang_prefix: bad }).langPrefix).toBe('');
  });

  it('property: prefixing and stripping are inverse on same-site paths, and prefixing twice is prefixing once', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 2 }), fc.array(segment, { minLength: 0, maxLength: 4 }), (site, rest) => {
        const prefix = site.length ? `/${site.join('/')}` : '';
        const path = `/${rest.join('/')}`;
        const linked = withSitePrefix(path, prefix);
        expect(withSitePrefix(linked, prefix)).toBe(linked);
        if (prefix && !(path === prefix || path.startsWith(`${prefix}/`))) expect(stripSitePrefix(linked, prefix)).toBe(path);
        expect(linked.startsWith(prefix)).toBe(true);
      }),
    );
  });
});

describe('safeHref', () => {
  it('keeps http(s), prefixes relative paths, drops other schemes', () => {
    expect(safeHref('https://x.com/exch', 'de')).toBe('https://x.com/exch');
    expect(safeHref('/trade/BTC_USDT', 'de')).toBe('/de/trade/BTC_USDT');
    expect(safeHref('trade/BTC_USDT', 'en')).toBe('/trade/BTC_USDT');
    expect(safeHref('/user-agreement', 'de', false)).toBe('/user-agreement');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'file:///etc/passwd',
      'https://',
      '\u0000javascript:alert(1)',
    ]) {
      expect(safeHref(bad, 'en'), bad).toBeNull();
    }
    expect(safeHref(42, 'en')).toBeNull();
  });

  it('no href carries a control or bidi character (a reversed host shown as a trusted one): such links are dropped (property)', () => {
    expect(safeHref('https://exch.example/\u202Emoc.live', 'en')).toBeNull();
    expect(safeHref('/trade/\u2066BTC', 'en')).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.constant('/markets')), hostileText, fc.constantFrom(...codes), (url, tail, lang) => {
        const href = safeHref(url + tail, lang);
        if (href !== null) expectDisplayText(href);
      }),
      { numRuns: 1000 },
    );
  });

  it('never yields an href a browser would resolve to a non-http(s) URL or another host (property)', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', '//', '/\\', '\t', '\n'))
          .chain((a) => fc.tuple(fc.constant(a), fc.string()))
          .map(([a, b]) => a + b),
        fc.constantFrom(...codes),
        (raw, lang) => {
          const href = safeHref(raw, lang);
          if (href === null) return;
          const resolved = new URL(href, 'https://site.example/base/');
          expect(['http:', 'https:']).toContain(resolved.protocol);
          if (!/^https?:/i.test(href)) expect(resolved.host).toBe('site.example');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
