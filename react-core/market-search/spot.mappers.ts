import * as ROUTES from '../core/routes/routes';
import { isRecord } from '../core/util/coerce';
import { TEXT_LIMITS } from './market-search.constants';
import type { SpotRow } from './market-search.types';
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
  plainText,
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

/** The fields of a spot row, whichever form it arrived in. */
interface SpotFields {
  pair: unknown;
  name: unknown;
  ratePercent: unknown;
  rate: unknown;
  volume: unknown;
  multiple: unknown;
  enableCredit: unknown;
  tabs: unknown;
  previousRate: unknown;
  openingTime: unknown;
  crossMultiple: unknown;
  isST: unknown;
  icon: unknown;
  link?: unknown;
  tags?: unknown;
  isHot?: unknown;
}

function fieldsOf(raw: unknown): SpotFields | null {
  if (Array.isArray(raw)) {
    return {
      pair: raw[COL.pair],
      name: raw[COL.name],
      ratePercent: raw[COL.ratePercent],
      rate: raw[COL.rate],
      volume: raw[COL.volume],
      multiple: raw[COL.multiple],
      enableCredit: raw[COL.enableCredit],
      tabs: raw[COL.tabs],
      previousRate: raw[COL.previousRate],
      openingTime: raw[COL.openingTime],
      crossMultiple: raw[COL.crossMultiple],
      isST: raw[COL.isST],
      icon: raw[COL.icon],
    };
  }
  if (!isRecord(raw)) return null;
  return {
    pair: raw.pair ?? (typeof raw.curr_a === 'string' && typeof raw.curr_b === 'string' ? `${raw.curr_a}_${raw.curr_b}` : undefined),
    name: raw.name,
    ratePercent: raw.rate_percent,
    rate: raw.rate,
    volume: raw.vol_b,
    multiple: raw.multiple,
    enableCredit: raw.enable_credit,
    tabs: raw.tabs,
    previousRate: raw.p_rate,
    openingTime: raw.opening_time,
    crossMultiple: raw.cross_multiple,
    isST: raw.isST,
    icon: raw.icon,
    link: raw.link,
    tags: raw.tags,
    isHot: raw.is_hot,
  };
}

export function mapSpotRow(raw: unknown, ctx: MapContext): SpotRow | null {
  const f = fieldsOf(raw);
  const pair = f ? splitPair(f.pair) : null;
  if (!f || !pair) return null;
  const [base, quote] = pair;
  const market = `${base}_${quote}`;
  const href = linkOf(f.link, ctx) ?? linkOf(ROUTES.tradePair(base, quote), ctx);
  if (!href) return null;
  const openingTime = secondsOf(f.openingTime);
  const tags = serverTags(f.tags);
  const name = plainText(f.name, TEXT_LIMITS.name);
  return {
    ...marketRow({
      kind: 'spot',
      market,
      base,
      quote,
      name,
      href,
      icon: dayStampedIcon(f.icon, ctx),
      price: decimalText(f.rate),
      changePercent: percentOf(f.ratePercent),
      volume: decimalText(f.volume),
      tags: tagsOf(tags.hot || flagOf(f.isHot), tags.new || isUpcoming(openingTime, ctx.now)),
      isST: flagOf(f.isST),
      leverage: wholeNumber(f.multiple),
      tabs: codeList(f.tabs),
      // Spec §5: "then name or pair contains it".
      searchText: [market, name],
    }),
    prevPrice: decimalText(f.previousRate),
    enableCredit: flagOf(f.enableCredit),
    crossLeverage: wholeNumber(f.crossMultiple),
    openingTime,
  };
}

/** GET market/spots: valid rows in the server's order; null when the answer is not a list. */
export function mapSpotMarkets(data: unknown, ctx: MapContext): SpotRow[] | null {
  return mapRows(data, 'spot', mapSpotRow, ctx);
}
