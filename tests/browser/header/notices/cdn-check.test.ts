import { expect } from '@open-wc/testing';
import '../../../../elements/index';
import { setChromeErrorReporter } from '../../../../react-core/core/util/reporter';
import { waitUntil, mountChrome, usePage } from '../../helpers';
import { LONG_TEST_MS, LONG_WAIT_MS } from '../../helpers/timeouts';

/**
 * Spec §7: five seconds after load the header checks the CDN; a page that loads React from a CDN
 * of its own names that file in `cdn-check-url`, and a failure there is reported.
 */
describe('<exch-header cdn-check-url>', () => {
  usePage();
  it('checks the file the page names and reports a failure as "cdn access error"', async function () {
    // The check runs 5 s after the page loaded, once the browser is idle.
    this.timeout(LONG_TEST_MS);
    const reports: Array<[string, unknown]> = [];
    setChromeErrorReporter((message, details) => reports.push([message, details]));
    await mountChrome('exch-header', 'region="0" lang="en" cdn-check-url="/no-such-cdn/react.production.min.js"', { ready: false });
    await waitUntil(() => reports.length > 0, 'nothing reported', { timeout: LONG_WAIT_MS });
    expect(reports[0]![0]).to.equal('cdn access error');
    expect(reports[0]![1]).to.deep.include({ url: `${location.origin}/no-such-cdn/react.production.min.js`, status: 404 });
  });
});
