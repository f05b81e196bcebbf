import type { LanguageCode } from '../../core/i18n/languages';
import { safeHref } from '../../core/routes/links';
import { asArray, asBoolean, withoutInvisible } from '../../core/util/coerce';
import { warnOnce } from '../../core/util/warn';
import { toUnixSeconds } from '../../core/util/unix-time';
import { TEXT_LIMITS } from '../market-search.data';
import { searchKeys } from './market-rank.rules';
import type { MarketKind, MarketList, MarketRow, MarketTag, SearchableRow, Trend } from '../market-search.types';

/**
 * Field rules shared by every market mapper. Each takes any JSON value and returns the wanted
 * type or an "absent" value ('' / null / 0); none throws. The mappers are built from these, so
 * "any JSON in, valid rows out" holds by construction.
 */

export type MarketWarn = (key: string, message: string, ...details: unknown[]) => void;

/** What a mapper needs besides the data: links get the language prefix, icons the day stamp. */
export interface MapContext {
  lang: LanguageCode;
  /** ms since epoch: decides "newly listed" (a future opening time) and the icons' day stamp. */
  now: number;
  /** Defaults to `warnOnce`. */
  warn?: MarketWarn;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** A market or tab code (BTC_USDT, USDT_HOT, BTC_USDT_20261225); null when it is not one. */
export function marketCode(value: unknown, max: number = TEXT_LIMITS.code): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return code.length <= max && CODE.test(code) ? code : null;
}

const SYMBOL = /^[A-Z0-9][A-Z0-9.-]{0,31}$/;

/** A coin or quote symbol, upper-cased (BTC, 1000SATS); null when it is not one. */
export function symbolOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const symbol = value.trim().toUpperCase();
  return SYMBOL.test(symbol) ? symbol : null;
}

/** 'BTC_USDT' -> ['BTC', 'USDT'] (or with '/'); null unless exactly two valid symbols. */
export function splitPair(value: unknown, separator: '_' | '/' = '_'): [string, string] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(separator);
  if (parts.length !== 2) return null;
  const base = symbolOf(parts[0]);
  const quote = symbolOf(parts[1]);
  return base && quote ? [base, quote] : null;
}

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A price or volume as the server printed it ('96012.35'); finite numbers are printed; else ''. */
export function decimalText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text.length <= TEXT_LIMITS.number && DECIMAL.test(text) ? text : '';
}

/** A change percent ('2.35' or 2.35); null when absent or not a number. */
export function percentOf(value: unknown): number | null {
  const text = decimalText(value);
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Spec §3: up when the percent is >= 0; an unknown change does not paint a row red. */
export function trendOf(percent: number | null): Trend {
  return percent === null || percent >= 0 ? 'up' : 'down';
}

/** A whole non-negative number such as a leverage multiple; 0 when absent or absurd. */
export function wholeNumber(value: unknown, max = 10_000): number {
  const n = typeof value === 'number' ? value : Number(decimalText(value) || NaN);
  return Number.isFinite(n) && n >= 0 && n <= max ? Math.floor(n) : 0;
}

/** Unix seconds (the wire's timestamps); null when absent or absurd. */
export function secondsOf(value: unknown): number | null {
  return typeof value === 'number' || typeof value === 'string' ? toUnixSeconds(value) : null;
}

export function flagOf(value: unknown): boolean {
  return asBoolean(value, false);
}

/** Spec §3: a future opening time means newly listed. */
export function isUpcoming(openingTime: number | null, now: number): boolean {
  return openingTime !== null && openingTime * 1000 > now;
}

/** A comma-separated code list ('USDT,USDT_HOT'), or a list of codes: valid codes, each once. */
export function codeList(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : asArray(value);
  const out: string[] = [];
  for (const item of items) {
    const code = marketCode(item);
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

const DAY_MS = 86_400_000;

/**
 * Spec §9 "icon cache-busting by day": a safe icon URL (http(s) or a path; never a language
 * prefix) with the day number appended, so a changed icon shows by the next day while the
 * browser cache still serves it all day. '' when the value is not a safe URL.
 */
export function dayStampedIcon(value: unknown, ctx: Pick<MapContext, 'lang' | 'now'>): string {
  const url = urlOf(value, ctx.lang, false);
  if (!url) return '';
  const day = Number.isFinite(ctx.now) ? Math.floor(ctx.now / DAY_MS) : 0;
  const hash = url.indexOf('#');
  const head = hash >= 0 ? url.slice(0, hash) : url;
  const tail = hash >= 0 ? url.slice(hash) : '';
  return `${head}${head.includes('?') ? '&' : '?'}d=${day}${tail}`;
}

/** A link of the data (a row's `link`) or a route path, language-prefixed; null when unsafe. */
export function linkOf(value: unknown, ctx: Pick<MapContext, 'lang'>): string | null {
  return urlOf(value, ctx.lang, true);
}

/**
 * The safe-href rule (http(s) or relative, nothing else) for a server URL. Tab, CR and LF are
 * dropped first as browsers drop them; any other invisible character rejects the URL rather
 * than leave it in an attribute.
 */
function urlOf(value: unknown, lang: LanguageCode, languagePrefix: boolean): string | null {
  if (typeof value !== 'string' || value.length > TEXT_LIMITS.url) return null;
  const cleaned = value.replace(/[\t\n\r]/g, '').trim();
  if (!cleaned || withoutInvisible(cleaned) !== cleaned) return null;
  const url = safeHref(cleaned, lang, languagePrefix);
  // A bare '#...' or '?...' is safe but names no market and no image.
  return url && (url.startsWith('/') || /^https?:/i.test(url)) ? url : null;
}

/** Spec §9 Display: an address longer than 8 characters shows its first 4 and last 4. */
export function shortAddress(address: string): string {
  return address.length > 8 ? `${address.slice(0, 4)}...${address.slice(-4)}` : address;
}

export function tagsOf(hot: boolean, upcoming: boolean): MarketTag[] {
  const tags: MarketTag[] = [];
  if (hot) tags.push('hot');
  if (upcoming) tags.push('new');
  return tags;
}

/** Server `tags`: 'hot,new', ['hot'], ... keeping the two known tags. */
export function serverTags(value: unknown): { hot: boolean; new: boolean } {
  const items = typeof value === 'string' ? value.split(',') : asArray(value);
  const words = items.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : ''));
  return { hot: words.includes('hot'), new: words.includes('new') };
}

/** The fields every market row computes the same way. */
export interface MarketRowInput<K extends MarketRow['kind']> {
  kind: K;
  /** `{kind}:{market}` unless the kind needs more to be unique. */
  id?: string;
  market: string;
  base: string;
  quote: string;
  name: string;
  href: string;
  icon: string;
  /** The market figures and flags a kind may lack: unknown ('' / null), none, false. */
  price?: string;
  changePercent?: number | null;
  volume?: string;
  tags?: readonly MarketTag[];
  isST?: boolean;
  leverage?: number;
  tabs?: readonly string[];
  /** Fields the kind is filtered on besides base and quote (spec §5). */
  searchText: readonly string[];
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * A market row with the kind's own fields. Built field by field, in one order for every kind:
 * thousands of rows per load, so no spread copies and one object shape.
 */
export function marketRow<K extends MarketRow['kind'], X extends object>(input: MarketRowInput<K>, extra: X): MarketRow & { kind: K } & X {
  const row: MarketRow & { kind: K } = {
    id: input.id ?? `${input.kind}:${input.market}`,
    kind: input.kind,
    href: input.href,
    keys: searchKeys(input.base, input.quote, input.searchText),
    market: input.market,
    pair: input.quote ? `${input.base}/${input.quote}` : input.base,
    base: input.base,
    quote: input.quote,
    name: input.name,
    icon: input.icon,
    price: input.price ?? '',
    changePercent: input.changePercent ?? null,
    trend: trendOf(input.changePercent ?? null),
    volume: input.volume ?? '',
    tags: input.tags ?? NONE,
    isST: input.isST ?? false,
    leverage: input.leverage ?? 0,
    tabs: input.tabs ?? NONE,
  };
  return Object.assign(row, extra);
}

/**
 * The rows of a list answer: invalid rows are skipped (one warning per kind and page), and so is
 * a second row with the same id. null when the answer is not a list at all.
 */
export function mapRows<R extends SearchableRow>(
  data: unknown,
  kind: MarketKind,
  mapOne: (raw: unknown, ctx: MapContext) => R | null,
  ctx: MapContext,
): R[] | null {
  const warn = ctx.warn ?? warnOnce;
  if (!Array.isArray(data)) {
    if (data !== undefined) warn(`market-search.${kind}.not-a-list`, `market search: the ${kind} answer is not a list`);
    return null;
  }
  const out: R[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const raw of data) {
    const row = mapOne(raw, ctx);
    if (!row || seen.has(row.id)) {
      skipped += 1;
      continue;
    }
    seen.add(row.id);
    out.push(row);
  }
  if (skipped > 0) warn(`market-search.${kind}.invalid-row`, `market search: skipped ${skipped} invalid or repeated ${kind} row(s)`);
  return out;
}

/** Rows and their grouping by sub-tab, in the server's order; the first row is `firstData`. */
export type RowSet<R> = Pick<MarketList<R>, 'rows' | 'byTab' | 'firstData'>;

export function rowSet<R extends SearchableRow>(rows: readonly R[]): RowSet<R> {
  const byTab = new Map<string, R[]>();
  for (const row of rows) {
    for (const tab of 'tabs' in row ? (row.tabs as readonly string[]) : []) {
      const list = byTab.get(tab);
      if (list) list.push(row);
      else byTab.set(tab, [row]);
    }
  }
  return { rows, byTab, firstData: rows[0] ?? null };
}
