import { ref } from 'valtio/vanilla';
import { request, type Query } from '../../core/api/client';
import type { EndpointPath } from '../../core/api/endpoints';
import { pickValid, readCache, writeCache } from '../../core/cache/cache';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../core/i18n/languages';
import { createResource, type Freshness, type Resource, type ResourceEnv, type ResourceState } from '../../core/resource/resource';
import { FRESHNESS } from '../../core/resource/freshness';
import { timezoneParam, type ChangeWindow } from '../../core/store/prefs';
import * as MARKET_PATHS from '../../core/api/market-paths';
import { MARKET_QUERY, MARKET_SEARCH } from '../market-search.data';
import type {
  AlphaRow,
  DeliveryRow,
  FuturesRow,
  ListStatus,
  MarketList,
  OptionsRow,
  PayWithRow,
  PilotRow,
  PreMarketRow,
  SpotRow,
  TabMenus,
} from '../market-search.types';
import { mapAlphaTokens } from './alpha.mappers';
import { mapDeliveryContracts } from './delivery.mappers';
import { mapFuturesMarkets } from './futures.mappers';
import { mapOptionsMarkets, mapOptionsUnderlyings } from './options.mappers';
import { defaultPayWith, mapPayWithList } from './pay-with.mappers';
import { mapPilotMarkets } from './pilot.mappers';
import { mapPreMarket } from './pre-market.mappers';
import { mapSpotMarkets } from './spot.mappers';
import { EMPTY_TAB_MENUS, mapTabMenus } from './tabs.mappers';
import { searchIndexOf } from './market-rank.rules';
import { rowSet, type MapContext, type MarketWarn } from './row-fields';

/**
 * The loading rules of the market panels (spec §4 Market panel, §5, §7, §9), without React or
 * the DOM: the clock, the timers, page visibility and fetch come in through `env`, so every rule
 * runs under a controlled clock in unit tests.
 * - Nothing is requested until an action asks (the first hover or focus of a market nav item).
 * - One request per list and API base (and timezone, for the calls that carry it; and chain, for
 *   alpha): every panel and the search modal read the same entry, a cached resource
 *   (core/resource). Rows are mapped per language (their links carry its prefix), from the one
 *   answer.
 * - A failed list is requested again by the next action; a list that answered is asked again by
 *   an action once it is older than 60 s (a panel opening shows fresh prices), except:
 * - futures refresh every 600 000 ms from their first load on, also while the page is hidden
 *   (a hidden page's throttled timer is caught up as soon as it shows again);
 * - the delivery list loads when its tab is activated, is never refreshed on a timer, and a
 *   second activation within 30 000 ms of the last answer does not request again;
 * - Pay-with follows the spec §5 cache rule: a valid cached list shows at once, a valid answer
 *   replaces and re-caches it, an invalid one falls back to the cache, then to USD.
 * Every failure leaves the rows it could validate (or none) and a status; nothing throws.
 */

/** What every market action needs from the element. */
export interface MarketContext {
  /** The `api-base` attribute ('' = same origin). */
  base: string;
  lang: LanguageCode;
  /** `prefs.changeWindow`: its spec §5 timezone parameter goes with spot, futures, pilot and alpha calls. */
  changeWindow: ChangeWindow | '';
}

export interface MarketLoaderEnv {
  /** The HTTP client's fetch; the global fetch when absent. */
  fetchImpl?: typeof fetch;
  /** ms since epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  /** Calls `listener` whenever the page becomes visible; returns the unsubscribe. */
  onVisible(listener: () => void): () => void;
  warn?: MarketWarn;
}

export type TabsEntry = { status: ListStatus; updatedAt: number; menus: TabMenus };

export interface RowsByKind {
  spot: SpotRow;
  futures: FuturesRow;
  delivery: DeliveryRow;
  pilot: PilotRow;
  alpha: AlphaRow;
  preMarket: PreMarketRow;
  options: OptionsRow;
  /** One underlying's option contracts (the OPTIONS tab menu's sub-tabs, spec §7). */
  optionsMarkets: OptionsRow;
  payWith: PayWithRow;
}
export type ListKind = keyof RowsByKind;

/** Entries keyed by `entryKey(kind, ctx, chain)`; read them with `listOf` / `tabsOf`. */
export type MarketSearchState = { tabs: Record<string, TabsEntry> } & {
  [K in ListKind]: Record<string, MarketList<RowsByKind[K]>>;
};

export function createMarketSearchState(): MarketSearchState {
  return { tabs: {}, spot: {}, futures: {}, delivery: {}, pilot: {}, alpha: {}, preMarket: {}, options: {}, optionsMarkets: {}, payWith: {} };
}

/** Everything the loader loads: the lists and the tab menus. */
export type MarketDataKind = ListKind | 'tabs';
type Policy = 'once' | 'refresh' | 'dedupe';

/** The parameters a request depends on (its slot key is made of these). */
interface SlotRequest {
  base: string;
  timezone: string;
  chain: string;
}

interface Source {
  path: EndpointPath;
  policy: Policy;
  /** Whether the call carries the timezone parameter (spec §7), and so has one entry per timezone. */
  timezoned: boolean;
  query(req: SlotRequest): Query;
  /** The answer's value for one language; null when the data does not have the expected shape. */
  map(data: unknown, ctx: MapContext): unknown;
  /** The entry fields for a value (null: nothing valid arrived). */
  present(value: unknown, ctx: MapContext): object;
  /** Spec §5 cache rule (pay-with): cache key of an API base. */
  cacheKey?(base: string): string;
}

const rowsSource = (source: Omit<Source, 'present'>): Source => ({
  ...source,
  present: (value) => {
    const rows = Array.isArray(value) ? value : [];
    // Ahead of the first keystroke: the whole list is what the search modal ranks.
    searchIndexOf(rows);
    return rowSet(rows);
  },
});

const SOURCES: Record<MarketDataKind, Source> = {
  tabs: {
    path: MARKET_PATHS.marketTabs,
    policy: 'once',
    timezoned: false,
    query: () => ({ area: MARKET_QUERY.tabsArea }),
    map: (data, ctx) => mapTabMenus(data, ctx.warn),
    present: (value) => ({ menus: (value as TabMenus | null) ?? EMPTY_TAB_MENUS }),
  },
  spot: rowsSource({
    path: MARKET_PATHS.spotMarkets,
    policy: 'once',
    timezoned: true,
    query: (req) => ({ exchange_type: MARKET_QUERY.spotExchangeType, timezone: req.timezone }),
    map: mapSpotMarkets,
  }),
  futures: rowsSource({
    path: MARKET_PATHS.futuresMarkets,
    policy: 'refresh',
    timezoned: true,
    query: (req) => ({ exchange_type: MARKET_QUERY.futuresExchangeType, timezone: req.timezone }),
    // Spec §5 "the futures result must have code 200": the client answers any other code as a failure.
    map: mapFuturesMarkets,
  }),
  delivery: rowsSource({
    path: MARKET_PATHS.deliveryContracts,
    policy: 'dedupe',
    timezoned: false,
    query: () => ({}),
    map: mapDeliveryContracts,
  }),
  pilot: rowsSource({
    path: MARKET_PATHS.pilotMarkets,
    policy: 'once',
    timezoned: true,
    query: (req) => ({ exchange_type: MARKET_QUERY.pilotExchangeType, timezone: req.timezone }),
    map: mapPilotMarkets,
  }),
  alpha: rowsSource({
    path: MARKET_PATHS.alphaCurrencies,
    policy: 'once',
    timezoned: true,
    query: (req) => ({
      tab: MARKET_QUERY.alphaAllChains,
      chain: req.chain || undefined,
      timezone: req.timezone,
      page: MARKET_QUERY.firstPage,
      limit: MARKET_SEARCH.listLimit,
    }),
    map: mapAlphaTokens,
  }),
  preMarket: rowsSource({
    path: MARKET_PATHS.preMarketCurrencies,
    policy: 'once',
    timezoned: false,
    query: () => ({ limit: MARKET_SEARCH.listLimit, page: MARKET_QUERY.firstPage }),
    map: mapPreMarket,
  }),
  options: rowsSource({
    path: MARKET_PATHS.optionsUnderlying,
    policy: 'once',
    timezoned: false,
    query: () => ({}),
    map: mapOptionsUnderlyings,
  }),
  // Spec §7 "options market list with a market parameter": one underlying's contracts, the
  // slot's parameter (`chain` of the request) being the underlying (an OPTIONS sub-tab).
  optionsMarkets: rowsSource({
    path: MARKET_PATHS.optionsMarkets,
    policy: 'once',
    timezoned: false,
    query: (req) => ({ market: req.chain }),
    map: mapOptionsMarkets,
  }),
  payWith: {
    path: MARKET_PATHS.buyCryptoFiatList,
    policy: 'once',
    timezoned: false,
    query: () => ({}),
    map: mapPayWithList,
    // Spec §3/§5: an empty or invalid list shows the cached one, else the default (USD).
    present: (value, ctx) => rowSet(pickValid(value as PayWithRow[] | null, undefined, [defaultPayWith(ctx)])),
    cacheKey: (base) => `market-search.pay-with.${base}`,
  },
};

const hasRows = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/** The one request a list comes from. */
function slotKey(kind: MarketDataKind, req: SlotRequest): string {
  const timezone = SOURCES[kind].timezoned ? req.timezone : '';
  return `${kind}|${req.base}|${timezone}|${req.chain}`;
}

function slotRequest(kind: MarketDataKind, ctx: MarketContext, chain: string): SlotRequest {
  return {
    base: ctx.base,
    timezone: SOURCES[kind].timezoned ? timezoneParam(ctx.changeWindow) : '',
    // The list's one parameter: an alpha chain, or an options underlying.
    chain: kind === 'alpha' ? normalizeChain(chain) : kind === 'optionsMarkets' ? chain.trim().toUpperCase() : '',
  };
}

/** A MEMEBOX sub-tab code to the chain parameter: '' for every chain. */
export function normalizeChain(chain: string): string {
  const value = chain.trim().toLowerCase();
  return value === MARKET_QUERY.alphaAllChains.toLowerCase() ? '' : value;
}

/**
 * The key of a list's entry in the state: the request it comes from and the language its links
 * carry. Tab menus have one entry per API base.
 */
export function entryKey(kind: MarketDataKind, ctx: MarketContext, chain = ''): string {
  const key = slotKey(kind, slotRequest(kind, ctx, chain));
  return kind === 'tabs' ? key : `${key}|${ctx.lang}`;
}

interface Slot {
  request: SlotRequest;
  /** The list's one cached resource: its value is the last valid raw answer (core/resource). */
  resource: Resource<unknown>;
  /** Entry key -> its language: every entry this slot's answers are mapped into. */
  entries: Map<string, LanguageCode>;
}

export interface MarketLoader {
  load(kind: MarketDataKind, ctx: MarketContext, chain?: string): Promise<void>;
  /** One alpha keyword search (alpha/markets_by_keywords); null when it failed. */
  searchAlpha(ctx: MarketContext, keyword: string): Promise<AlphaRow[] | null>;
  /** Stops the refresh timers and ignores answers still on their way. */
  dispose(): void;
}

export interface MarketLoaderOptions {
  // From the caller
  /** The state entries are written into (the store's valtio proxy). */
  state: MarketSearchState;
  contractRefreshMs?: number;
  deliveryDedupeMs?: number;
  /** Request timeout; the client's 4000 ms (spec §7) when absent. */
  timeoutMs?: number;
  // From the adapter
  env: MarketLoaderEnv;
}

/** The resource's side of the loader's environment (no paint to wait for: nothing is seeded). */
function resourceEnv(env: MarketLoaderEnv): ResourceEnv {
  return {
    now: env.now,
    setTimeout: env.setTimeout,
    clearTimeout: env.clearTimeout,
    // The futures refresh runs hidden too; no other market list has a timer.
    isVisible: () => true,
    on: (event, listener) => (event === 'visible' ? env.onVisible(listener) : () => undefined),
    afterPaint: () => Promise.resolve(),
  };
}

export function createMarketLoader(options: MarketLoaderOptions): MarketLoader {
  const { state, env } = options;
  /**
   * The freshness rule of each policy (core/resource/freshness.ts): a list is asked again when a
   * panel opens and it is older than 60 s; futures refresh every 600 000 ms from their first load
   * on, also while the page is hidden (spec §7); delivery is deduplicated for 30 000 ms and never
   * refreshed on a timer (spec §9).
   */
  const freshness: Record<Policy, Freshness> = {
    once: FRESHNESS.marketList,
    refresh: { ...FRESHNESS.marketList, everyMs: options.contractRefreshMs ?? MARKET_SEARCH.contractRefreshMs, everyWhileHidden: true },
    dedupe: { staleMs: options.deliveryDedupeMs ?? MARKET_SEARCH.deliveryDedupeMs },
  };
  const slots = new Map<string, Slot>();
  /** Per API base, the refreshing list (the futures of one timezone) last asked for and its watch. */
  const refreshing = new Map<string, { slot: string; unwatch: () => void }>();
  let disposed = false;

  const table = (kind: MarketDataKind) => state[kind] as Record<string, { status: ListStatus; updatedAt: number }>;
  const mapContext = (lang: LanguageCode): MapContext => ({ lang, now: env.now(), warn: env.warn });

  function write(kind: MarketDataKind, key: string, status: ListStatus, fields: object, updatedAt: number): void {
    // ref(): rows, maps and menus are replaced whole, never edited, so valtio need not proxy them.
    const refs: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(fields)) refs[name] = typeof value === 'object' && value !== null ? ref(value) : value;
    table(kind)[key] = { status, updatedAt, ...refs };
  }

  function cached(kind: MarketDataKind, base: string, lang: LanguageCode): unknown {
    const source = SOURCES[kind];
    if (!source.cacheKey) return undefined;
    return readCache(
      source.cacheKey(base),
      lang,
      (data) => {
        const value = source.map(data, mapContext(lang));
        return Array.isArray(value) && value.length > 0 ? data : null;
      },
      env.now(),
    );
  }

  /** A new entry: the slot's last answer when there is one, else the cache, else loading. */
  function open(kind: MarketDataKind, key: string, lang: LanguageCode, slot: Slot): void {
    if (table(kind)[key]) return;
    const ctx = mapContext(lang);
    const source = SOURCES[kind];
    const answer = slot.resource.get();
    if (answer.value !== undefined) {
      write(kind, key, 'ready', source.present(source.map(answer.value, ctx), ctx), env.now());
      return;
    }
    const fromCache = cached(kind, slot.request.base, lang);
    if (fromCache !== undefined) write(kind, key, 'ready', source.present(source.map(fromCache, ctx), ctx), env.now());
    else write(kind, key, 'loading', source.present(null, ctx), 0);
  }

  /** What the slot's resource says, written into every entry (one per language) it feeds. */
  function publish(kind: MarketDataKind, slot: Slot, answer: ResourceState<unknown>): void {
    if (disposed || answer.status === 'idle' || answer.status === 'loading') return;
    const source = SOURCES[kind];
    const at = answer.updatedAt || env.now();
    for (const [entry, lang] of slot.entries) {
      const ctx = mapContext(lang);
      const shown = table(kind)[entry];
      if (answer.value !== undefined && !answer.failed) {
        const value = source.map(answer.value, ctx);
        // Spec §5 (pay-with): an empty answer shows the cached list it cannot replace, else the default.
        if (source.cacheKey && !hasRows(value) && shown?.status === 'ready') continue;
        write(kind, entry, 'ready', source.present(value, ctx), at);
        continue;
      }
      // A failed refresh keeps the rows on screen; a cached list stays as it is.
      if (shown && shown.status === 'ready' && (answer.value !== undefined || source.cacheKey)) continue;
      // Spec §8: nothing valid arrived: the empty list (pay-with: its default), and the status says why.
      write(kind, entry, 'error', source.present(null, ctx), env.now());
    }
  }

  function createSlot(kind: MarketDataKind, req: SlotRequest): Slot {
    const source = SOURCES[kind];
    const entries = new Map<string, LanguageCode>();
    const resource = createResource<unknown>({
      async fetch() {
        const result = await request(source.path, { base: req.base, query: source.query(req), fetchImpl: env.fetchImpl, timeoutMs: options.timeoutMs });
        if (!result.ok) return { ok: false, reason: result.kind };
        // Validity does not depend on the language: the first entry's mapping decides it.
        const firstLang = entries.values().next().value ?? DEFAULT_LANGUAGE;
        const value = source.map(result.data, mapContext(firstLang));
        return value !== null ? { ok: true, value: result.data, raw: result.data } : { ok: false, reason: 'invalid' };
      },
      persist(raw, _value, at) {
        const firstLang = entries.values().next().value;
        // Spec §5: only a list worth showing is cached (an empty one keeps the last good one).
        if (source.cacheKey && firstLang && hasRows(source.map(raw, mapContext(firstLang)))) writeCache(source.cacheKey(req.base), firstLang, raw, at);
      },
      freshness: freshness[source.policy],
      env: resourceEnv(env),
    });
    const slot: Slot = { request: req, resource, entries };
    resource.subscribe((answer) => publish(kind, slot, answer));
    return slot;
  }

  function load(kind: MarketDataKind, ctx: MarketContext, chain = ''): Promise<void> {
    if (disposed) return Promise.resolve();
    const req = slotRequest(kind, ctx, chain);
    const key = slotKey(kind, req);
    let slot = slots.get(key);
    if (!slot) {
      slot = createSlot(kind, req);
      slots.set(key, slot);
    }
    const entry = entryKey(kind, ctx, chain);
    slot.entries.set(entry, ctx.lang);
    open(kind, entry, ctx.lang, slot);
    if (SOURCES[kind].policy === 'refresh' && refreshing.get(req.base)?.slot !== key) {
      // The list now asked for is the one that refreshes (a timezone switch moves the timer).
      refreshing.get(req.base)?.unwatch();
      refreshing.set(req.base, { slot: key, unwatch: slot.resource.watch() });
    }
    const shown = table(kind)[entry];
    if (shown && shown.status === 'error') shown.status = 'loading';
    return slot.resource.ensure();
  }

  async function searchAlpha(ctx: MarketContext, keyword: string): Promise<AlphaRow[] | null> {
    const result = await request(MARKET_PATHS.alphaSearch, {
      base: ctx.base,
      query: { keywords: keyword.trim() },
      fetchImpl: env.fetchImpl,
      timeoutMs: options.timeoutMs,
    });
    if (!result.ok) return null;
    return mapAlphaTokens(result.data, mapContext(ctx.lang));
  }

  return {
    load,
    searchAlpha,
    dispose() {
      disposed = true;
      for (const record of refreshing.values()) record.unwatch();
      refreshing.clear();
      for (const slot of slots.values()) slot.resource.reset();
    },
  };
}

/** The entry of a list, or an idle one (nothing asked for it yet). */
export function listOf<K extends ListKind>(state: MarketSearchState, kind: K, ctx: MarketContext, chain = ''): MarketList<RowsByKind[K]> {
  return (state[kind][entryKey(kind, ctx, chain)] as MarketList<RowsByKind[K]> | undefined) ?? idleList<RowsByKind[K]>();
}

const IDLE: MarketList<never> = Object.freeze({ status: 'idle', rows: [], byTab: new Map(), firstData: null, updatedAt: 0 });
function idleList<R>(): MarketList<R> {
  return IDLE as MarketList<R>;
}

const IDLE_TABS: TabsEntry = Object.freeze({ status: 'idle', updatedAt: 0, menus: EMPTY_TAB_MENUS });

export function tabsOf(state: MarketSearchState, ctx: MarketContext): TabsEntry {
  return state.tabs[entryKey('tabs', ctx)] ?? IDLE_TABS;
}
