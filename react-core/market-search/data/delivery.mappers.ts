import * as ROUTES from '../../core/routes/routes';
import { cleanText, isRecord } from '../../core/util/coerce';
import { TEXT_LIMITS } from '../market-search.data';
import type { DeliveryRow } from '../market-search.types';
import { dayStampedIcon, decimalText, flagOf, linkOf, mapRows, marketCode, marketRow, percentOf, secondsOf, splitPair, type MapContext } from './row-fields';

/**
 * Delivery contracts (spec §3 Delivery contract, GET delivery/usdt/contracts): `underlying` is
 * base_quote, `name` the contract (BTC_USDT_20261225), linked as
 * `/futures-delivery/USDT/{contractName}`.
 */
export function mapDeliveryContract(raw: unknown, ctx: MapContext): DeliveryRow | null {
  if (!isRecord(raw)) return null;
  const pair = splitPair(raw.underlying);
  const contract = marketCode(raw.name);
  if (!pair || !contract) return null;
  const [base, quote] = pair;
  const href = linkOf(ROUTES.delivery(contract), ctx);
  if (!href) return null;
  const fullName = cleanText(raw.full_name, TEXT_LIMITS.name) || contract;
  return marketRow(
    {
      kind: 'delivery',
      market: contract,
      base,
      quote,
      name: fullName,
      href,
      icon: dayStampedIcon(raw.icon, ctx),
      price: decimalText(raw.last_price),
      changePercent: percentOf(raw.change_percentage),
      volume: decimalText(raw.volume),
      isST: flagOf(raw.is_tag_st),
      searchText: [contract, fullName],
    },
    { underlying: `${base}_${quote}`, fullName, expireTime: secondsOf(raw.expire_time) },
  );
}

export function mapDeliveryContracts(data: unknown, ctx: MapContext): DeliveryRow[] | null {
  return mapRows(data, 'delivery', mapDeliveryContract, ctx);
}
