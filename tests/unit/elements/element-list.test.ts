/**
 * The element list (react-core/chrome-elements.ts) is the one place an element is named: every
 * other list of elements (the custom elements, the `./react` components, the server renderer,
 * the snippets, the manifest, the reserved boxes, the boot script's tags) is derived from it or
 * checked against it here.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROME_ELEMENTS, featureConstant } from '../../../react-core/chrome-elements';
import { CHROME_DEFINITIONS, forHosts } from '../../../react-core/chrome-definitions';
import { FIRST_PAINT_PHASE, type FirstPaintNeed } from '../../../react-core/core/element/element-spec';
import type { NeedLoader } from '../../../react-core/core/element/element-definition';
import { CHROME_ELEMENT_CLASSES } from '../../../elements/index';
import { CHROME_COMPONENTS } from '../../../react-core/react/index';
import { SNIPPET_FILES } from '../../../react-core/server/snippets';
import { componentName } from '../../../react-core/react/props';

const root = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const tags = CHROME_ELEMENTS.map((element) => element.spec.tag);
const serverTags = CHROME_ELEMENTS.filter((element) => element.server).map((element) => element.spec.tag);

describe('the element list', () => {
  it('names each tag and each feature once', () => {
    expect(new Set(tags).size).toBe(tags.length);
    expect(new Set(CHROME_ELEMENTS.map((element) => element.feature)).size).toBe(tags.length);
  });

  it("holds every feature folder's element declaration, and each declaration's parts are in its folder", () => {
    const declared = readdirSync(resolve(root, 'react-core'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(resolve(root, 'react-core', entry.name, `${entry.name}.element.ts`)))
      .map((entry) => entry.name)
      .sort();
    expect(declared).toEqual(CHROME_ELEMENTS.map((element) => element.feature).sort());
    for (const element of CHROME_ELEMENTS) {
      const { feature, server } = element;
      const view = 'view' in element ? element.view : undefined;
      expect(existsSync(resolve(root, `react-core/${feature}/${feature}.definition.ts`)), `${feature}.definition.ts`).toBe(true);
      expect(existsSync(resolve(root, `react-core/${feature}/${feature}.server.ts`)), `${feature}.server.ts when server-rendered`).toBe(server);
      if (view) expect(existsSync(resolve(root, `react-core/${feature}/${view}`)), `${feature}'s view ${view}`).toBe(true);
    }
  });

  it("has no element definition outside it (a definition's folder declares its element)", () => {
    const definitions = readdirSync(resolve(root, 'react-core'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.definition.ts'));
    expect(definitions.sort()).toEqual(CHROME_ELEMENTS.map(({ feature }) => `${feature}/${feature}.definition.ts`).sort());
  });

  it('gives every element its runtime, its custom element and its React component', () => {
    expect(Object.keys(CHROME_DEFINITIONS).sort()).toEqual([...tags].sort());
    expect(Object.keys(CHROME_ELEMENT_CLASSES).sort()).toEqual([...tags].sort());
    for (const tag of tags) expect(CHROME_ELEMENT_CLASSES[tag].spec.tag).toBe(tag);
    expect(Object.keys(CHROME_COMPONENTS).sort()).toEqual(tags.map(componentName).sort());
  });

  it('is what elements/ holds: the hosts derived from the list, no file per tag', () => {
    expect(readdirSync(resolve(root, 'elements')).sort()).toEqual(['boot.ts', 'create-element.ts', 'exch-chrome.css', 'index.ts']);
    // The boot script's tags are written into it by the build from the list (vite.config.ts).
    expect(read('elements/boot.ts')).not.toMatch(/'exch-(header|footer|announcement|reminder)'/);
  });

  it('pre-renders a snippet of every server-rendered element, and only those', () => {
    expect(Object.keys(SNIPPET_FILES).sort()).toEqual([...serverTags].sort());
  });

  it('reserves a box for every element in the optional first-paint stylesheet', () => {
    const css = read('elements/exch-chrome.css');
    for (const tag of tags) expect(css, tag).toMatch(new RegExp(`(^|[},\\s])${tag}[{:]`));
    const styled = [...css.matchAll(/(?:^|[},\s])(exch-[a-z-]+)[{:]/g)].map((match) => match[1]);
    expect([...new Set(styled)].sort()).toEqual([...tags].sort());
  });

  it('describes every element in custom-elements.json', () => {
    const manifest = JSON.parse(read('custom-elements.json')) as { modules: Array<{ declarations?: Array<{ tagName?: string }> }> };
    const described = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .flatMap((declaration) => (declaration.tagName ? [declaration.tagName] : []));
    expect([...described].sort()).toEqual([...tags].sort());
  });

  it("names a feature's parts by one convention", () => {
    expect(featureConstant('market-search')).toBe('MARKET_SEARCH');
    expect(featureConstant('header')).toBe('HEADER');
  });
});

describe("each element's first-paint needs (its declaration's `firstPaint`) in the hosts", () => {
  const declaration = (firstPaint: readonly FirstPaintNeed[]) => ({ spec: CHROME_ELEMENTS[0].spec, feature: 'probe', server: false, firstPaint });
  const recorder = () => {
    const ran: string[] = [];
    const load = (name: string) => () => {
      ran.push(name);
      return Promise.resolve();
    };
    return { ran, load };
  };
  const options = {} as Parameters<NeedLoader>[0];
  const inputs = { raw: {}, objects: {} };

  it('runs a code need before every first render (prepare) and a data need before a client render (loadData), each once, with the definition’s own', async () => {
    const { ran, load } = recorder();
    const host = forHosts(declaration(['footer-table', 'notice']), {
      View: () => null,
      styles: [],
      prepare: load('prepare'),
      loadData: load('loadData'),
      needs: { 'footer-table': load('footer-table'), notice: load('notice') },
    });
    await host.prepare?.(options, inputs);
    expect(ran.sort()).toEqual(['footer-table', 'prepare']);
    ran.length = 0;
    await host.loadData?.(options, inputs);
    expect(ran.sort()).toEqual(['loadData', 'notice']);
  });

  it('runs only what the declaration names: a loader for a need it does not name is not run, and none means nothing to wait for', async () => {
    const { ran, load } = recorder();
    const host = forHosts(declaration([]), { View: () => null, styles: [], needs: { bulletin: load('bulletin') } });
    expect(host.prepare).toBeUndefined();
    expect(host.loadData).toBeUndefined();
    expect(ran).toEqual([]);
  });

  it('fails loudly when a declared need has no loader (the definition’s type makes that a compile error too)', () => {
    expect(() => forHosts(declaration(['server-menu']), { View: () => null, styles: [] })).toThrow(/server-menu/);
  });

  it('every listed element has a loader for each of its needs', () => {
    for (const { spec, firstPaint } of CHROME_ELEMENTS) {
      const definition = CHROME_DEFINITIONS[spec.tag];
      for (const need of firstPaint) expect(definition.needs?.[need], `${spec.tag} ${need}`).toBeTypeOf('function');
      if (firstPaint.some((need) => FIRST_PAINT_PHASE[need] === 'code')) expect(definition.prepare).toBeTypeOf('function');
      if (firstPaint.some((need) => FIRST_PAINT_PHASE[need] === 'data')) expect(definition.loadData).toBeTypeOf('function');
    }
  });
});
