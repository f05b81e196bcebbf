import { expect } from '@open-wc/testing';
import { resetChrome, waitUntil, mountChrome } from '../helpers';
import { LONG_TEST_MS, LONG_WAIT_MS } from '../helpers/timeouts';

/**
 * `setChromeErrorReporter` is reachable from the script the page loads and receives the chrome's
 * reports: here the CDN check's (spec §7). A file of its own, so that its page is fresh: the check
 * runs once per page, five seconds after load, and must meet the unreachable CDN below, which is
 * in place before the header that schedules it exists.
 */
describe('dist/exch-chrome.js on a CDN: the error reporter', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(() => resetChrome());

  it('receives "cdn access error" when the CDN no longer serves the chrome’s code', async function () {
    // The check runs 5 s after the page loaded, once the browser is idle after the chrome's paint.
    this.timeout(LONG_TEST_MS);
    const script = (await import(/* @vite-ignore */ `${location.origin}/dist/exch-chrome.js`)) as {
      setChromeErrorReporter: (reporter: (message: string, details?: unknown) => void) => void;
    };
    const reports: string[] = [];
    script.setChromeErrorReporter((message) => reports.push(message));
    const original = window.fetch;
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/dist/chunks/')
        ? Promise.resolve(new Response('', { status: 503 }))
        : original(input, init);
    try {
      await mountChrome('exch-header', 'region="0"', { ready: false });
      await waitUntil(() => reports.length > 0, 'nothing reported', { timeout: LONG_WAIT_MS });
    } finally {
      window.fetch = original;
    }
    expect(reports).to.deep.equal(['cdn access error']);
  });
});
