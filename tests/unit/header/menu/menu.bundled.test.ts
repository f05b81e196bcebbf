import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadBundledMenuData } from '../../../../react-core/header/menu/menu.loader';
import { validateMenu } from '../../../../react-core/header/menu/menu.mappers';
import { EMPTY_COMPLIANCE } from '../../../../react-core/core/site/compliance';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../react-core/core/i18n/languages';
import type { NavItem } from '../../../../react-core/header/header.types';

const DIR = resolve(import.meta.dirname, '../../../../react-core/header/menu/bundled');
const CODES = LANGUAGE_CODES;

function* walk(items: NavItem[]): Generator<NavItem> {
  for (const i of items) {
    yield i;
    yield* walk(i.children);
  }
}

async function bundled(lang: LanguageCode) {
  const warnings: string[] = [];
  const items = validateMenu(await loadBundledMenuData(lang), { lang, platform: 'web', compliance: EMPTY_COMPLIANCE, warn: (key) => warnings.push(key) });
  return { items, warnings };
}

describe('bundled last-known-good menus', () => {
  it('exist for exactly the 14 languages, each small', () => {
    const files = readdirSync(DIR).sort();
    expect(files).toEqual(CODES.map((c) => `${c}.json`).sort());
    for (const f of files) expect(statSync(resolve(DIR, f)).size).toBeLessThan(12_000);
  });

  it('are in the raw server shape { list } and carry no mock-only images', () => {
    for (const code of CODES) {
      const text = readFileSync(resolve(DIR, `${code}.json`), 'utf8');
      const data = JSON.parse(text) as { list: unknown[] };
      expect(Array.isArray(data.list)).toBe(true);
      expect(text).not.toMatch(/mock-assets|_icon|_image/);
    }
  });

  it.each(CODES)('%s validates cleanly to a usable navigation of >= 6 top-level items', async (lang) => {
    const { items, warnings } = await bundled(lang);
    expect(warnings).toEqual([]);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.map((i) => i.id)).toEqual(
      expect.arrayContaining(['buy_coins_head', 'markets_head', 'trade_head', 'derivatives', 'earn_head', 'web3_head', 'square_head', 'more_head']),
    );
    for (const top of items) {
      expect(top.title).not.toBe('');
      expect(top.href).not.toBeNull();
      expect(top.children.length).toBeGreaterThan(0);
    }
    const prefix = lang === 'en' ? '' : `/${lang}`;
    for (const nav of walk(items)) {
      expect(nav.title).not.toBe('');
      if (!nav.external) expect(nav.href?.startsWith(`${prefix}/`)).toBe(true);
    }
    // Entries have descriptions (the dropdowns show them under the titles).
    const leaves = [...walk(items)].filter((i) => i.children.length === 0);
    expect(leaves.filter((l) => l.desc !== '').length).toBeGreaterThan(leaves.length * 0.9);
  });

  // Scripts a translation must be written in, where the language has its own.
  const SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
    zh: /\p{Script=Han}/u,
    'zh-tw': /\p{Script=Han}/u,
    ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
    ko: /\p{Script=Hangul}/u,
    ru: /\p{Script=Cyrillic}/u,
    ar: /\p{Script=Arabic}/u,
  };

  it.each(CODES.filter((c) => c !== 'en'))('%s has translated (non-English) titles and descriptions', async (lang) => {
    const en = [...walk((await bundled('en')).items)];
    const other = [...walk((await bundled(lang)).items)];
    expect(other.map((i) => i.id)).toEqual(en.map((i) => i.id));
    // Product names (Launchpool, GUSD, Web3, OTC, xStocks ...) may stay in English; the rest may not.
    const translated = other.filter((i, n) => i.title !== en[n]?.title);
    expect(translated.length / other.length).toBeGreaterThan(0.6);
    const enTop = (await bundled('en')).items;
    const top = (await bundled(lang)).items.filter((i, n) => i.title !== enTop[n]?.title);
    expect(top.length).toBeGreaterThanOrEqual(6);
    // Every description is a sentence, and none is left in English.
    for (const [n, item] of other.entries()) if (item.desc) expect(item.desc).not.toBe(en[n]?.desc);
    const script = SCRIPT[lang];
    if (script) for (const item of top) expect(item.title).toMatch(script);
  });

  it('falls back to English for a language without a file', async () => {
    expect(await loadBundledMenuData('xx' as LanguageCode)).toEqual(await loadBundledMenuData('en'));
  });
});
