import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCatalog, registerNamespace, seedCatalog, translate, isCatalogReady } from '../../../../react-core/core/i18n/catalogs';
import { LANGUAGES, normalizeLanguage, isRightToLeft } from '../../../../react-core/core/i18n/languages';
// @ts-expect-error: a plain .mjs build script, typed by use
import { NAMESPACES } from '../../../../scripts/vite-catalogs.mjs';

describe('i18n', () => {
  it('loads languages lazily; a language that fails to load falls back to English, a missing key to itself', async () => {
    const requested: string[] = [];
    const files: Record<string, Record<string, string> | Error> = {
      en: { hello: 'Hello {name}', only: 'English only' },
      de: { hello: 'Hallo {name}' },
      fr: new Error('offline'),
    };
    registerNamespace('t1', async (lang) => {
      requested.push(lang);
      const value = files[lang];
      if (value instanceof Error) throw value;
      return value;
    });
    expect(isCatalogReady('t1', 'de')).toBe(false);
    await loadCatalog('t1', 'de');
    // Only German is fetched: the served files already carry English for missing keys.
    expect(requested).toEqual(['de']);
    expect(translate('t1', 'de', 'hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(translate('t1', 'de', 'missing.key')).toBe('missing.key');
    await loadCatalog('t1', 'fr');
    expect(requested).toEqual(['de', 'fr', 'en']);
    expect(translate('t1', 'fr', 'hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(translate('t1', 'fr', 'only')).toBe('English only');
  });

  it('a catalog seeded before its namespace registers (server state before the view code) is in place at registration: no load', async () => {
    const requested: string[] = [];
    seedCatalog('t2', 'de', { hello: 'Hallo vom Server', bad: 7 });
    seedCatalog('t2', 'de', { hello: 'a second seed does not replace the first' });
    expect(translate('t2', 'de', 'hello')).toBe('hello');
    registerNamespace('t2', async (lang) => {
      requested.push(lang);
      return { hello: 'Hallo' };
    });
    expect(isCatalogReady('t2', 'de')).toBe(true);
    await loadCatalog('t2', 'de');
    expect(requested).toEqual([]);
    expect(translate('t2', 'de', 'hello')).toBe('Hallo vom Server');
    // Only strings are kept from the server's catalog.
    expect(translate('t2', 'de', 'bad')).toBe('bad');
    // Other languages load as usual.
    await loadCatalog('t2', 'en');
    expect(requested).toEqual(['en']);
  });

  it('normalises page and browser language codes', () => {
    expect(normalizeLanguage('zh-TW')).toBe('zh-tw');
    expect(normalizeLanguage('zh_Hant_HK')).toBe('zh-tw');
    expect(normalizeLanguage('zh-CN')).toBe('zh');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('xx')).toBeUndefined();
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('en')).toBe(false);
  });

  for (const dir of Object.values(NAMESPACES as Record<string, string>)) {
    const abs = resolve(import.meta.dirname, '../../../..', dir);
    const en = JSON.parse(readFileSync(join(abs, 'en.json'), 'utf8')) as Record<string, string>;
    it(`${dir}: every language has every key, the same placeholders, and real translations`, () => {
      const files = readdirSync(abs).filter((f) => f.endsWith('.json'));
      expect(files.sort()).toEqual(LANGUAGES.map((l) => `${l.code}.json`).sort());
      for (const file of files) {
        if (file === 'en.json') continue;
        const cat = JSON.parse(readFileSync(join(abs, file), 'utf8')) as Record<string, string>;
        const placeholders = (s = '') => (s.match(/\{\w+\}/g) ?? []).sort().join();
        for (const key of Object.keys(en)) {
          expect(typeof cat[key], `${file} ${key}`).toBe('string');
          expect(placeholders(cat[key]), `${file} ${key}`).toBe(placeholders(en[key]));
        }
        const translated = Object.keys(en).filter((k) => cat[k] !== en[k]).length;
        expect(translated / Object.keys(en).length, file).toBeGreaterThanOrEqual(0.75);
      }
    });
  }
});
