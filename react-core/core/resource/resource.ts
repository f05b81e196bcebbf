/**
 * One cached resource: a value the chrome loads from the API, keeps while the page lives and
 * keeps fresh (TanStack Query's `query-core` is the model: one rule over one value, framework-
 * free, with thin adapters). Every store of the chrome that loads something stands on it (site
 * data, the menu, the notice and the bulletin, fiat rates, the market lists), so the rules below
 * are written once:
 * - **in flight**: one request at a time; a second ask joins the one on its way;
 * - **generation**: `reset()` (a logout, a test) drops every answer asked for before it;
 * - **paint from the cache**: a seed the first paint may show (spec §5 cache, a repeat visit) is
 *   shown at once and asked for after the chrome's paint (`env.afterPaint`), unless a
 *   `revalidate()` asked before then;
 * - **unchanged answers change nothing**: an answer equal to the value shown notifies no one, so
 *   no view re-renders and nothing moves;
 * - **failures keep what shows**: a failed revalidation keeps the value; a failed first load falls
 *   back (`fallback`: the stale cache, spec §8) or says `error`, and retries with backoff and when
 *   the browser comes back online;
 * - **freshness**: an answer younger than `staleMs` is not asked again by `ensure()`; while the
 *   resource is watched (a view on the page shows it), it revalidates when the page is shown again
 *   after `onShowAfterMs` or more hidden, and every `everyMs` (while visible, or also hidden).
 * The clock, timers, visibility, the network's online event and the paint come in through `env`,
 * so every rule runs on a fake clock in unit tests.
 */

/** What a fetch brought: a valid value (and the raw answer it came from), or a failure. */
export type ResourceAnswer<V> = { ok: true; value: V; raw: unknown } | { ok: false; reason?: string };

/** A value that may show before any answer: the spec §5 cache, or server-rendered state. */
export interface ResourceSeed<V> {
  value: V;
  /** The raw answer it came from (an equal answer later changes nothing). */
  raw?: unknown;
  /** When it was answered (ms since epoch). */
  at: number;
  /**
   * The server's answer of this page load (its server HTML): shown as an answer, asked again only
   * once stale, where a repeat visit's seed is asked again right after the paint.
   */
  fresh?: boolean;
}

export interface Freshness {
  /** An answer younger than this is fresh: `ensure()` does not ask again. `Infinity`: once per page. */
  staleMs: number;
  /** While watched: revalidate when the page is shown again after being hidden this long or longer. */
  onShowAfterMs?: number;
  /** While watched: revalidate when the answer is this old (timers run while the page is visible). */
  everyMs?: number;
  /** `everyMs` also while the page is hidden (the futures list, spec §7). */
  everyWhileHidden?: boolean;
  /**
   * While watched: after a failure, the delay before attempt `n` (1, 2, ...) tries again, or null
   * to stop; a failed resource also tries again when the browser comes back online.
   */
  retryMs?: (attempt: number) => number | null;
}

export interface ResourceEnv {
  /** ms since epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  isVisible(): boolean;
  /** Page shown, page hidden, browser back online. Returns the unsubscribe. */
  on(event: 'visible' | 'hidden' | 'online', listener: () => void): () => void;
  /** Resolves after the chrome's first paint. */
  afterPaint(): Promise<void>;
}

export interface ResourceOptions<V> {
  // From the caller
  /** Asks the server. Should not throw (a throw is a failure). */
  fetch(): Promise<ResourceAnswer<V>>;
  /** A value the first paint may show (then the request follows the paint). */
  seed?(): ResourceSeed<V> | undefined;
  /** After a failure with nothing shown: a value to show anyway (the stale cache, a default). */
  fallback?(): V | undefined;
  /** Keeps a valid answer (the spec §5 cache write). */
  persist?(raw: unknown, value: V, at: number): void;
  /** Whether two raw answers are the same (default: equal JSON). */
  same?(a: unknown, b: unknown): boolean;
  freshness: Freshness;
  // From the adapter
  env: ResourceEnv;
}

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceState<V> {
  /** idle: never asked; loading: nothing to show yet; ready: a value shows; error: nothing valid came. */
  status: ResourceStatus;
  value: V | undefined;
  /** Where the value came from: a seed (cache or server HTML), the server, or the fallback. */
  source: 'seed' | 'server' | 'fallback' | null;
  /** When the value shown was answered (ms since epoch); 0 when none has been. */
  updatedAt: number;
  /** The last attempt failed (what shows, if anything, is older or a fallback). */
  failed: boolean;
  /** A request is on its way. */
  fetching: boolean;
}

export interface Resource<V> {
  get(): ResourceState<V>;
  /** Called after every change of what shows (status, value, source, failed). Returns the unsubscribe. */
  subscribe(listener: (state: ResourceState<V>) => void): () => void;
  /**
   * Loads when nothing fresh is there (never asked, failed, or older than `staleMs`); joins a
   * request on its way. Resolves when the value to show is settled (at once for a painted seed).
   */
  ensure(): Promise<void>;
  /** Asks the server now (joins a request on its way). */
  revalidate(): Promise<void>;
  /**
   * The freshness rule runs while at least one watcher is there (a view showing the value):
   * revalidation on show and on schedule, retries. Returns the unwatch.
   */
  watch(): () => void;
  /** Forgets the value; answers to earlier requests are dropped. */
  reset(): void;
}

const sameJson = (a: unknown, b: unknown): boolean => {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
};

const IDLE: ResourceState<never> = Object.freeze({ status: 'idle', value: undefined, source: null, updatedAt: 0, failed: false, fetching: false });

export function createResource<V>(options: ResourceOptions<V>): Resource<V> {
  const { env, freshness } = options;
  const same = options.same ?? sameJson;
  let state: ResourceState<V> = IDLE;
  let raw: unknown = undefined;
  let hasRaw = false;
  let inflight: Promise<void> | null = null;
  /** A painted seed's revalidation, waiting for the paint. */
  let pendingAfterPaint: Promise<void> | null = null;
  let generation = 0;
  let failures = 0;
  let watchers = 0;
  let offEvents: (() => void)[] = [];
  let dueTimer: unknown = null;
  /** When the last request started: the schedule counts from it (a failed one too). */
  let attemptedAt = -Infinity;
  /** When the page was hidden (while watched), or null while it shows. */
  let hiddenAt: number | null = null;
  let retryTimer: unknown = null;
  const listeners = new Set<(state: ResourceState<V>) => void>();

  /**
   * Listeners hear what a view shows (status, value, source, failed); a request starting or an
   * unchanged answer's new time are kept without a word, so nothing re-renders for them.
   */
  function set(next: Partial<ResourceState<V>>): void {
    const merged = { ...state, ...next };
    const news = merged.status !== state.status || merged.value !== state.value || merged.source !== state.source || merged.failed !== state.failed;
    state = merged;
    if (news) for (const listener of [...listeners]) listener(state);
  }

  const age = () => (state.updatedAt > 0 ? env.now() - state.updatedAt : Infinity);
  const isFresh = () => state.status === 'ready' && !state.failed && state.source !== 'fallback' && age() < freshness.staleMs;

  function clearTimer(timer: unknown): null {
    if (timer !== null) env.clearTimeout(timer);
    return null;
  }

  /**
   * The next scheduled revalidation (`everyMs` after the last request started), while watched
   * and (unless allowed) visible; one that fell due meanwhile (a hidden page's throttled timer)
   * runs now.
   */
  function scheduleDue(): void {
    dueTimer = clearTimer(dueTimer);
    const every = freshness.everyMs;
    // A painted seed's request follows the paint; the schedule starts from its answer.
    if (watchers === 0 || every === undefined || state.status === 'idle' || inflight || pendingAfterPaint) return;
    if (!freshness.everyWhileHidden && !env.isVisible()) return;
    const due = every - (env.now() - attemptedAt);
    if (due <= 0) {
      void revalidate();
      return;
    }
    dueTimer = env.setTimeout(() => {
      dueTimer = null;
      void revalidate();
    }, due);
  }

  function scheduleRetry(): void {
    retryTimer = clearTimer(retryTimer);
    if (watchers === 0 || !state.failed || !freshness.retryMs) return;
    const delay = freshness.retryMs(failures);
    if (delay === null) return;
    retryTimer = env.setTimeout(() => {
      retryTimer = null;
      void revalidate();
    }, delay);
  }

  function fetchNow(): Promise<void> {
    if (inflight) return inflight;
    const asked = generation;
    // A request before the paint (someone needed the live answer sooner) answers for a painted
    // seed: it is not asked again after the paint.
    pendingAfterPaint = null;
    attemptedAt = env.now();
    if (state.status === 'idle' || state.status === 'error') set({ status: 'loading', fetching: true });
    else set({ fetching: true });
    retryTimer = clearTimer(retryTimer);
    let answer: Promise<ResourceAnswer<V>>;
    try {
      answer = options.fetch();
    } catch {
      answer = Promise.resolve({ ok: false, reason: 'threw' });
    }
    const job = answer
      .catch((): ResourceAnswer<V> => ({ ok: false, reason: 'threw' }))
      .then((result) => {
        if (asked !== generation) return;
        const at = env.now();
        if (result.ok) {
          failures = 0;
          options.persist?.(result.raw, result.value, at);
          const unchanged = hasRaw && state.source !== 'fallback' && state.value !== undefined && same(raw, result.raw);
          raw = result.raw;
          hasRaw = true;
          // An answer equal to what shows keeps the value (and its identity): nothing re-renders.
          set(
            unchanged
              ? { status: 'ready', source: 'server', updatedAt: at, failed: false, fetching: false }
              : { status: 'ready', value: result.value, source: 'server', updatedAt: at, failed: false, fetching: false },
          );
        } else {
          failures += 1;
          if (state.value !== undefined && state.source !== 'fallback') set({ status: 'ready', failed: true, fetching: false });
          else {
            const fallback = options.fallback?.();
            if (fallback !== undefined) set({ status: 'ready', value: fallback, source: 'fallback', failed: true, fetching: false });
            else set({ status: 'error', value: undefined, source: null, failed: true, fetching: false });
          }
        }
      })
      .finally(() => {
        if (inflight === job) inflight = null;
        if (asked !== generation) return;
        scheduleDue();
        scheduleRetry();
      });
    inflight = job;
    return job;
  }

  function revalidate(): Promise<void> {
    return fetchNow();
  }

  function ensure(): Promise<void> {
    if (inflight) return inflight;
    if (pendingAfterPaint) return Promise.resolve();
    if (state.status === 'idle') {
      const seed = options.seed?.();
      if (seed) {
        raw = seed.raw;
        hasRaw = seed.raw !== undefined;
        set({ status: 'ready', value: seed.value, source: 'seed', updatedAt: seed.at, failed: false });
        if (seed.fresh) {
          // As if asked when the server asked: the schedule (everyMs) runs from then.
          attemptedAt = seed.at;
          scheduleDue();
          return Promise.resolve();
        }
        const asked = generation;
        const after: Promise<void> = env.afterPaint().then(() => {
          if (asked !== generation || pendingAfterPaint !== after) return undefined;
          pendingAfterPaint = null;
          return fetchNow();
        });
        pendingAfterPaint = after;
        return Promise.resolve();
      }
    }
    if (isFresh()) return Promise.resolve();
    return fetchNow();
  }

  function onShown(): void {
    const hiddenFor = hiddenAt === null ? 0 : env.now() - hiddenAt;
    hiddenAt = null;
    if (freshness.onShowAfterMs !== undefined && state.status !== 'idle' && hiddenFor >= freshness.onShowAfterMs) void revalidate();
    // A hidden page's timers are throttled: what fell due meanwhile runs now.
    else scheduleDue();
  }

  function onHidden(): void {
    hiddenAt ??= env.now();
    if (!freshness.everyWhileHidden) dueTimer = clearTimer(dueTimer);
  }

  function onOnline(): void {
    if (state.failed) void revalidate();
  }

  function watch(): () => void {
    watchers += 1;
    if (watchers === 1) {
      offEvents = [env.on('visible', onShown), env.on('hidden', onHidden), env.on('online', onOnline)];
      hiddenAt = env.isVisible() ? null : env.now();
      scheduleDue();
      scheduleRetry();
    }
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      watchers -= 1;
      if (watchers > 0) return;
      for (const off of offEvents.splice(0)) off();
      dueTimer = clearTimer(dueTimer);
      retryTimer = clearTimer(retryTimer);
    };
  }

  function reset(): void {
    generation += 1;
    inflight = null;
    pendingAfterPaint = null;
    failures = 0;
    attemptedAt = -Infinity;
    raw = undefined;
    hasRaw = false;
    dueTimer = clearTimer(dueTimer);
    retryTimer = clearTimer(retryTimer);
    set(IDLE);
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure,
    revalidate,
    watch,
    reset,
  };
}
