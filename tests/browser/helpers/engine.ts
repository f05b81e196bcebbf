// The browser engine a test runs in (web-test-runner runs the files of docs/testing.md#engines in
// Chromium, Firefox and WebKit), and the few things only some engines' test drivers can do.
import { emulateMedia } from '@web/test-runner-commands';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** This page's engine, from its user agent (headless Chromium says `HeadlessChrome/`; WPE WebKit is `webkit` too). */
export const ENGINE: Engine = /Firefox\//.test(navigator.userAgent) ? 'firefox' : /Chrom(e|ium)\//.test(navigator.userAgent) ? 'chromium' : 'webkit';

/**
 * Skips the running test in the engines named, for a reason of the engine or its driver (not of
 * the chrome): say it in `reason`, which docs/testing.md#engines lists.
 */
export function skipIn(test: Mocha.Context, engines: readonly Engine[], reason: string): void {
  if (reason && engines.includes(ENGINE)) test.skip();
}

/**
 * `emulateMedia`, or a skip where the engine's driver cannot emulate media (only Chromium's CDP
 * can: reduced motion, print; scripts/wtr-webdriver.mjs `emulationOrMatch`). What the page
 * already matches (no reduced motion, the screen) passes in every engine.
 */
export async function emulateMediaOrSkip(test: Mocha.Context, media: Parameters<typeof emulateMedia>[0]): Promise<void> {
  const queries = [
    ...(media.reducedMotion ? [`(prefers-reduced-motion: ${media.reducedMotion})`] : []),
    ...(media.colorScheme ? [`(prefers-color-scheme: ${media.colorScheme})`] : []),
    ...(media.media ? [media.media] : []),
  ];
  if (ENGINE !== 'chromium' && !queries.every((query) => matchMedia(query).matches)) test.skip();
  await emulateMedia(media);
}

/**
 * WebKit (2.50) keeps a constructed stylesheet's media query results from before a viewport change
 * when no shadow root in the document held the sheet during the change: adopted again, its
 * `@media (max-width: …)` rules stay as they were. The chrome shares one sheet per stylesheet
 * across a page's elements (core/element/styles.ts) and a page keeps its chrome, but a test page
 * removes its elements after each test and resizes between them, so a test that lays out at a new
 * width with a sheet an earlier test used sees the old width's rules there.
 */
export const STALE_MEDIA_IN_SHARED_SHEETS = 'WebKit keeps a shared stylesheet’s media query results from before a viewport change its users missed';
