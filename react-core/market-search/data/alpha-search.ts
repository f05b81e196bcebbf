import { proxy, ref } from 'valtio/vanilla';
import { MARKET_SEARCH } from '../market-search.data';
import type { AlphaRow, ListStatus } from '../market-search.types';

/**
 * The alpha token search box (spec §4 Alpha token search, §7 alpha/markets_by_keywords): the
 * server searches, so typing is debounced (1000 ms) and each keyword that settles is requested
 * once. A blank keyword requests nothing: the panel shows the chain's default list. Answers to
 * a keyword the user has since left are dropped. Framework-free: timers come in through `env`.
 */
export interface AlphaSearchState {
  /** What the user typed, as typed. */
  keyword: string;
  /** The trimmed keyword `rows` answer; '' while the default list shows. */
  settled: string;
  /** `idle`: blank keyword (show the chain's default list); `loading`: a keyword is on its way. */
  status: ListStatus;
  rows: readonly AlphaRow[];
}

export interface AlphaSearchEnv {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface AlphaSearchOptions {
  // From the caller
  /** One request for a settled keyword; null when it failed. Must not throw (it is caught anyway). */
  search(keyword: string): Promise<readonly AlphaRow[] | null>;
  debounceMs?: number;
  // From the adapter
  env: AlphaSearchEnv;
}

export interface AlphaSearch {
  readonly state: AlphaSearchState;
  setKeyword(raw: string): void;
  /** Asks again for the keyword whose search failed (Retry); nothing otherwise. */
  retry(): void;
  /** Cancels the pending keyword and ignores the answer on its way. */
  dispose(): void;
}

export function createAlphaSearch(options: AlphaSearchOptions): AlphaSearch {
  const { env } = options;
  const debounceMs = options.debounceMs ?? MARKET_SEARCH.alphaSearchDebounceMs;
  const state = proxy<AlphaSearchState>({ keyword: '', settled: '', status: 'idle', rows: ref([]) });
  let timer: unknown = null;
  /** Bumped whenever the answer on its way stops being wanted. */
  let generation = 0;
  /** The keyword requested last (its answer shows or is on its way); null after a failure. */
  let requested: string | null = null;
  let disposed = false;

  const cancelTimer = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };

  async function run(keyword: string): Promise<void> {
    requested = keyword;
    const mine = ++generation;
    state.status = 'loading';
    let rows: readonly AlphaRow[] | null = null;
    try {
      rows = await options.search(keyword);
    } catch {
      rows = null;
    }
    if (disposed || mine !== generation) return;
    if (!rows) requested = null;
    state.settled = keyword;
    state.rows = ref(rows ?? []);
    state.status = rows ? 'ready' : 'error';
  }

  return {
    state,
    setKeyword(raw) {
      if (disposed) return;
      const typed = typeof raw === 'string' ? raw : '';
      const keyword = typed.trim();
      state.keyword = typed;
      cancelTimer();
      if (keyword === '') {
        generation += 1;
        requested = null;
        state.settled = '';
        state.status = 'idle';
        state.rows = ref([]);
        return;
      }
      // Back to the keyword already shown (or on its way) before the debounce ran out.
      if (keyword === requested) return;
      timer = env.setTimeout(() => {
        timer = null;
        void run(keyword);
      }, debounceMs);
    },
    retry() {
      if (disposed || state.status !== 'error' || state.settled === '') return;
      cancelTimer();
      void run(state.settled);
    },
    dispose() {
      disposed = true;
      cancelTimer();
      generation += 1;
    },
  };
}
