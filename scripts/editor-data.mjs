#!/usr/bin/env node
/**
 * Editor data, generated from custom-elements.json (never edit it by hand), shipped in the
 * package under editor/ and checked by `npm test` (`--check` fails when a file differs):
 * - editor/vscode.html-custom-data.json: VS Code's HTML custom data (tags, attributes with their
 *   values: the regions with their names, the languages, the themes; `html.customData`);
 * - editor/vscode.css-custom-data.json: VS Code's CSS custom data (the custom properties, and
 *   each CSS part as `::part(name)`; `css.customData`);
 * - editor/web-types.json: JetBrains web-types (package.json `web-types`): elements, attributes
 *   with their values, properties, events with their detail types, parts and custom properties.
 * The value names come from the manifest's attribute types (unions); their descriptions from the
 * region table and the language list.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const { REGIONS } = await tsImport('../react-core/core/region/regions.ts', import.meta.url);
const { LANGUAGES } = await tsImport('../react-core/core/i18n/languages.ts', import.meta.url);

/** Where each element's reference lives on the package's page. */
const DOCS = `${pkg.homepage.replace(/#.*$/, '')}/blob/main/docs/elements.md`;
const VALUE_WORDS = {
  ...Object.fromEntries(REGIONS.map((r) => [String(r.id), `${r.name} (${r.key})`])),
  ...Object.fromEntries(LANGUAGES.map((l) => [l.code, l.native + (l.rtl ? ', right to left' : '')])),
  light: 'Light theme.',
  dark: 'Dark theme.',
  auto: "Follows the system's colour scheme (prefers-color-scheme), live.",
  index: 'The home page notice.',
  wallet: 'The wallet pages’ notice (/myaccount).',
};

/** `0 | 177 | 'en' | 'zh'` → ['0', '177', 'en', 'zh']; undefined for a type that is not a union of literals. */
function literals(text) {
  const parts = String(text ?? '')
    .split('|')
    .map((p) => p.trim());
  if (parts.length < 2 || !parts.every((p) => /^('[^']*'|-?\d+)$/.test(p))) return undefined;
  return parts.map((p) => p.replace(/^'|'$/g, ''));
}

const declarations = manifest.modules.flatMap((m) => m.declarations).sort((a, b) => a.tagName.localeCompare(b.tagName));
const reference = (d) => `${DOCS}#${d.tagName}`;
const markdown = (value) => ({ kind: 'markdown', value });

const html = {
  $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
  version: 1.1,
  tags: declarations.map((d) => ({
    name: d.tagName,
    description: markdown(`${d.summary}\n\n${d.description}`),
    attributes: d.attributes.map((a) => {
      const values = literals(a.type.text);
      return {
        name: a.name,
        description: markdown(`${a.description}\n\nDefault: ${a.default}`),
        ...(a.type.text === 'boolean' ? { valueSet: 'v' } : {}),
        ...(values ? { values: values.map((name) => ({ name, ...(VALUE_WORDS[name] ? { description: VALUE_WORDS[name] } : {}) })) } : {}),
      };
    }),
    references: [{ name: `<${d.tagName}> reference`, url: reference(d) }],
  })),
};

const cssProperties = new Map();
for (const d of declarations) for (const p of d.cssProperties) cssProperties.set(p.name, p.description);
const parts = new Map();
for (const d of declarations) for (const p of d.cssParts) parts.set(p.name, [...(parts.get(p.name) ?? []), `<${d.tagName}>: ${p.description}`]);
const css = {
  $schema: 'https://raw.githubusercontent.com/microsoft/vscode-css-languageservice/main/docs/customData.schema.json',
  version: 1.1,
  properties: [...cssProperties].map(([name, description]) => ({ name, description })),
  pseudoElements: [...parts].map(([name, lines]) => ({ name: `::part(${name})`, description: lines.join('\n') })),
};

const webTypes = {
  $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
  name: pkg.name,
  version: pkg.version,
  'description-markup': 'markdown',
  contributions: {
    html: {
      elements: declarations.map((d) => ({
        name: d.tagName,
        description: `${d.summary}\n\n${d.description}`,
        'doc-url': reference(d),
        attributes: d.attributes.map((a) => {
          const values = literals(a.type.text);
          return {
            name: a.name,
            description: a.description,
            default: a.default,
            value: a.type.text === 'boolean' ? { type: 'boolean', required: false } : { type: a.type.text, ...(values ? { kind: 'plain' } : {}) },
            ...(values ? { values: values.map((name) => ({ name, ...(VALUE_WORDS[name] ? { description: VALUE_WORDS[name] } : {}) })) } : {}),
          };
        }),
        events: d.events.map((e) => ({ name: e.name, description: e.description, value: { type: e.type.text } })),
        js: {
          properties: d.members.map((m) => ({ name: m.name, description: m.description, value: { type: m.type.text } })),
          events: d.events.map((e) => ({ name: e.name, description: e.description, value: { type: e.type.text } })),
        },
        css: {
          properties: d.cssProperties.map((p) => ({ name: p.name, description: p.description })),
          parts: d.cssParts.map((p) => ({ name: p.name, description: p.description })),
        },
      })),
    },
  },
};

const FILES = {
  'editor/vscode.html-custom-data.json': html,
  'editor/vscode.css-custom-data.json': css,
  'editor/web-types.json': webTypes,
};

const check = process.argv.includes('--check');
let stale = 0;
mkdirSync(join(root, 'editor'), { recursive: true });
for (const [file, data] of Object.entries(FILES)) {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const path = join(root, file);
  if (!check) {
    writeFileSync(path, text);
    continue;
  }
  let committed = '';
  try {
    committed = readFileSync(path, 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (committed !== text) {
    console.error(`${file} is out of date: run \`npm run manifest\` and commit the result.`);
    stale += 1;
  }
}
if (stale) process.exit(1);
console.log(check ? `editor data is up to date (${Object.keys(FILES).length} files).` : `wrote ${Object.keys(FILES).join(', ')}`);
