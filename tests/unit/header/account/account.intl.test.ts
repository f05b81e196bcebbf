import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '../../../../react-core/core/i18n/languages';
import { isCatalogReady, loadCatalog, translate } from '../../../../react-core/core/i18n/catalogs';
import { ACCOUNT_TEXTS, preloadAccountTexts } from '../../../../react-core/header/account/account.intl';

const dir = resolve(import.meta.dirname, '../../../../react-core/header/account/intl');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
const en = read('en.json');
const placeholders = (s = '') => (s.match(/\{\w+\}/g) ?? []).sort().join();

describe('account texts', () => {
  it('one catalog per UI language, each with every key and the same placeholders', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((l) => `${l.code}.json`).sort());
    for (const file of files) {
      const cat = read(file);
      expect(Object.keys(cat).sort(), file).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(cat[key]?.trim(), `${file} ${key}`).toBeTruthy();
        expect(placeholders(cat[key]), `${file} ${key}`).toBe(placeholders(en[key]));
      }
      if (file !== 'en.json') {
        const translated = Object.keys(en).filter((k) => cat[k] !== en[k]).length;
        expect(translated / Object.keys(en).length, file).toBeGreaterThan(0.9);
      }
    }
  });

  it('carries the spec’s exact English texts', () => {
    expect(en['pc.copied']).toBe('Copied successfully');
    expect(en['pc.safetyWeak']).toBe('Your current safety strength: Too weak');
    expect(en['logout.pending']).toBe('Logging out');
    expect(en['plan.gt']).toContain('increase your 14-day average daily GT holdings by {quantity} GT');
    expect(en['plan.assets']).toContain('increase assets by {amount} USD');
    expect(en['wallet.unifiedAccount']).toBe('Unified Account');
    expect(en['wallet.spotAccount']).toBe('Spot Account');
    expect(en['action.switchAccount']).toBe('Switch Account');
  });

  it('is registered as a lazy namespace, loaded on demand', async () => {
    expect(isCatalogReady(ACCOUNT_TEXTS.name, 'ja')).toBe(false);
    await preloadAccountTexts('ja');
    expect(translate(ACCOUNT_TEXTS.name, 'ja', 'pc.copied')).toBe('コピーしました');
    await loadCatalog(ACCOUNT_TEXTS.name, 'ar');
    expect(translate(ACCOUNT_TEXTS.name, 'ar', 'pc.vip', { tier: 3 })).toBe('VIP 3');
  });
});
