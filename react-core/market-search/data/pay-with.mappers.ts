import * as ROUTES from '../../core/routes/routes';
import { isRecord } from '../../core/util/coerce';
import { DEFAULT_FIAT, normalizeFiat } from '../../core/site/fiat';
import type { PayWithRow } from '../market-search.types';
import { searchKeys } from './market-rank.rules';
import { flagOf, linkOf, mapRows, type MapContext } from './row-fields';

/**
 * Pay-with fiats (spec §3 Pay-with currency, GET buyCryptoFiatList `data.list`), each linking to
 * `/crypto/buy-{fiat}-USDT`. A flag the server left out is false: a badge is never promised
 * without the server saying so. Spec §5: filtered on the fiat code (substring).
 */
export function mapPayWithFiat(raw: unknown, ctx: Pick<MapContext, 'lang'>): PayWithRow | null {
  if (!isRecord(raw)) return null;
  const fiat = normalizeFiat(raw.fiat);
  if (!fiat) return null;
  return payWithRow(fiat, flagOf(raw.bank_transfer), flagOf(raw.credit_card), flagOf(raw.p2p), ctx);
}

function payWithRow(fiat: string, bankTransfer: boolean, creditCard: boolean, p2p: boolean, ctx: Pick<MapContext, 'lang'>): PayWithRow | null {
  const href = linkOf(ROUTES.buyFiatUsdt(fiat), ctx);
  if (!href) return null;
  return { id: `payWith:${fiat}`, kind: 'payWith', href, fiat, bankTransfer, creditCard, p2p, keys: searchKeys(fiat, '', [fiat]) };
}

/** `data.list`; null when the answer has no list. */
export function mapPayWithList(data: unknown, ctx: MapContext): PayWithRow[] | null {
  return mapRows(isRecord(data) ? data.list : data, 'payWith', mapPayWithFiat, ctx);
}

/** Spec §3: the default pay-with currency is USD with all three channels. */
export function defaultPayWith(ctx: Pick<MapContext, 'lang'>): PayWithRow {
  // A constant fiat code always makes a safe route.
  return payWithRow(DEFAULT_FIAT, true, true, true, ctx)!;
}

/** The row of the chosen fiat (cookie defaultBuyCryptoFiat), else USD's, else the default. */
export function selectedPayWith(rows: readonly PayWithRow[], fiat: unknown, ctx: Pick<MapContext, 'lang'>): PayWithRow {
  const code = normalizeFiat(fiat) ?? DEFAULT_FIAT;
  return rows.find((row) => row.fiat === code) ?? rows.find((row) => row.fiat === DEFAULT_FIAT) ?? defaultPayWith(ctx);
}
