import * as ROUTES from '../core/routes/routes';
import { isRecord } from '../core/util/coerce';
import type { OptionsRow } from './market-search.types';
import { dayStampedIcon, linkOf, mapRows, marketRow, splitPair, type MapContext } from './row-fields';

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
