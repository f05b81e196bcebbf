import * as ROUTES from '../../core/routes/routes';
import { asBoolean, isRecord } from '../../core/util/coerce';
import type { OptionsRow } from '../market-search.types';
import { dayStampedIcon, decimalText, linkOf, mapRows, marketRow, percentOf, splitPair, type MapContext } from './row-fields';

/**
 * Options underlyings (spec §3 Options underlying, GET options/underlying): `{name, icon_url_64}`
 * with name BTC_USDT, linked as `/options/{currency}`. Spec §5: options are filtered on the pair
 * with the underscore removed (BTCUSDT), so that is their only search text.
 */
export function mapOptionsUnderlying(raw: unknown, ctx: MapContext): OptionsRow | null {
  if (!isRecord(raw)) return null;
  const pair = splitPair(raw.name);
  if (!pair) return null;
  const [base, quote] = pair;
  const market = `${base}_${quote}`;
  const href = linkOf(ROUTES.options(market), ctx);
  if (!href) return null;
  return marketRow(
    {
      kind: 'options',
      market,
      base,
      quote,
      name: '',
      href,
      icon: dayStampedIcon(raw.icon_url_64, ctx),
      searchText: [`${base}${quote}`],
    },
    {},
  );
}

export function mapOptionsUnderlyings(data: unknown, ctx: MapContext): OptionsRow[] | null {
  return mapRows(data, 'options', mapOptionsUnderlying, ctx);
}

/** An option contract's code: `{BASE}_{QUOTE}-{YYYYMMDD}-{strike}-{C|P}`. */
const CONTRACT = /^([A-Z0-9]{1,20})_([A-Z0-9]{1,10})-(\d{8})-(\d+(?:\.\d+)?)-([CP])$/;

/**
 * One option contract (GET options/markets?market=, spec §7 "options market list with a market
 * parameter"; ours `{name, underlying, strike_price, is_call, mark_price, change_percentage,
 * icon}`), for the OPTIONS tab menu's sub-tab of its underlying. Shown by its code without the
 * quote (BTC-20261225-100000-C), priced by its mark price, linked to its underlying's page with
 * the contract named (`/options/BTC_USDT?contract=...`). Spec §5: the search text is the pair
 * without the underscore, and the contract code.
 */
export function mapOptionsMarket(raw: unknown, ctx: MapContext): OptionsRow | null {
  if (!isRecord(raw) || typeof raw.name !== 'string') return null;
  const code = CONTRACT.exec(raw.name.trim().toUpperCase());
  if (!code) return null;
  const [name, base, quote, expiry, strike, side] = code as unknown as [string, string, string, string, string, 'C' | 'P'];
  const underlying = `${base}_${quote}`;
  const href = linkOf(ROUTES.optionsContract(underlying, name), ctx);
  if (!href) return null;
  const call = raw.is_call === undefined ? side === 'C' : asBoolean(raw.is_call, side === 'C');
  if (call !== (side === 'C')) return null;
  const shown = `${base}-${expiry}-${strike}-${side}`;
  return marketRow(
    {
      kind: 'options',
      id: `options:${name}`,
      market: name,
      base,
      quote,
      name: '',
      href,
      icon: dayStampedIcon(raw.icon, ctx),
      price: decimalText(raw.mark_price),
      changePercent: percentOf(raw.change_percentage),
      searchText: [`${base}${quote}`, shown],
    },
    { pair: shown },
  );
}

/** One underlying's contracts; null when the answer is not a list. */
export function mapOptionsMarkets(data: unknown, ctx: MapContext): OptionsRow[] | null {
  return mapRows(data, 'options', mapOptionsMarket, ctx);
}
