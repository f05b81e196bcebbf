import * as ROUTES from '../../core/routes/routes';
import { cleanText, isRecord } from '../../core/util/coerce';
import { TEXT_LIMITS } from '../market-search.data';
import type { AlphaRow } from '../market-search.types';
import { onchainFields } from './onchain-fields';
import { dayStampedIcon, decimalText, linkOf, mapRows, marketRow, percentOf, type MapContext } from './row-fields';

/**
 * Alpha (memebox) tokens (spec §3 Alpha token row; GET alpha/currencies and
 * alpha/markets_by_keywords), linked as `/alpha/{chain}-{address}`; the address is shown
 * shortened (spec §9 Display).
 */
export function mapAlphaToken(raw: unknown, ctx: MapContext): AlphaRow | null {
  if (!isRecord(raw)) return null;
  const onchain = onchainFields(raw, ctx);
  if (!onchain) return null;
  const { chain, address, showPair } = onchain.extra;
  const href = linkOf(ROUTES.alphaToken(chain, address), ctx);
  if (!href) return null;
  const name = cleanText(raw.name, TEXT_LIMITS.name);
  return marketRow(
    {
      kind: 'alpha',
      market: `${chain}-${address}`,
      base: onchain.base,
      quote: onchain.quote,
      name,
      href,
      icon: dayStampedIcon(raw.icon, ctx),
      price: decimalText(raw.price),
      changePercent: percentOf(raw.change_percentage),
      volume: decimalText(raw.volume),
      searchText: [showPair, name, address],
    },
    onchain.extra,
  );
}

/** Alpha token lists: valid rows in the server's order; null when the data is not a list. */
export function mapAlphaTokens(data: unknown, ctx: MapContext): AlphaRow[] | null {
  return mapRows(data, 'alpha', mapAlphaToken, ctx);
}

/** The rows of one chain ('' = every chain), for search results shown under a chain's sub-tab. */
export function alphaRowsOnChain(rows: readonly AlphaRow[], chain: string): readonly AlphaRow[] {
  return chain ? rows.filter((row) => row.chain === chain) : rows;
}
