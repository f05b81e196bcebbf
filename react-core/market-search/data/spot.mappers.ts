import * as ROUTES from '../../core/routes/routes';
import { cleanText, isRecord } from '../../core/util/coerce';
import { TEXT_LIMITS } from '../market-search.data';
import type { SpotRow } from '../market-search.types';
import {
  codeList,
  dayStampedIcon,
  decimalText,
  flagOf,
  isUpcoming,
  linkOf,
  mapRows,
  marketRow,
  percentOf,
  secondsOf,
  serverTags,
  splitPair,
  tagsOf,
  wholeNumber,
  type MapContext,
} from './row-fields';

/**
 * Spot markets (spec §3 Spot market row, GET market/spots). A row arrives positional, in this
 * order; it may also arrive as an object in the Market row shape (curr_a, curr_b, pair, rate,
 * rate_percent, vol_b, ..., link), which is how a row carries its own link (spec §2: "or come
 * from a link field in the data").
 */
const COL = {
  pair: 0,
  name: 1,
  ratePercent: 2,
  rate: 3,
  volume: 4,
  multiple: 5,
  enableCredit: 6,
  tabs: 7,
  previousRate: 8,
  openingTime: 9,
  crossMultiple: 10,
  isST: 11,
  icon: 12,
} as const;

/** An object-form row as the positional cells (the common form reads its array directly). */
function cellsOf(row: Record<string, unknown>): unknown[] {
  const cells: unknown[] = [];
  cells[COL.pair] = row.pair ?? (typeof row.curr_a === 'string' && typeof row.curr_b === 'string' ? `${row.curr_a}_${row.curr_b}` : undefined);
  cells[COL.name] = row.name;
  cells[COL.ratePercent] = row.rate_percent;
  cells[COL.rate] = row.rate;
  cells[COL.volume] = row.vol_b;
  cells[COL.multiple] = row.multiple;
  cells[COL.enableCredit] = row.enable_credit;
  cells[COL.tabs] = row.tabs;
  cells[COL.previousRate] = row.p_rate;
  cells[COL.openingTime] = row.opening_time;
  cells[COL.crossMultiple] = row.cross_multiple;
  cells[COL.isST] = row.isST;
  cells[COL.icon] = row.icon;
  return cells;
}

export function mapSpotRow(raw: unknown, ctx: MapContext): SpotRow | null {
  if (Array.isArray(raw)) return fromCells(raw, undefined, ctx);
  return isRecord(raw) ? fromCells(cellsOf(raw), raw, ctx) : null;
}

/** `object`: the object-form row, for the fields only it can carry (link, tags, is_hot). */
function fromCells(cells: readonly unknown[], object: Record<string, unknown> | undefined, ctx: MapContext): SpotRow | null {
  const pair = splitPair(cells[COL.pair]);
  if (!pair) return null;
  const [base, quote] = pair;
  const market = `${base}_${quote}`;
  const href = (object && linkOf(object.link, ctx)) ?? linkOf(ROUTES.tradePair(base, quote), ctx);
  if (!href) return null;
  const openingTime = secondsOf(cells[COL.openingTime]);
  const tags = serverTags(object?.tags);
  const name = cleanText(cells[COL.name], TEXT_LIMITS.name);
  return marketRow(
    {
      kind: 'spot',
      market,
      base,
      quote,
      name,
      href,
      icon: dayStampedIcon(cells[COL.icon], ctx),
      price: decimalText(cells[COL.rate]),
      changePercent: percentOf(cells[COL.ratePercent]),
      volume: decimalText(cells[COL.volume]),
      tags: tagsOf(tags.hot || flagOf(object?.is_hot), tags.new || isUpcoming(openingTime, ctx.now)),
      isST: flagOf(cells[COL.isST]),
      leverage: wholeNumber(cells[COL.multiple]),
      tabs: codeList(cells[COL.tabs]),
      // Spec §5: "then name or pair contains it".
      searchText: [market, name],
    },
    {
      prevPrice: decimalText(cells[COL.previousRate]),
      enableCredit: flagOf(cells[COL.enableCredit]),
      crossLeverage: wholeNumber(cells[COL.crossMultiple]),
      openingTime,
    },
  );
}

/** GET market/spots: valid rows in the server's order; null when the answer is not a list. */
export function mapSpotMarkets(data: unknown, ctx: MapContext): SpotRow[] | null {
  return mapRows(data, 'spot', mapSpotRow, ctx);
}
