/**
 * Each element's runtime (`<feature>/<feature>.definition.ts`, exporting `<FEATURE>_DEFINITION`),
 * found by its folder for every element of the list (chrome-elements.ts): what both hosts, the
 * custom element (elements/index.ts) and the `./react` component (react/index.ts), drive.
 */
import type { ChromeElementDefinition } from './core/element/element-definition';
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

export const CHROME_DEFINITIONS = Object.fromEntries(
  CHROME_ELEMENTS.map(({ spec, feature }) => [spec.tag, featurePart<ChromeElementDefinition>(MODULES, feature, 'definition', 'DEFINITION')]),
) as Readonly<Record<ChromeTagName, ChromeElementDefinition>>;
