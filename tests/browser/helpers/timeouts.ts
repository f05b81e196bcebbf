// The kit's named time limits. Tests name one of these instead of writing a number (`npm run lint`
// forbids numeric timeouts outside tests/browser/helpers/): a limit is how long a wait may take to
// report a wrong state, never what makes a state right, so a few generous names serve every test.

/**
 * How long a wait on a state waits by default. @open-wc's own default (1 s) is shorter than a
 * loaded two-core CI machine sometimes needs for a render, a chunk and a mock answer together,
 * and four browser engines share those two cores while `npm test` runs: a wait that times out
 * there fails a test whose code was right. A longer wait never lets a wrong state pass; it only
 * takes longer to report one.
 */
export const WAIT_TIMEOUT_MS = 10_000;

/**
 * A wait on something slow by design: a reporter that retries with a back-off before it reports,
 * a poller's real interval, a built script loaded into a frame of its own with every chunk after
 * it. Pair it with LONG_TEST_MS: mocha's limit for a test (20 s, web-test-runner.config.mjs: twice a
 * wait's, as four engines share the two cores) is shorter.
 */
export const LONG_WAIT_MS = 25_000;

/**
 * `this.timeout(LONG_TEST_MS)`: a test (or suite) that waits LONG_WAIT_MS, or waits on several
 * slow things in a row (frames loading the one script, a reload, every language in turn, the
 * client's 4 s timeout on each market endpoint), each of which may take up to WAIT_TIMEOUT_MS on
 * a busy machine.
 */
export const LONG_TEST_MS = 40_000;

/**
 * The soak test's simulated trader's day (tests/browser/soak/day.test.ts): about 45 s alone,
 * about 3 minutes beside the other engines' files, where the file's own limit (300 s,
 * TESTS_FINISH_TIMEOUT_MS in web-test-runner.config.mjs) is the one that counts.
 */
export const SOAK_TEST_MS = 15 * 60_000;
