import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script
import { catalogFiles, NAMESPACES } from '../../../../scripts/vite-catalogs.mjs';
import { loadCatalogFile } from 'virtual:exch-catalogs';
import { LANGUAGES } from '../../../../react-core/core/i18n/languages';
import { LEGAL_SITES, REGIONS } from '../../../../react-core/core/region/regions';
import { FIRST_PAINT_NAMESPACES, firstPaintTextsPath, legalNamespace } from '../../../../react-core/core/i18n/first-paint';
import { FOOTER_VARIANTS } from '../../../../react-core/footer/variants';

const files = catalogFiles() as Map<string, Record<string, Record<string, string>> & Record<string, string>>;
const lazyNamespaces = Object.keys(NAMESPACES as Record<string, string>).filter((ns) => !(FIRST_PAINT_NAMESPACES as readonly string[]).includes(ns));

describe('served text files (scripts/vite-catalogs.mjs)', () => {
  it('serves every lazy namespace in every language, one file each', () => {
    expect(lazyNamespaces).toEqual(expect.arrayContaining(['account', 'notifications', 'reminder']));
    for (const ns of lazyNamespaces) {
      for (const { code } of LANGUAGES) expect(files.has(`${ns}/${code}.json`), `${ns}/${code}`).toBe(true);
    }
  });

  it('serves the first paint as one file per site and language: header, footer, announcement and that site’s legal texts', () => {
    for (const { code } of LANGUAGES) {
      for (const site of LEGAL_SITES) {
        const file = files.get(firstPaintTextsPath(site, code));
        expect(file, `${site}/${code}`).toBeDefined();
        expect(Object.keys(file!).sort()).toEqual([...FIRST_PAINT_NAMESPACES, legalNamespace(site)].sort());
        for (const ns of FIRST_PAINT_NAMESPACES) expect(Object.keys(file![ns]!).length, `${site}/${code} ${ns}`).toBeGreaterThan(0);
        expect(files.has(`${ns(site)}/${code}.json`)).toBe(false);
      }
    }
  });

  it("the footer's texts carry no legal notice; each site's legal texts are exactly its own", () => {
    for (const { code } of LANGUAGES) {
      for (const region of REGIONS) {
        const file = files.get(firstPaintTextsPath(region.key, code))!;
        expect(Object.keys(file.footer!).some((k) => k.startsWith('legal.') || k.startsWith('company.'))).toBe(false);
        const variant = FOOTER_VARIANTS[region.footer];
        const wanted = [...variant.legal, variant.company].map((k) => k.replace('{region}', region.key));
        expect(Object.keys(file[legalNamespace(region.key)]!).sort(), `${region.key}/${code}`).toEqual(wanted.sort());
      }
      const testnet = files.get(firstPaintTextsPath('testnet', code))!;
      expect(Object.keys(testnet[legalNamespace('testnet')]!).sort()).toEqual(['company.global', 'legal.testnet']);
    }
  });

  it('a language lacking a key is served the English text', () => {
    const en = files.get('account/en.json')!;
    for (const { code } of LANGUAGES) expect(Object.keys(files.get(`account/${code}.json`)!).sort()).toEqual(Object.keys(en).sort());
  });

  it('the loader the code uses reads them', async () => {
    const de = (await loadCatalogFile(firstPaintTextsPath('global', 'de'))) as Record<string, Record<string, string>>;
    expect(de.footer!['column.about']).toBeTruthy();
    await expect(loadCatalogFile('footer/xx.json')).rejects.toThrow();
  });
});

/** A first-paint namespace never has a file of its own. */
const ns = (site: string) => `footer-legal/${site}`;
