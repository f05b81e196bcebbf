import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, typed by use
import { cssFloorViolations, floorViolations } from '../../../../scripts/check-floor.mjs';
// @ts-expect-error: a plain .mjs build script, typed by use
import { BROWSER_FLOOR } from '../../../../scripts/browser-floor.mjs';

type Violation = { feature: string; at: string };
const features = (code: string, floor?: Record<string, number>): string[] => (floorViolations(code, floor) as Violation[]).map((v) => v.feature);

describe('the browser floor syntax check (scripts/check-floor.mjs)', () => {
  it('finds a class static block, which Safari parses from 16.4 only', () => {
    expect(features('class A { static x = 1; static { A.y = 2; } }')).toEqual(['class static blocks']);
  });

  it('finds lookbehind in a literal and in a RegExp of a constant, but not a lookahead', () => {
    expect(features('export const a = /(?<=\\$)\\d+/;')).toEqual(['RegExp lookbehind ((?<=…), (?<!…))']);
    expect(features("export const a = new RegExp('(?<!x)y', 'g');")).toEqual(['RegExp lookbehind ((?<=…), (?<!…))']);
    expect(features('export const a = /(?=\\$)\\d+/; export const b = /(?<year>\\d{4})/;')).toEqual([]);
  });

  it('finds the v flag, import attributes and using declarations', () => {
    expect(features('export const a = /[\\p{L}--[a-z]]/v;')).toEqual(['RegExp flag v']);
    expect(features("import data from './a.json' with { type: 'json' }; export { data };")).toEqual(['import attributes (with { type })']);
  });

  it('accepts what the floor parses: class fields, private members, optional chaining, top-level await', () => {
    const code = 'class A { x = 1; #y = 2; static z = 3; #m() { return #y in this; } } export const v = await Promise.resolve(new A()?.x ?? 0);';
    expect(features(code)).toEqual([]);
  });

  it('judges each feature by the floor it is given', () => {
    expect(features('class A { static { } }', { ...BROWSER_FLOOR, safari: 16.4, ios: 16.4 })).toEqual([]);
    expect(features('class A { #y = 1; }', { ...BROWSER_FLOOR, firefox: 89 })).toEqual(['private class fields and methods (#x)']);
  });

  it('holds the page script to the older floor of every browser with modules: no optional catch binding, named groups or property escapes before Chrome 66 and Firefox 78', () => {
    const floor = { chrome: 64, edge: 79, firefox: 67, safari: 11.1, ios: 11.3 };
    const code =
      'try { f(); } catch { } export const a = /(?<year>\\d{4})/; export const b = /\\p{L}/u; export const c = import.meta.url; export const d = { ...a };';
    expect(features(code, floor)).toEqual([
      'optional catch binding (catch {})',
      'RegExp named groups ((?<name>…))',
      'RegExp Unicode property escapes (\\p{…})',
    ]);
    expect(features(code)).toEqual([]);
  });

  it('reports a file it cannot parse', () => {
    expect(features('export const = ;')).toEqual(['not parseable as the newest JavaScript']);
  });

  it("finds the range media queries a server stylesheet's older Safari cannot read, and accepts min- and max-width", () => {
    const css = (query: string) => `.a{color:red}@media ${query}{.a{color:blue}}`;
    const found = (text: string, floor?: Record<string, number>) => (cssFloorViolations(text, floor) as Violation[]).map((v) => v.feature);
    expect(found(css('(width<=767.9px)'))).toEqual(['media query range syntax ((width <= …))']);
    expect(found(css('screen and (768px <= width)'))).toEqual(['media query range syntax ((width <= …))']);
    expect(found(css('(max-width:767.9px)'))).toEqual([]);
    expect(found(css('(min-width:768px) and (max-width:991.9px)'))).toEqual([]);
    // A selector's `>` is not a query.
    expect(found('.a>.b{color:red}@media (max-width:767.9px){.a>.b{color:blue}}')).toEqual([]);
    expect(found(css('(width<=767.9px)'), { ...BROWSER_FLOOR, chrome: 104, edge: 104, safari: 16.4, ios: 16.4 })).toEqual([]);
  });
});
