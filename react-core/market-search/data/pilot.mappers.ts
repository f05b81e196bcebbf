import * as ROUTES from '../../core/routes/routes';
import { cleanText, isRecord } from '../../core/util/coerce';
import { TEXT_LIMITS } from '../market-search.data';
import type { PilotRow } from '../market-search.types';
import { onchainFields } from './onchain-fields';
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
  tagsOf,
  type MapContext,
} from './row-fields';

/**
 * Pilot markets (spec §3 Pilot item + Market row, GET pilot/markets): linked as
 * `/pilot/{seo_path}`, grouped by `cate` (comma-separated PILOT sub-tabs). The list keeps its
 * first valid item as `firstData` (see `rowSet`). Spec §5: filtered on show_pair or address.
 */

// A relative path of segments (solana/abc): no scheme, no '..', no empty segment.
const SEO_PATH = /^[A-Za-z0-9][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

function seoPathOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim().replace(/^\/+/, '');
  return path.length <= TEXT_LIMITS.code * 2 && SEO_PATH.test(path) && !path.split('/').includes('..') ? path : null;
}

export function mapPilotItem(raw: unknown, ctx: MapContext): PilotRow | null {
  if (!isRecord(raw)) return null;
  const onchain = onchainFields(raw, ctx);
  const seoPath = seoPathOf(raw.seo_path);
  if (!onchain || !seoPath) return null;
  const href = linkOf(ROUTES.pilot(seoPath), ctx);
  if (!href) return null;
  const { base, quote } = onchain;
  const market = quote ? `${base}_${quote}` : base;
  const tags = serverTags(raw.tags);
  return marketRow(
    {
      kind: 'pilot',
      market,
      base,
      quote,
      name: cleanText(raw.name, TEXT_LIMITS.name),
      href,
      icon: dayStampedIcon(raw.icon, ctx),
      price: decimalText(raw.rate),
      changePercent: percentOf(raw.rate_percent),
      volume: decimalText(raw.volume),
      tags: tagsOf(tags.hot || flagOf(raw.is_hot), tags.new || isUpcoming(secondsOf(raw.opening_time), ctx.now)),
      isST: flagOf(raw.isST),
      tabs: codeList(raw.cate),
      searchText: [onchain.extra.showPair, onchain.extra.address],
    },
    { ...onchain.extra, seoPath },
  );
}

/** GET pilot/markets: valid rows in the server's order; null when the data is not a list. */
export function mapPilotMarkets(data: unknown, ctx: MapContext): PilotRow[] | null {
  return mapRows(data, 'pilot', mapPilotItem, ctx);
}
