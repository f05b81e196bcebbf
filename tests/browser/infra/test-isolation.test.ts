import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { resetChrome, waitForShadow, mountChrome } from '../helpers';

/**
 * The test kit's promise (helpers/teardown.ts): one test's elements have unmounted before the next
 * test's `beforeEach` resets cookies and stores, so nothing they still had pending runs against
 * the next test's state.
 */
describe('test kit: isolation between tests', () => {
  let previous: HTMLElement | undefined;
  let previousStillMountedAtReset: boolean | undefined;
  // Its own setup, not usePage: it looks at the previous test's element before the reset.
  beforeEach(() => {
    previousStillMountedAtReset = previous?.matches(':state(ready)');
    resetChrome();
  });

  it('a header mounts and is ready', async () => {
    previous = await mountChrome<HTMLElement>('exch-header', 'region="0"', { ready: false });
    await waitForShadow(previous, '[data-action="login"]');
    expect(previous.matches(':state(ready)')).to.equal(true);
  });

  it("the previous test's header was removed and unmounted before this test's beforeEach ran", () => {
    expect(previous?.isConnected).to.equal(false);
    expect(previousStillMountedAtReset, 'its root unmounted (ready state off) before the reset').to.equal(false);
  });
});
