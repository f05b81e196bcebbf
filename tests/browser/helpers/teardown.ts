// Registers, once per test page, the hook that finishes one test's elements before the next test
// resets the page's state. Imported for its side effect by reset.ts (every test that resets the
// chrome gets it).
import { fixtureCleanup } from '@open-wc/testing';
import { pageFetchesSettled } from './fetch-recorder';

/*
 * Why: a removed element unmounts its React root in a microtask (core/element/chrome-host.ts),
 * and the browser build of mocha runs queued hooks back to back in one task (its `immediately`
 * loop), with no microtask checkpoint between one test's `afterEach` and the next test's
 * `beforeEach`. So the previous test's headers unmounted only after the next test's
 * `resetChrome()` had cleared the cookies and the session; React then ran the effects that tree
 * still had pending (an account area mounted just before the test ended asks for the session on
 * mount), and that session load, made without the next test's persona, answered "visitor" and
 * was shared by the next test's header ("Switch Account … (500)" timed out on that, about once in
 * twenty runs; its diagnostics in helpers/account.ts named the call).
 *
 * Here the fixtures are removed (if @open-wc's own hook has not yet) and the hook awaits the
 * microtasks their disconnects queued: they were queued first, so every removed root has
 * unmounted, and run what it had pending with its own test's state, before the next test starts.
 *
 * Then it waits for the page's fetches to settle (helpers/fetch-recorder.ts): a request still in
 * flight whose answer starts another (a notification list, then its mark-read) would otherwise
 * send that one with the next test's cookies, to the next test's mock session (a bell test's
 * mark-read once zeroed the next test's badge).
 */
afterEach(async () => {
  fixtureCleanup();
  await Promise.resolve();
  await pageFetchesSettled();
});
