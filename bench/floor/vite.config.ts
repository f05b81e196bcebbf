import { defineConfig } from 'vite';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs build script, typed by use
import { exchCatalogs } from '../../scripts/vite-catalogs.mjs';

export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warn',
  base: './',
  plugins: [exchCatalogs()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: resolve(import.meta.dirname, 'main.tsx'), formats: ['es'], fileName: () => 'floor.js' },
    rolldownOptions: { output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
