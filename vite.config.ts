import { defineConfig } from 'vite';
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Two library builds (stack facts: Vite 8 library mode code-splits with relative chunk paths,
 * so the script works from any origin or path):
 * - default: `dist/exch-chrome.js`, the one script with React inside, defining every element;
 * - `--mode react`: `dist/react/index.js`, React components with react/react-dom external.
 */
export default defineConfig(({ mode }) => {
  const react = mode === 'react';
  return {
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
        // Lets the bundler move modules shared with lazy chunks into the entry (adding exports to
        // it) instead of emitting common chunks the entry must fetch before first paint.
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    plugins: [
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
