#!/usr/bin/env node
/**
 * Generates custom-elements.json from the element sources (never edit it by hand).
 * `--check` regenerates in memory and fails when the committed file differs.
 *
 * The analyzer reads each element's JSDoc (@customElement, @fires, @csspart, @cssprop, ...).
 * The attributes every element shares are written once, in react-core/core/element/attributes.ts;
 * a class whose JSDoc says `@chromeAttributes` gets them (and their properties) from there,
 * and `@attr` lines add an element's own. tsx loads that TypeScript table here.
 */
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { create, ts } from '@custom-elements-manifest/analyzer';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'custom-elements.json');
const { ATTRIBUTE_DOCS: CHROME_ATTRIBUTES } = await tsImport('../react-core/core/element/attributes.docs.ts', import.meta.url);

// The elements git knows about (so a half-written element file does not leak into the manifest);
// outside a git checkout, every elements/exch-*.ts.
function elementFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', 'elements'], { cwd: root, encoding: 'utf8' }).split('\n');
    const files = listed.filter((f) => /^elements\/exch-.*\.ts$/.test(f));
    if (files.length > 0) return files.sort();
  } catch {
    /* not a checkout */
  }
  return readdirSync(join(root, 'elements')).filter((f) => /^exch-.*\.ts$/.test(f)).sort().map((f) => `elements/${f}`);
}
const files = elementFiles();

function sharedAttributesPlugin() {
  const marked = new Set();
  return {
    name: 'exch-chrome-shared-attributes',
    analyzePhase({ ts: t, node }) {
      if (!t.isClassDeclaration(node) || !node.name) return;
      const tags = t.getJSDocTags(node).map((tag) => tag.tagName.getText());
      if (tags.includes('chromeAttributes')) marked.add(node.name.getText());
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (!marked.has(decl.name)) continue;
          // The base class is made by a factory (createChromeElement): nothing to link to.
          delete decl.superclass;
          // Elements register through defineOnce(), which the analyzer cannot follow.
          if (decl.tagName && !(mod.exports ?? []).some((e) => e.kind === 'custom-element-definition')) {
            mod.exports = [
              ...(mod.exports ?? []),
              { kind: 'custom-element-definition', name: decl.tagName, declaration: { name: decl.name, module: mod.path } },
            ];
          }
          const type = (spec) => ({ text: spec.type === 'string' ? 'string' : spec.type });
          decl.attributes = [
            ...CHROME_ATTRIBUTES.map((spec) => ({
              name: spec.attribute, type: type(spec), default: spec.default, description: spec.description, fieldName: spec.prop,
            })),
            ...(decl.attributes ?? []).filter((a) => !CHROME_ATTRIBUTES.some((s) => s.attribute === a.name)),
          ];
          decl.members = [
            ...CHROME_ATTRIBUTES.map((spec) => ({
              kind: 'field', name: spec.prop, type: type(spec), description: spec.description, attribute: spec.attribute, reflects: true,
            })),
            ...(decl.members ?? []).filter((m) => !CHROME_ATTRIBUTES.some((s) => s.prop === m.name)),
          ];
        }
      }
    },
  };
}

const modules = files.map((file) =>
  ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true),
);
const manifest = create({ modules, plugins: [sharedAttributesPlugin()] });
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
  console.log(`custom-elements.json is up to date (${files.length} elements).`);
} else {
  writeFileSync(out, text);
  console.log(`wrote custom-elements.json (${files.length} elements)`);
}
