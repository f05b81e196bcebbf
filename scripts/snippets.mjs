#!/usr/bin/env node
/**
 * Writes the pre-rendered chrome into dist/ (never edit those files by hand):
 *   dist/ssr/<tag>.<hash>.css                 the stylesheet each snippet links
 *   dist/snippets/<site>/<lang>/header.html   the visitor header
 *   dist/snippets/<site>/<lang>/footer.html   the footer
 *   dist/snippets/<site>/<lang>/announcement.html  the announcement shell (no notice: it is fetched)
 *   dist/snippets/<site>/<lang>/<element>.inline.html  the same with the stylesheet inline (a
 *                                             `<style>`: no request before the first paint)
 *   dist/snippets/index.json                  every file with its size in bytes and gzipped, and
 *                                             the CSP hash of each inline stylesheet
 * for every site (11 sub-sites and testnet) and language, with dist/server.js (the built
 * renderer, `vite build --mode server`), from the bundled last-known-good data.
 *
 * `--check` renders again in memory and fails when dist/ differs (a snippet missing, stale or
 * extra): the snippets a page includes must be the views' HTML, or hydration will not match.
 * `--asset-base <url>` sets where the stylesheet links point (default `/dist/`, see
 * react-core/server/render.tsx DEFAULT_ASSET_BASE).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const check = process.argv.includes('--check');
const baseArg = process.argv.indexOf('--asset-base');
const assetBase = baseArg > 0 ? process.argv[baseArg + 1] : undefined;

if (!existsSync(join(dist, 'server.js'))) {
  console.error('dist/server.js is missing: run `npm run build` first');
  process.exit(1);
}
// The snippets ship: render them with react-dom/server's production build (react and react-dom
// are resolved at run time and pick their build from NODE_ENV). The development one would write
// a failed part's component stack, with source paths, into the HTML (`data-stck`).
process.env.NODE_ENV ??= 'production';
const server = await import(join(dist, 'server.js'));

/** Every file this script owns, path relative to dist/ → content. */
const files = new Map();
for (const sheet of Object.values(server.STYLESHEETS)) files.set(sheet.path, sheet.css);
// One year for the whole run: the copyright line (the client shows the current year after hydration).
const year = new Date().getFullYear();
const index = [];
for (const site of server.SNIPPET_SITES) {
  for (const lang of server.SNIPPET_LANGUAGES) {
    for (const [tag, styles] of server.SERVER_TAGS.flatMap((tag) => server.SNIPPET_STYLES.map((styles) => [tag, styles]))) {
      const html = `${server.renderChromeElement({ tag, attributes: { ...site.attributes, lang }, assetBase, year, styles })}\n`;
      const path = server.snippetPath(site, lang, tag, styles);
      // React marks a part whose server render threw with `<!--$!-->` and leaves it to the
      // client: such a snippet is not server-rendered, whatever it looks like. Fail the build.
      if (html.includes('<!--$!-->')) {
        const reason = /data-msg="([^"]*)"/.exec(html)?.[1] ?? 'unknown error';
        throw new Error(`snippets: ${path} did not render on the server (${reason.trim()})`);
      }
      files.set(path, html);
      index.push({ path, site: site.key, lang, tag, styles, bytes: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length });
    }
  }
}
// The sites by folder with the attributes that select them (the bench and pages pick a folder by region).
const sites = Object.fromEntries(server.SNIPPET_SITES.map((site) => [site.key, site.attributes]));
// What a page's Content-Security-Policy adds to `style-src` for the inline flavour, by element.
const csp = Object.fromEntries(Object.values(server.STYLESHEETS).map((sheet) => [sheet.tag, sheet.cspHash]));
files.set('snippets/index.json', `${JSON.stringify({ assetBase: assetBase ?? server.DEFAULT_ASSET_BASE, year, sites, csp, files: index }, null, 1)}\n`);

const owned = (dir) => (existsSync(join(dist, dir)) ? readdirSync(join(dist, dir), { recursive: true }).map((f) => join(dir, String(f))) : []);
const onDisk = [...owned('snippets'), ...owned('ssr')].filter((p) => /\.(html|css|json)$/.test(p));

if (check) {
  const problems = [];
  for (const [path, content] of files) {
    const file = join(dist, path);
    if (!existsSync(file)) problems.push(`missing ${path}`);
    else if (readFileSync(file, 'utf8') !== content) problems.push(`stale ${path}`);
  }
  for (const path of onDisk) if (!files.has(path)) problems.push(`extra ${path}`);
  if (problems.length > 0) {
    console.error(
      `dist/snippets is not up to date with the views (${problems.length} files), e.g.:\n  ${problems.slice(0, 8).join('\n  ')}\nRun \`npm run snippets\` (or \`npm run build\`).`,
    );
    process.exit(1);
  }
  console.log(`dist/snippets is up to date (${index.length} snippets, ${Object.keys(server.STYLESHEETS).length} stylesheets).`);
} else {
  rmSync(join(dist, 'snippets'), { recursive: true, force: true });
  rmSync(join(dist, 'ssr'), { recursive: true, force: true });
  for (const [path, content] of files) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  const sum = (tag, styles, key) => index.filter((f) => f.tag === tag && f.styles === styles).map((f) => f[key]);
  const range = (list) => `${Math.min(...list)} to ${Math.max(...list)}`;
  console.log(
    `wrote ${index.length} snippets to ${relative(process.cwd(), join(dist, 'snippets'))}/ and ${Object.keys(server.STYLESHEETS).length} stylesheets:`,
  );
  for (const tag of server.SERVER_TAGS) {
    for (const styles of server.SNIPPET_STYLES)
      console.log(`  ${tag} (${styles}): ${range(sum(tag, styles, 'bytes'))} bytes, ${range(sum(tag, styles, 'gzip'))} gzip -9`);
  }
}
