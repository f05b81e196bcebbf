#!/usr/bin/env node
/**
 * Checks that every script the build ships to browsers parses in the oldest browsers the chrome
 * supports (scripts/browser-floor.mjs, docs/browsers.md): a syntax error in one chunk leaves the
 * chrome undefined there, with nothing on screen and no error a page author would notice (a
 * class static block, Safari 16.4+, once left every element undefined in Safari 16.0).
 *
 * Each file is parsed as the newest JavaScript and searched for the syntax of SYNTAX_FEATURES,
 * each with the first version of each browser that parses it (MDN browser-compat-data); a file
 * with a feature newer than the floor fails the check. Regular expressions count too: a literal
 * `/(?<=a)b/` is a SyntaxError when the module is parsed, a `new RegExp('(?<=a)b')` of a constant
 * one when it runs.
 *
 *   node scripts/check-floor.mjs        the shipped files of dist/ (after npm run build)
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { ancestor } from 'acorn-walk';
import { BROWSER_FLOOR, PAGE_SCRIPT_FLOOR } from './browser-floor.mjs';

/**
 * Syntax newer than ES2017, with the first version of each browser that parses it and its
 * Baseline year. `in` decides whether an AST node (with its ancestors) uses it.
 */
export const SYNTAX_FEATURES = [
  {
    name: 'object rest and spread ({ ...o })',
    baseline: 2018,
    chrome: 60,
    firefox: 55,
    safari: 11.1,
    in: (n) =>
      (n.type === 'ObjectExpression' && n.properties.some((p) => p.type === 'SpreadElement')) ||
      (n.type === 'ObjectPattern' && n.properties.some((p) => p.type === 'RestElement')),
  },
  {
    name: 'async iteration (for await, async generators)',
    baseline: 2018,
    chrome: 63,
    firefox: 57,
    safari: 11.1,
    in: (n) => (n.type === 'ForOfStatement' && n.await) || (isFunction(n) && n.async && n.generator),
  },
  { name: 'optional catch binding (catch {})', baseline: 2018, chrome: 66, firefox: 58, safari: 11.1, in: (n) => n.type === 'CatchClause' && n.param === null },
  { name: 'import.meta', baseline: 2018, chrome: 64, firefox: 62, safari: 11.1, in: (n) => n.type === 'MetaProperty' && n.meta.name === 'import' },
  { name: 'dynamic import()', baseline: 2019, chrome: 63, firefox: 67, safari: 11.1, in: (n) => n.type === 'ImportExpression' },
  {
    name: 'RegExp named groups ((?<name>…))',
    baseline: 2020,
    chrome: 64,
    firefox: 78,
    safari: 11.1,
    in: (n) => /\(\?<[A-Za-z_$]/.test(regexOf(n)?.pattern ?? ''),
  },
  { name: 'RegExp dotAll (flag s)', baseline: 2020, chrome: 62, firefox: 78, safari: 11.1, in: (n) => regexOf(n)?.flags.includes('s') },
  {
    name: 'RegExp Unicode property escapes (\\p{…})',
    baseline: 2020,
    chrome: 64,
    firefox: 78,
    safari: 11.1,
    in: (n) => /\\[pP]\{/.test(regexOf(n)?.pattern ?? ''),
  },
  { name: 'BigInt literals (1n)', baseline: 2020, chrome: 67, firefox: 68, safari: 14, in: (n) => n.type === 'Literal' && typeof n.value === 'bigint' },
  { name: 'optional chaining (?.)', baseline: 2020, chrome: 80, firefox: 74, safari: 13.1, in: (n) => n.type === 'ChainExpression' },
  { name: 'nullish coalescing (??)', baseline: 2020, chrome: 80, firefox: 72, safari: 13.1, in: (n) => n.type === 'LogicalExpression' && n.operator === '??' },
  {
    name: 'logical assignment (||=, &&=, ??=)',
    baseline: 2020,
    chrome: 85,
    firefox: 79,
    safari: 14,
    in: (n) => n.type === 'AssignmentExpression' && ['||=', '&&=', '??='].includes(n.operator),
  },
  {
    name: 'numeric separators (1_000)',
    baseline: 2020,
    chrome: 75,
    firefox: 70,
    safari: 13,
    in: (n) => n.type === 'Literal' && (typeof n.value === 'number' || typeof n.value === 'bigint') && String(n.raw).includes('_'),
  },
  {
    name: 'public class fields',
    baseline: 2021,
    chrome: 72,
    firefox: 69,
    safari: 14.1,
    in: (n) => n.type === 'PropertyDefinition' && n.key.type !== 'PrivateIdentifier',
  },
  {
    name: 'private class fields and methods (#x)',
    baseline: 2021,
    chrome: 84,
    firefox: 90,
    safari: 15,
    in: (n) => (n.type === 'PropertyDefinition' || n.type === 'MethodDefinition') && n.key.type === 'PrivateIdentifier',
  },
  {
    name: 'private field checks (#x in o)',
    baseline: 2022,
    chrome: 91,
    firefox: 90,
    safari: 15,
    in: (n) => n.type === 'BinaryExpression' && n.operator === 'in' && n.left.type === 'PrivateIdentifier',
  },
  { name: 'top-level await', baseline: 2021, chrome: 89, firefox: 89, safari: 15, in: (n, ancestors) => isAwait(n) && !ancestors.some(isFunction) },
  {
    name: 'arbitrary module namespace names (export { a as "b c" })',
    baseline: 2022,
    chrome: 90,
    firefox: 87,
    safari: 14.1,
    in: (n) => ['ImportSpecifier', 'ExportSpecifier'].includes(n.type) && [n.imported, n.local, n.exported].some((id) => id?.type === 'Literal'),
  },
  { name: 'class static blocks', baseline: 2023, chrome: 94, firefox: 93, safari: 16.4, in: (n) => n.type === 'StaticBlock' },
  { name: 'RegExp match indices (flag d)', baseline: 2021, chrome: 90, firefox: 88, safari: 15, in: (n) => regexOf(n)?.flags.includes('d') },
  { name: 'RegExp lookbehind ((?<=…), (?<!…))', baseline: 2023, chrome: 62, firefox: 78, safari: 16.4, in: (n) => /\(\?<[=!]/.test(regexOf(n)?.pattern ?? '') },
  { name: 'RegExp flag v', baseline: 2023, chrome: 112, firefox: 116, safari: 17, in: (n) => regexOf(n)?.flags.includes('v') },
  {
    name: 'RegExp duplicate named groups',
    baseline: 2025,
    chrome: 125,
    firefox: 129,
    safari: 17,
    in: (n) => hasDuplicateGroupNames(regexOf(n)?.pattern ?? ''),
  },
  {
    name: 'RegExp modifiers ((?i:…))',
    baseline: 2025,
    chrome: 125,
    firefox: 132,
    safari: 18.4,
    in: (n) => /\(\?[ims]*-?[ims]+:/.test(regexOf(n)?.pattern ?? ''),
  },
  {
    name: 'import attributes (with { type })',
    baseline: 2025,
    chrome: 123,
    firefox: 138,
    safari: 17.2,
    in: (n) => (n.attributes?.length ?? 0) > 0 || (n.type === 'ImportExpression' && n.options != null),
  },
  {
    name: 'using declarations',
    baseline: null,
    chrome: 134,
    firefox: 141,
    safari: Infinity,
    in: (n) => n.type === 'VariableDeclaration' && n.kind.includes('using'),
  },
];

const isFunction = (n) => ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(n.type);
const isAwait = (n) => n.type === 'AwaitExpression' || (n.type === 'ForOfStatement' && n.await);

/** A regular expression written in the code: a literal, or `RegExp(…)` / `new RegExp(…)` of constant strings. */
function regexOf(n) {
  if (n.type === 'Literal' && n.regex) return n.regex;
  if ((n.type === 'NewExpression' || n.type === 'CallExpression') && n.callee.type === 'Identifier' && n.callee.name === 'RegExp') {
    const [pattern, flags] = n.arguments;
    if (pattern?.type === 'Literal' && typeof pattern.value === 'string')
      return { pattern: pattern.value, flags: flags?.type === 'Literal' && typeof flags.value === 'string' ? flags.value : '' };
  }
  return undefined;
}

function hasDuplicateGroupNames(pattern) {
  const names = [...pattern.matchAll(/\(\?<([A-Za-z_$][\w$]*)>/g)].map((m) => m[1]);
  return new Set(names).size !== names.length;
}

/** Whether the floor (BROWSER_FLOOR: chrome, edge, firefox, safari, ios) parses a feature. */
export function floorParses(feature, floor = BROWSER_FLOOR) {
  const first = { chrome: feature.chrome, edge: feature.chrome, firefox: feature.firefox, safari: feature.safari, ios: feature.safari };
  return Object.entries(floor).every(([browser, version]) => version >= first[browser]);
}

/**
 * The syntax of `code` (an ES module) that a browser of the floor cannot parse: one entry per
 * feature with the first place it is used. A file that does not parse at all is one entry too.
 */
export function floorViolations(code, floor = BROWSER_FLOOR) {
  const unsupported = SYNTAX_FEATURES.filter((feature) => !floorParses(feature, floor));
  let ast;
  try {
    ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch (error) {
    return [{ feature: 'not parseable as the newest JavaScript', at: error.message }];
  }
  const found = new Map();
  const visit = (node, _state, ancestors) => {
    for (const feature of unsupported) {
      if (!found.has(feature.name) && feature.in(node, ancestors.slice(0, -1)))
        found.set(
          feature.name,
          `line ${node.loc.start.line}, column ${node.loc.start.column + 1}: ${code.slice(node.start, Math.min(node.end, node.start + 60))}`,
        );
    }
  };
  ancestor(ast, new Proxy({}, { get: () => visit, has: () => true }));
  return [...found].map(([feature, at]) => ({ feature, at }));
}

/**
 * Media queries in range syntax (`(width <= 767.9px)`), which Safari reads from 16.4 only: an
 * older one drops the whole query, so a server-rendered chrome (dist/ssr's stylesheets, the same
 * CSS inline in dist/snippets) would keep its wide layout on a phone. The build writes
 * `max-width` instead (vite.config.ts `cssTarget`, lowered for the floor as the elements' CSS).
 */
export const MEDIA_RANGE = { name: 'media query range syntax ((width <= …))', chrome: 104, firefox: 63, safari: 16.4 };

/** The range media queries of `css` a browser of the floor cannot read, the first one found. */
export function cssFloorViolations(css, floor = BROWSER_FLOOR) {
  if (floorParses(MEDIA_RANGE, floor)) return [];
  const range = /@media[^{]*\(\s*[a-z-]+\s*[<>]=?|@media[^{]*[<>]=?\s*[a-z-]+\s*\)/i.exec(css);
  return range ? [{ feature: MEDIA_RANGE.name, at: range[0].slice(0, 60) }] : [];
}

const root = resolve(import.meta.dirname, '..');
/** The page script parses further back than the rest (scripts/browser-floor.mjs). */
const floorOf = (file) => (file === 'exch-chrome.js' ? PAGE_SCRIPT_FLOOR : BROWSER_FLOOR);
const dist = join(root, 'dist');
/** The server's builds run in Node, not in browsers. */
const NOT_FOR_BROWSERS = [/^server\.js$/, /^server\//, /^react\/server\.js$/, /^types\//];

/** Every `.js` file of dist/ a browser may load: the one script, its chunks and texts, the bundler build. */
export function shippedScripts(dir = dist) {
  return readdirSync(dir, { recursive: true })
    .map((file) => String(file).split('\\').join('/'))
    .filter((file) => file.endsWith('.js') && !NOT_FOR_BROWSERS.some((re) => re.test(file)));
}

const describe = (floor) =>
  Object.entries(floor)
    .map(([browser, version]) => `${browser} ${version}`)
    .join(', ');

const runDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  if (!existsSync(join(dist, 'exch-chrome.js'))) {
    console.error('floor: dist/exch-chrome.js is missing (run npm run build)');
    process.exit(1);
  }
  const files = shippedScripts();
  let failed = 0;
  for (const file of files) {
    const floor = floorOf(file);
    for (const { feature, at } of floorViolations(readFileSync(join(dist, file), 'utf8'), floor)) {
      failed += 1;
      console.error(`floor: ${relative(root, join(dist, file))} uses ${feature}, which ${describe(floor)} cannot parse (${at})`);
    }
  }
  // The server-rendered chrome's stylesheets (the snippets inline the same CSS).
  const stylesheets = readdirSync(join(dist, 'ssr')).filter((file) => file.endsWith('.css'));
  for (const file of stylesheets) {
    for (const { feature, at } of cssFloorViolations(readFileSync(join(dist, 'ssr', file), 'utf8'))) {
      failed += 1;
      console.error(`floor: dist/ssr/${file} uses ${feature}, which ${describe(BROWSER_FLOOR)} cannot read (${at})`);
    }
  }
  if (failed) {
    console.error(`floor: ${failed} problem(s) (scripts/browser-floor.mjs, docs/browsers.md)`);
    process.exit(1);
  }
  console.log(
    `floor: ok   ${files.length} shipped scripts parse in ${describe(BROWSER_FLOOR)}; dist/exch-chrome.js in ${describe(PAGE_SCRIPT_FLOOR)}; ${stylesheets.length} server stylesheets read there`,
  );
}
