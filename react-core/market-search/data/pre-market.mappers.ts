import * as ROUTES from '../../core/routes/routes';
import { asArray, cleanText, isRecord } from '../../core/util/coerce';
import { warnOnce } from '../../core/util/warn';
import { MARKET_SEARCH, TEXT_LIMITS } from '../market-search.data';
import type { PreMarketRow, PreMarketType } from '../market-search.types';
import { dayStampedIcon, decimalText, linkOf, mapRows, marketCode, marketRow, percentOf, splitPair, symbolOf, type MapContext } from './row-fields';

/**
 * Pre-market currencies (GET pre-market/service/currencies/simple-info): the panel lists the
 * `premint` and `pre_market` arrays merged (premint first, each currency once, at most the
 * spec's limit of 100), linked as `/pre-market/{CURRENCY uppercased}`. Spec §5: filtered on
 * market or currency.
 */

/** `type` is the array the item came from (null: from `list`, so its own `type` field decides). */
export function mapPreMarketItem(raw: unknown, type: PreMarketType | null, ctx: MapContext): PreMarketRow | null {
  if (!isRecord(raw)) return null;
  const currency = symbolOf(raw.currency);
  if (!currency) return null;
  const href = linkOf(ROUTES.preMarketCurrency(currency), ctx);
  if (!href) return null;
  const market = marketCode(raw.market) ?? '';
  const quote = splitPair(market)?.[1] ?? '';
  const ownType = raw.type === 'premint' || raw.type === 'pre_market' ? raw.type : 'pre_market';
  return marketRow(
    {
      kind: 'preMarket',
      // One row per currency: the same currency in both arrays is listed once.
      id: `preMarket:${currency}`,
      market: market || currency,
      base: currency,
      quote,
      name: cleanText(raw.name, TEXT_LIMITS.name),
      href,
      icon: dayStampedIcon(raw.icon, ctx),
      price: decimalText(raw.price),
      changePercent: percentOf(raw.change_percentage),
      volume: decimalText(raw.volume),
      searchText: [market, currency],
    },
    { currency, type: type ?? ownType, status: cleanText(raw.status, TEXT_LIMITS.code) },
  );
}

/**
 * The merged list; null when the answer is not an object. When neither array is present (an
 * older answer), `list` is used instead.
 */
export function mapPreMarket(data: unknown, ctx: MapContext): PreMarketRow[] | null {
  if (!isRecord(data)) {
    if (data !== undefined) (ctx.warn ?? warnOnce)('market-search.preMarket.not-an-object', 'market search: the pre-market answer is not an object');
    return null;
  }
  const hasTyped = Array.isArray(data.premint) || Array.isArray(data.pre_market);
  const merged = hasTyped
    ? [
        ...asArray(data.premint).map((raw) => ({ raw, type: 'premint' as const })),
        ...asArray(data.pre_market).map((raw) => ({ raw, type: 'pre_market' as const })),
      ]
    : asArray(data.list).map((raw) => ({ raw, type: null }));
  const rows =
    mapRows(
      merged,
      'preMarket',
      (item, c) => {
        const { raw, type } = item as { raw: unknown; type: PreMarketType | null };
        return mapPreMarketItem(raw, type, c);
      },
      ctx,
    ) ?? [];
  return rows.slice(0, MARKET_SEARCH.listLimit);
}
