#!/usr/bin/env node
/**
 * Generates custom-elements.json from the element registry (never edit it by hand).
 * `--check` regenerates in memory and fails when the committed file differs.
 *
 * Each element is described once, in its feature's `<feature>.element.ts` (listed in
 * react-core/chrome-elements.ts): its spec (tag, own attributes, object properties, events) and
 * its words (summary, description, parts, custom properties, slots), which the type system
 * checks against the spec. The shared attributes and custom
 * properties come from react-core/core/element/attribute-docs.ts; event detail types and
 * property types are printed by the TypeScript checker from the event map and the specs, so the
 * manifest cannot disagree with the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'custom-elements.json');
const { ATTRIBUTE_DOCS, SHARED_CSS_PROPERTIES } = await tsImport('../react-core/core/element/attribute-docs.ts', import.meta.url);

const { CHROME_ELEMENTS } = await tsImport('../react-core/chrome-elements.ts', import.meta.url);
const elements = [];
for (const { spec, feature } of [...CHROME_ELEMENTS].sort((a, b) => a.spec.tag.localeCompare(b.spec.tag))) {
  // The words are the element module's `<spec>_DOCS` export, beside its spec.
  const file = `react-core/${feature}/${feature}.element.ts`;
  const mod = await tsImport(`../${file}`, import.meta.url);
  const specName = Object.keys(mod).find((k) => !k.endsWith('_DOCS') && mod[k]?.tag === spec.tag);
  if (!specName || !mod[`${specName}_DOCS`]) throw new Error(`${file} exports no ${specName ?? 'spec'} with its _DOCS`);
  elements.push({ file, specName, spec, docs: mod[`${specName}_DOCS`] });
}

// Type texts from the checker: one synthetic module aliasing every type the manifest prints.
const probe = join(root, 'elements/__manifest-probe.ts');
const aliases = [];
const lines = [
  `import type { ChromeEventMap } from '../react-core/core/element/events';`,
  `import type { ChromeAttributeProps, OwnAttributeProps } from '../react-core/core/element/element-spec';`,
];
// Attribute types as the checker sees them (unions: the regions, the languages, the themes).
for (const a of ATTRIBUTE_DOCS) {
  const alias = `A_${aliases.length}`;
  aliases.push({ alias, key: `attribute.${a.prop}` });
  lines.push(`export type ${alias} = ChromeAttributeProps['${a.prop}'];`);
}
for (const { file, specName, spec } of elements) {
  lines.push(`import type { ${specName} } from '../${file.replace(/\.ts$/, '')}';`);
  for (const a of spec.attributes) {
    const alias = `A_${aliases.length}`;
    aliases.push({ alias, key: `${spec.tag}.attribute.${a.prop}` });
    lines.push(`export type ${alias} = OwnAttributeProps<typeof ${specName}>['${a.prop}'];`);
  }
  for (const name of Object.keys(spec.properties)) {
    const alias = `P_${aliases.length}`;
    aliases.push({ alias, key: `${spec.tag}.${name}` });
    lines.push(`export type ${alias} = Exclude<(typeof ${specName})['properties']['${name}']['type'], undefined>;`);
  }
}
const eventNames = [...new Set(elements.flatMap((e) => e.spec.events))];
for (const name of eventNames) {
  const alias = `E_${aliases.length}`;
  aliases.push({ alias, key: name });
  lines.push(`export type ${alias} = ChromeEventMap['${name}'];`);
}
const source = lines.join('\n');
const options = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};
const host = ts.createCompilerHost(options);
const readFile = host.readFile;
host.readFile = (name) => (resolve(name) === probe ? source : readFile(name));
const fileExists = host.fileExists;
host.fileExists = (name) => resolve(name) === probe || fileExists(name);
const getSourceFile = host.getSourceFile;
host.getSourceFile = (name, lang, ...rest) => (resolve(name) === probe ? ts.createSourceFile(name, source, lang) : getSourceFile(name, lang, ...rest));
const program = ts.createProgram([probe], options, host);
const checker = program.getTypeChecker();
const probeFile = program.getSourceFile(probe);
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** An interface or object type is printed by its members (one level), others as the checker does. */
function typeText(type) {
  const objectLike = type.flags & ts.TypeFlags.Object && !checker.isArrayType(type) && type.getCallSignatures().length === 0;
  if (!objectLike) return checker.typeToString(type, undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias);
  const members = checker.getPropertiesOfType(type).map((symbol) => {
    const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
    const memberType = checker.getTypeOfSymbolAtLocation(symbol, probeFile);
    const text = checker.typeToString(optional ? checker.getNonNullableType(memberType) : memberType, undefined, FLAGS);
    return `${symbol.getName()}${optional}: ${text}`;
  });
  return `{ ${members.join('; ')} }`;
}
const typeOf = new Map();
for (const statement of probeFile.statements) {
  if (!ts.isTypeAliasDeclaration(statement)) continue;
  const entry = aliases.find((a) => a.alias === statement.name.text);
  const type = checker.getTypeAtLocation(statement.name);
  // An attribute's type is written out (the union of its values, not the alias that names it):
  // what a page may write, and what the editor data lists.
  typeOf.set(entry.key, entry.key.includes('attribute.') ? checker.typeToString(type, undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias) : typeText(type));
}

/**
 * The module a consumer imports that defines and exports every element: the npm package's entry
 * (package.json `exports['.']`), which the tarball ships (the sources do not).
 */
const MODULE = 'dist/npm/elements.js';
const declarations = elements.map(({ spec, docs }) => {
  const className = `${spec.tag.replace(/(^|-)(\w)/g, (_, _d, c) => c.toUpperCase())}Element`;
  const ownAttributes = spec.attributes.map((a) => ({ ...a, ...docs.attributes[a.prop], typeKey: `${spec.tag}.attribute.${a.prop}` }));
  const attributes = [...ATTRIBUTE_DOCS.map((a) => ({ ...a, typeKey: `attribute.${a.prop}` })), ...ownAttributes];
  const attrType = (a) => ({ text: typeOf.get(a.typeKey) });
  return {
    module: MODULE,
    declaration: {
      kind: 'class',
      description: docs.description,
      name: className,
      cssProperties: Object.entries({ ...SHARED_CSS_PROPERTIES, ...docs.cssProperties }).map(([name, description]) => ({ name, description })),
      cssParts: Object.entries(docs.parts).map(([name, description]) => ({ name, description })),
      slots: Object.entries(docs.slots).map(([name, description]) => ({ name, description })),
      members: [
        ...attributes.map((a) => ({
          kind: 'field',
          name: a.prop,
          type: attrType(a),
          description: a.description,
          default: a.default,
          attribute: a.attribute,
          reflects: true,
        })),
        ...Object.keys(spec.properties).map((name) => ({
          kind: 'field',
          name,
          type: { text: `${typeOf.get(`${spec.tag}.${name}`)} | undefined` },
          description: docs.properties[name],
        })),
      ],
      events: spec.events.map((name) => ({ name, type: { text: `CustomEvent<${typeOf.get(name)}>` }, description: docs.events[name] })),
      attributes: attributes.map((a) => ({ name: a.attribute, type: attrType(a), default: a.default, description: a.description, fieldName: a.prop })),
      tagName: spec.tag,
      summary: docs.summary,
      customElement: true,
    },
    className,
  };
});

// Schema 2.1.0 (custom-elements-manifest): one module, the shipped entry, declares and exports every element.
const manifest = {
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: [
    {
      kind: 'javascript-module',
      path: MODULE,
      declarations: declarations.map(({ declaration }) => declaration),
      exports: declarations.flatMap(({ declaration, className }) => [
        { kind: 'js', name: className, declaration: { name: className, module: MODULE } },
        { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: className, module: MODULE } },
      ]),
    },
  ],
};
const text = `${JSON.stringify(manifest, null, 2)}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(out, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (committed !== text) {
    console.error('custom-elements.json is out of date: run `npm run manifest` and commit the result.');
    process.exit(1);
  }
  console.log(`custom-elements.json is up to date (${elements.length} elements).`);
} else {
  writeFileSync(out, text);
  console.log(`wrote custom-elements.json (${elements.length} elements)`);
}
