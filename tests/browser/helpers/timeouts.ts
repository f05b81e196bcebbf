/**
 * How long a wait on a state waits by default. @open-wc's own default (1 s) is shorter than a
 * loaded two-core CI machine sometimes needs for a render, a chunk and a mock answer together,
 * and four browser engines share those two cores while `npm test` runs: a wait that times out
 * there fails a test whose code was right. A longer wait never lets a wrong state pass; it only
 * takes longer to report one.
 */
export const WAIT_TIMEOUT_MS = 10_000;
