import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerPropName, type ChromeEventName } from '../../../react-core/core/element/events';

/**
 * The pages a user reads on the npm page and in the package: complete for every element's
 * attribute, property and event (checked against the generated manifest), and with links that
 * resolve (a relative link to a file the package ships; a link into the repository to a file
 * that exists).
 */
const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { files: string[]; repository: { url: string } };
const manifest = JSON.parse(read('custom-elements.json')) as {
  modules: {
    declarations: {
      tagName: string;
      attributes: { name: string; fieldName: string }[];
      members: { name: string; attribute?: string }[];
      events: { name: string }[];
    }[];
  }[];
};
const declarations = manifest.modules.flatMap((m) => m.declarations);
const embedding = read('docs/embedding.md');
const react = read('docs/react.md');
const code = (name: string) => `\`${name}\``;

describe('docs/embedding.md and docs/react.md cover the manifest', () => {
  for (const d of declarations) {
    it(`<${d.tagName}>: every event, property and attribute`, () => {
      const missing: string[] = [];
      for (const { name } of d.events) {
        if (!embedding.includes(code(name))) missing.push(`embedding.md: event ${name}`);
        const handler = handlerPropName(name as ChromeEventName);
        if (!react.includes(code(handler))) missing.push(`react.md: handler ${handler}`);
      }
      for (const { name } of d.members.filter((m) => !m.attribute)) {
        if (!embedding.includes(code(name))) missing.push(`embedding.md: property ${name}`);
        if (!react.includes(code(name))) missing.push(`react.md: property ${name}`);
      }
      for (const a of d.attributes) {
        const inEmbedding = embedding.includes(code(a.name)) || (a.name.startsWith('hidden-') && embedding.includes(a.name));
        const inElements = read('docs/elements.md').includes(code(a.name));
        if (!inEmbedding && !inElements) missing.push(`embedding.md or elements.md: attribute ${a.name}`);
        if (!react.includes(code(a.fieldName)) && !react.includes(`${code(a.fieldName)},`)) missing.push(`react.md: prop ${a.fieldName}`);
      }
      expect(missing).toEqual([]);
    });
  }
});

// Links ------------------------------------------------------------------------------------------

const REPOSITORY = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const PAGES = ['README.md', 'CHANGELOG.md', ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));
/** What the package ships (package.json `files`, its exclusions aside). */
const SHIPPED = pkg.files.filter((f) => !f.startsWith('!'));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    out.add(
      heading!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return out;
}

function links(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

describe('links in the shipped pages resolve', () => {
  for (const page of PAGES) {
    it(page, () => {
      const broken: string[] = [];
      for (const link of links(read(page))) {
        if (link.startsWith(`${REPOSITORY}/`)) {
          const path = link.slice(REPOSITORY.length + 1).replace(/^(tree|blob)\/main\//, '');
          if (!existsSync(join(root, path.split('#')[0]!))) broken.push(`${link}: no ${path} in the repository`);
          continue;
        }
        if (/^[a-z]+:/i.test(link)) continue;
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file ? normalize(join(dirname(page), file)) : page;
        if (!existsSync(join(root, target))) {
          broken.push(`${link}: no such file`);
          continue;
        }
        if (file && !SHIPPED.some((entry) => target === entry || target.startsWith(`${entry}/`)))
          broken.push(`${link}: ${relative(root, join(root, target))} is not in the package (link to the repository instead)`);
        if (anchor && target.endsWith('.md') && !anchors(read(target)).has(anchor)) broken.push(`${link}: no heading #${anchor} in ${target}`);
      }
      expect(broken).toEqual([]);
    });
  }
});
