import * as ROUTES from '../../core/routes/routes';
import { cleanText, isRecord } from '../../core/util/coerce';
import { TEXT_LIMITS } from '../market-search.data';
import type { FuturesRow } from '../market-search.types';
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
  symbolOf,
  tagsOf,
  wholeNumber,
  type MapContext,
} from './row-fields';

/**
 * Perpetual futures (spec §3 Futures contract, GET market/futures). Each contract becomes an
 * entry with its link (`/futures/{settle}/{contract}`, or the row's own `link`), its categories
 * (the CONTRACT sub-tabs it is grouped under) and its full name. The envelope's code 200 is
 * checked by the HTTP client (any other code is a failure there).
 */
export function mapFuturesContract(raw: unknown, ctx: MapContext): FuturesRow | null {
  if (!isRecord(raw)) return null;
  const settle = symbolOf(raw.settle);
  const pair = splitPair(raw.name);
  if (!settle || !pair) return null;
  const [pairBase, quote] = pair;
  const base = symbolOf(raw.coin_name) ?? pairBase;
  const market = `${pairBase}_${quote}`;
  const href = linkOf(raw.link, ctx) ?? linkOf(ROUTES.futures(settle, market), ctx);
  if (!href) return null;
  const fullName = `${pairBase}${quote}`;
  const tags = serverTags(raw.tags);
  return marketRow(
    {
      kind: 'futures',
      // The same contract name may be listed under two settle currencies: the id keeps both.
      id: `futures:${settle}:${market}`,
      market,
      base,
      quote,
      name: cleanText(raw.full_name, TEXT_LIMITS.name) || fullName,
      href,
      icon: dayStampedIcon(raw.icon, ctx),
      price: decimalText(raw.last_price),
      changePercent: percentOf(raw.change_percentage),
      volume: decimalText(raw.volume_24h_quote),
      tags: tagsOf(tags.hot || flagOf(raw.is_hot), tags.new || isUpcoming(secondsOf(raw.opening_time), ctx.now)),
      isST: flagOf(raw.is_tag_st),
      leverage: wholeNumber(raw.leverage_max),
      tabs: codeList(raw.categories),
      searchText: [market, fullName],
    },
    { settle, fullName },
  );
}

/** GET market/futures: valid contracts in the server's order; null when the data is not a list. */
export function mapFuturesMarkets(data: unknown, ctx: MapContext): FuturesRow[] | null {
  return mapRows(data, 'futures', mapFuturesContract, ctx);
}
