import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain .mjs build script, typed by use
import { exchCatalogs } from './scripts/vite-catalogs.mjs';

// Pure logic runs in node; React units opt into happy-dom per file (`@vitest-environment happy-dom`).
// Element behaviour, styling and events are tested in Chromium by web-test-runner (tests/browser).
export default defineConfig({
  plugins: [exchCatalogs()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    css: true,
  },
});
