import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script
import { catalogFiles, NAMESPACES } from '../../../scripts/vite-catalogs.mjs';
import { loadCatalogFile } from 'virtual:exch-catalogs';
import { LANGUAGES } from '../../../react-core/core/i18n/languages';
import { REGIONS } from '../../../react-core/core/region/regions';
import { FOOTER_VARIANTS } from '../../../react-core/footer/footer.data';

const files = catalogFiles() as Map<string, Record<string, string>>;

describe('served text files (scripts/vite-catalogs.mjs)', () => {
  it('serves every namespace in every language', () => {
    for (const ns of Object.keys(NAMESPACES)) {
      for (const { code } of LANGUAGES) expect(files.has(`${ns}/${code}.json`), `${ns}/${code}`).toBe(true);
    }
  });

  it("the footer file carries no legal notice; each site's legal file carries exactly its own", () => {
    for (const { code } of LANGUAGES) {
      const main = files.get(`footer/${code}.json`)!;
      expect(Object.keys(main).some((k) => k.startsWith('legal.') || k.startsWith('company.'))).toBe(false);
      for (const region of REGIONS) {
        const legal = files.get(`footer-legal/${region.key}/${code}.json`)!;
        const variant = FOOTER_VARIANTS[region.footer];
        const wanted = [...variant.legal, variant.company].map((k) => k.replace('{region}', region.key));
        expect(Object.keys(legal).sort(), `${region.key}/${code}`).toEqual(wanted.sort());
      }
      const testnet = files.get(`footer-legal/testnet/${code}.json`)!;
      expect(Object.keys(testnet).sort()).toEqual(['company.global', 'legal.testnet']);
    }
  });

  it('the loader the code uses reads them', async () => {
    const de = (await loadCatalogFile('footer/de.json')) as Record<string, string>;
    expect(de['column.about']).toBeTruthy();
    await expect(loadCatalogFile('footer/xx.json')).rejects.toThrow();
  });
});
