/**
 * Each element's runtime (`<feature>/<feature>.definition.ts`, exporting `<FEATURE>_DEFINITION`),
 * found by its folder for every element of the list (chrome-elements.ts): what both hosts, the
 * custom element (elements/index.ts) and the `./react` component (react/index.ts), drive.
 */
import type { ChromeElementDefinition, HostInputs, NeedLoader } from './core/element/element-definition';
import { FIRST_PAINT_PHASE, type ChromeElementDeclaration } from './core/element/element-spec';
import type { ChromeOptions } from './core/element/attributes';
import { CHROME_ELEMENTS, featureConstant, type ChromeTagName } from './chrome-elements';

// Static imports, written by the bundler (Vite, Vitest): a folder's definition is in the code of
// whatever imports this module, as an import of its own would put it.
const MODULES = import.meta.glob<Readonly<Record<string, unknown>>>('./*/*.definition.ts', { eager: true });

/** A feature's part, by the list's conventions: `./<feature>/<feature>.<kind>.ts`'s `<FEATURE>_<NAME>`. */
export function featurePart<T>(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>, feature: string, kind: string, name: string): T {
  const file = `./${feature}/${feature}.${kind}.ts`;
  const exportName = `${featureConstant(feature)}_${name}`;
  const part = modules[file]?.[exportName];
  if (!part) throw new Error(`${file} does not export ${exportName} (react-core/chrome-elements.ts)`);
  return part as T;
}

type Load = (options: ChromeOptions, inputs: HostInputs) => Promise<unknown>;

/** One load of several (none when there are none, so a host with nothing to wait for mounts at once). */
function together(loads: readonly (Load | undefined)[]): Load | undefined {
  const present = loads.filter((load): load is Load => load !== undefined);
  return present.length === 0 ? undefined : (options, inputs) => Promise.all(present.map((load) => load(options, inputs)));
}

/**
 * What the hosts drive: the feature's definition with its declaration's first-paint needs
 * (`firstPaint`, the list the boot script and the server renderer read too) run in their phase,
 * `code` ones with `prepare` and `data` ones with `loadData`.
 */
export function forHosts(declaration: ChromeElementDeclaration, definition: ChromeElementDefinition): ChromeElementDefinition {
  const loaders = (phase: 'code' | 'data'): NeedLoader[] =>
    declaration.firstPaint
      .filter((need) => FIRST_PAINT_PHASE[need] === phase)
      .map((need) => {
        const loader = definition.needs?.[need];
        if (!loader) throw new Error(`${declaration.feature}.definition.ts has no loader for its first-paint need '${need}'`);
        return loader;
      });
  return {
    ...definition,
    prepare: together([definition.prepare, ...loaders('code')]),
    loadData: together([definition.loadData, ...loaders('data')]),
  };
}

export const CHROME_DEFINITIONS = Object.fromEntries(
  CHROME_ELEMENTS.map((declaration) => [
    declaration.spec.tag,
    forHosts(declaration, featurePart<ChromeElementDefinition>(MODULES, declaration.feature, 'definition', 'DEFINITION')),
  ]),
) as Readonly<Record<ChromeTagName, ChromeElementDefinition>>;
