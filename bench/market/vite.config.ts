import { defineConfig } from 'vite';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs build script, typed by use
import { exchCatalogs } from '../../scripts/vite-catalogs.mjs';

/** The market-panel bench page (bench/market-panel.mjs): a production build, lazy chunks as in dist. */
export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warn',
  base: './',
  plugins: [exchCatalogs()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: resolve(import.meta.dirname, 'main.tsx'), formats: ['es'], fileName: () => 'market.js' },
    rolldownOptions: { output: { minify: process.env.BENCH_MINIFY !== '0', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
