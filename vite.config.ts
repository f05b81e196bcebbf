import { defineConfig } from 'vite';
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs build script, typed by use
import { exchCatalogs } from './scripts/vite-catalogs.mjs';

/**
 * Two library builds (stack facts: Vite 8 library mode code-splits with relative chunk paths,
 * so the script works from any origin or path):
 * - default: `dist/exch-chrome.js`, the one script with React inside, defining every element;
 * - `--mode react`: `dist/react/index.js`, React components with react/react-dom external.
 */
/**
 * What a footer-only page needs at first paint, as ONE shared chunk (`core`) that the entry and
 * every lazy chunk import: React, the core and the footer view. Many small common chunks gzip
 * worse and cost requests; and lazy chunks must never import the entry itself (see below).
 * Core modules only lazy parts use stay out, so they travel with those parts.
 */
const FIRST_PAINT_SHARED =
  /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare)[\\/]|react-core[\\/](core|footer)[\\/]|rolldown[\\/]runtime/;
const LAZY_ONLY =
  /react-core[\\/](core[\\/](qr|store[\\/](session|fiat-rates|prefs\.actions)|site[\\/](user-info|visitor)|routes[\\/](account|notification)-routes|layout[\\/](use-overflow|use-focus-trap)|element[\\/]use-own-styles)|footer[\\/]social-icons)/;
const inCoreChunk = (id: string) => FIRST_PAINT_SHARED.test(id) && !LAZY_ONLY.test(id) && !id.endsWith('.json');

export default defineConfig(({ mode }) => {
  const react = mode === 'react';
  return {
    // Emitted files (the texts under i18n/) are addressed relative to the script, not the site root.
    base: './',
    // Library mode keeps `process.env.NODE_ENV` as is; without this nothing registers.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: react ? 'dist/react' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      lib: react
        ? { entry: resolve(import.meta.dirname, 'react-core/react/index.ts'), formats: ['es'], fileName: () => 'index.js' }
        : { entry: resolve(import.meta.dirname, 'elements/index.ts'), formats: ['es'], fileName: () => 'exch-chrome.js' },
      rolldownOptions: {
        external: react ? [/^react($|\/)/, /^react-dom($|\/)/] : [],
        // The entry keeps its exports as written, so lazy chunks never import from it: a page may
        // load it with a query string (`exch-chrome.js?v=3`) and a chunk importing
        // `../exch-chrome.js` would then evaluate a second copy (two Reacts, two stores). Shared
        // modules go to common chunks instead, which the entry imports.
        preserveEntrySignatures: 'strict',
        output: {
          minify: true,
          // One shared chunk for React and the core (instead of many small common chunks, which
          // gzip worse and cost requests): the entry and every lazy chunk import it.
          codeSplitting: react
            ? undefined
            : { groups: [{ name: 'core', test: inCoreChunk }] },
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    plugins: [
      exchCatalogs(),
      {
        name: 'exch-preload-css',
        apply: 'build',
        // The optional first-paint stylesheet (contract §2) ships as written.
        closeBundle() {
          if (react) return;
          mkdirSync('dist', { recursive: true });
          copyFileSync(resolve(import.meta.dirname, 'elements/exch-chrome.css'), resolve(import.meta.dirname, 'dist/exch-chrome.css'));
        },
      },
    ],
  };
});
