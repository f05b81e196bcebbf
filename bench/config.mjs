import { readFileSync } from 'node:fs';
/**
 * The bench's knobs (environment variables) and fixed settings: profiles, latencies, targets.
 *
 *   RUNS        measured loads per page and cell (median of these); default 11, at least 1
 *   REGION      sub-site id of every element (default 0)
 *   LANG_CODE   page language, <html lang> (default en)
 *   PROFILE     desktop | mobile | all (default all)
 *   LATENCY     0 | 150 | all (default all): ms added by the server to every response
 *   PAGES       comma-separated page ids to run (default: every page; the floor always runs)
 *   PROBE       auto | event | dom (default auto: the `exch-ready` event when the built chrome
 *               dispatches it, else the DOM fallback probe)
 *   INTERACTIONS  0 to skip the first-interaction measurements (default 1)
 *   INTERACTION_EVERY  measure first interactions in every n-th run (default 3: runs 1, 4, 7, 10,
 *               so 4 first opens per panel at RUNS=11; 1 = every run), each in a load of its own
 *               after the page's timed load, without the debugger (run.mjs load()). Each adds a
 *               load; the page figures use every timed load.
 *   BENCH_STRICT  1: exit non-zero when a target is missed (default: always exit 0)
 *   BENCH_DEBUG   1: log every load (times, requests, console errors)
 *
 * `node bench/run.mjs --quick` (npm run bench:quick) defaults to RUNS=3 PROFILE=desktop LATENCY=0.
 */
/** `--quick` (npm run bench:quick): RUNS=3, PROFILE=desktop, LATENCY=0 unless the environment says otherwise. */
const QUICK = process.argv.includes('--quick') ? { RUNS: '3', PROFILE: 'desktop', LATENCY: '0' } : {};
const env = { ...QUICK, ...process.env };

function pick(name, allowed, fallback) {
  const value = (env[name] ?? fallback).trim().toLowerCase();
  if (value === 'all') return allowed;
  const chosen = value.split(',').map((v) => v.trim()).filter(Boolean);
  for (const v of chosen) {
    if (!allowed.includes(v)) {
      console.error(`bench: ${name}=${value} is not one of ${allowed.join(', ')}, all`);
      process.exit(2);
    }
  }
  return chosen;
}

/** Desktop: no throttling. Mobile: a phone viewport, touch, and the CPU slowed down 4x. */
export const PROFILES = {
  desktop: { id: 'desktop', context: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false }, cpuThrottling: 1 },
  mobile: { id: 'mobile', context: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, cpuThrottling: 4 },
};

export const LATENCIES = ['0', '150'];

/** The targets (issue 8), checked per page × profile × latency. */
export const TARGETS = {
  /** Time to a complete chrome over the floor's, same run: at most 1.3x, desktop and mobile. */
  ratio: 1.3,
  /** Request depth after the HTML (HTML = 0, HTML → script → API = 2) before complete. */
  depth: 2,
  // CLS (until 1 s after complete) has a target per page (pages.mjs `clsTarget`): 0 with the
  // optional stylesheet, 0.01 with a render-blocking script, none for a plain module script alone.
  /** First open of a panel, click/tap to its content painted. */
  interactionMs: 100,
};

/**
 * Byte budgets: JS (gzip -9, KB of 1000 bytes) before complete, the same figures `npm test`
 * enforces (size-budget.json is their one source; raised there, with the reason, in its own commit).
 */
const sizeBudget = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8'));
export const BUDGETS = {
  footerOnlyKB: sizeBudget.pages.footer.budget / 1000,
  headerFooterKB: sizeBudget.pages['header + footer'].budget / 1000,
};

const runs = Math.max(1, Math.floor(Number(env.RUNS ?? 11)) || 11);
const probe = (env.PROBE ?? 'auto').trim().toLowerCase();
if (!['auto', 'event', 'dom'].includes(probe)) {
  console.error(`bench: PROBE=${probe} is not one of auto, event, dom`);
  process.exit(2);
}

export const config = {
  runs,
  region: String(Number(env.REGION ?? 0) || 0),
  lang: (env.LANG_CODE ?? 'en').trim() || 'en',
  profiles: pick('PROFILE', Object.keys(PROFILES), 'all'),
  latencies: pick('LATENCY', LATENCIES, 'all'),
  pages: env.PAGES ? env.PAGES.split(',').map((p) => p.trim()).filter(Boolean) : null,
  probe,
  interactions: env.INTERACTIONS !== '0',
  interactionEvery: Math.max(1, Math.floor(Number(env.INTERACTION_EVERY ?? 3)) || 3),
  strict: env.BENCH_STRICT === '1',
  debug: Boolean(env.BENCH_DEBUG && env.BENCH_DEBUG !== '0'),
  /** How long one load may take to complete before it counts as failed. */
  completeTimeoutMs: 20000,
  /** CLS is observed from navigation start until this long after complete. */
  clsWindowMs: 1000,
  /** First interactions start this long after complete (the "after a 1 s idle"; the CLS
   *  window above runs in the same second, so it costs no extra time). */
  idleBeforeInteractionMs: 1000,
};
