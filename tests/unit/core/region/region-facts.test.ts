import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REGIONS } from '../../../../react-core/core/region/regions';

/**
 * Region differences live only as columns of the region table (core/region/regions.ts): no other
 * source file may compare a region id or key. This scan fails when one does.
 */
const root = resolve(import.meta.dirname, '../../../..');
const TABLE = 'react-core/core/region/regions.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'intl' || name === 'bundled' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const keys = REGIONS.map((r) => r.key).join('|');
const ids = REGIONS.map((r) => r.id).join('|');
const COMPARISONS = [
  // site.key === 'eu', region.id !== 232, options.region === 182, regionKey === 'us' ...
  new RegExp(String.raw`\b(site|region|regionId|regionKey|options\.region)(\.(key|id))?\s*(===|!==|==|!=)(?![=\s]*(undefined|null)\b)`),
  new RegExp(String.raw`[!=]==?\s*'(${keys})'(?![\w-])`),
  new RegExp(String.raw`\b(region|regionId|sub_website_id|subWebsiteId)\s*[!=]==?\s*(${ids})\b`),
  new RegExp(String.raw`case\s+'(${keys})'\s*:`),
];

describe('region facts', () => {
  const files = [...sources(join(root, 'react-core')), ...sources(join(root, 'elements'))].filter((f) => relative(root, f) !== TABLE);

  it('scans the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no source outside the region table compares a region id or key', () => {
    const offences: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (COMPARISONS.some((re) => re.test(line))) offences.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });

  it('the scan catches a comparison (its own positive control)', () => {
    const samples = ["if (site.key === 'eu') return;", 'const us = region === 232;', "switch (x) { case 'uk': }", "a !== 'jp'"];
    for (const sample of samples)
      expect(
        COMPARISONS.some((re) => re.test(sample)),
        sample,
      ).toBe(true);
    // Checking that a value is there is not a comparison of regions.
    expect(COMPARISONS.some((re) => re.test('if (region === undefined) return;'))).toBe(false);
  });
});
