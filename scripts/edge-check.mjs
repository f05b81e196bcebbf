#!/usr/bin/env node
/**
 * `exch-chrome/server` in an edge worker (`node scripts/edge-check.mjs`, run by
 * scripts/fixtures.mjs after the build): bundles the built server entry (dist/server.js) with its
 * dependencies as an edge platform resolves them (the `edge-light` condition, no Node
 * built-ins: an import of one fails the bundle), evaluates it in Vercel's
 * edge runtime VM (@edge-runtime/vm: web-standard globals only, no `require`, no `process`
 * modules) and renders every element's HTML for every site there. Exits non-zero on any failure.
 */
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { EdgeVM } from '@edge-runtime/vm';

const root = resolve(import.meta.dirname, '..');
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** The server entry and what it imports, as one ES module for an edge platform. */
async function bundleForEdge() {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    // `import.meta.url` as an ES-module platform gives it (the VM below evaluates a script).
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': '"https://edge.example/exch-chrome/server.js"' },
    // Vercel's edge condition: React's `server.edge` build (its `worker`/`browser` builds want MessageChannel).
    resolve: { conditions: ['edge-light', 'import', 'module', 'default'], mainFields: ['module', 'main'] },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: join(root, 'dist/server.js'), formats: ['es'], fileName: 'server-edge' },
      rolldownOptions: {
        platform: 'browser',
        output: { codeSplitting: false },
        onwarn() {},
        plugins: [
          {
            name: 'no-node-builtins',
            resolveId(id) {
              if (NODE_BUILTINS.has(id)) throw new Error(`exch-chrome/server imports the Node built-in "${id}": it would not run in an edge worker`);
              return null;
            },
          },
        ],
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error('no bundle');
  return chunk.code;
}

/**
 * The VM runs scripts: the module's exports become an object, its body an async function (the
 * entry loads its texts and tables with a top-level await).
 */
function asScript(moduleCode) {
  const exportsAt = moduleCode.lastIndexOf('export {');
  if (exportsAt < 0) throw new Error('the bundle has no export statement');
  const names = moduleCode
    .slice(exportsAt + 'export {'.length, moduleCode.indexOf('}', exportsAt))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/);
      return `${JSON.stringify(exported)}: ${local}`;
    });
  return `globalThis.__server = (async () => {\n${moduleCode.slice(0, exportsAt)}\nreturn { ${names.join(', ')} };\n})();`;
}

async function main() {
  const code = asScript(await bundleForEdge());
  const vm = new EdgeVM();
  // A runtime without Node's module system, or this check would prove nothing.
  if (vm.evaluate('typeof require + typeof module + typeof Buffer') !== 'undefinedundefinedundefined') throw new Error('the edge VM exposes Node APIs');
  vm.evaluate(code);
  const server = await vm.evaluate('globalThis.__server');
  const checks = [];
  for (const tag of server.SERVER_TAGS) {
    for (const site of server.SNIPPET_SITES) {
      const html = server.renderChromeElement({ tag, attributes: { ...site.attributes, lang: 'en', 'current-path': '/' } });
      const ok = html.startsWith(`<${tag}`) && html.includes('<template shadowrootmode="open">') && html.includes('data-exch-mount') && html.length > 500;
      checks.push({ tag, site: site.key, ok, bytes: html.length });
    }
  }
  // The server's own first-paint calls, with the runtime's own Response (web-standard only).
  const fetched = await vm.evaluate(`globalThis.__server.then((s) => s.fetchChromeServerData({
    apiBase: 'https://api.internal',
    headers: { 'x-internal-token': 't' },
    fetchImpl: async (url, init) => new Response(JSON.stringify({ code: 200, message: 'success', data: String(url).includes('commonData') && init.headers['x-internal-token'] === 't' ? { lang_prefix: '/eu' } : null })),
  }))`);
  checks.push({ tag: 'fetchChromeServerData', site: 'edge', ok: fetched?.commonData?.lang_prefix === '/eu', bytes: 0 });
  const failed = checks.filter((c) => !c.ok);
  for (const check of failed) console.error(`edge: ${check.tag} for ${check.site}: not a complete render (${check.bytes} bytes)`);
  console.log(
    `edge: exch-chrome/server rendered ${checks.length - failed.length} of ${checks.length} element × site HTML in the edge runtime (no Node built-ins)`,
  );
  if (failed.length) process.exit(1);
}

await main();
