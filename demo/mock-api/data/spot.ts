/**
 * Spot markets (GET market/spots): positional rows in the spec's order. Every currency trades
 * against USDT; the top ones also against USDC, BTC, ETH and the regional fiats.
 */
import type { SpotMarketRowDto } from '../../../react-core/core/api/dto';
import { coinIcon } from '../asset-urls';
import { lazy, rng } from '../prng';
import { currencies, currencyBySymbol, isStable, type Currency } from './currencies';
import { SPOT_FIAT_QUOTES, fiatByCode } from './fiats';
import { ANCHOR_S, DAY_S, fmtAmount, fmtPercent, fmtPrice } from './format';
import { FIAT_TAB, ST_TAB, hotTab, newTab, sectorTab } from './tabs';

/** Listed within the last 30 days, or upcoming. */
export const isNewListing = (c: Currency): boolean => c.listedAt > ANCHOR_S - 30 * DAY_S;

/** Quote currencies' USD prices (fiat quotes use the fiat rate). */
function quoteUsd(quote: string): number {
  const fiat = fiatByCode.get(quote);
  if (fiat) return 1 / fiat.usdRate;
  return currencyBySymbol().get(quote)?.price ?? 1;
}

export const spotRows = lazy((): SpotMarketRowDto[] => {
  const r = rng('spot');
  const rows: SpotMarketRowDto[] = [];
  const all = currencies();

  const row = (c: Currency, quote: string, tabs: string[]): SpotMarketRowDto => {
    // Top coins move less in a day than the long tail.
    const swing = c.rank <= 50 ? 6 : c.rank <= 500 ? 14 : 25;
    const pct = r.float(-swing, swing * 1.2);
    const rate = c.price / quoteUsd(quote);
    const prev = rate / (1 + pct / 100);
    // Daily USD volume falls with rank, with noise.
    const volUsd = (r.logUniform(0.5, 2) * 4e9) / Math.pow(c.rank, 1.35);
    const volume = volUsd / quoteUsd(quote);
    const marginable = quote === 'USDT' && c.rank <= 300 && !isStable(c);
    const multiple = marginable ? r.pick([3, 5, 10]) : 0;
    const cross = marginable && c.rank <= 100 ? r.pick([3, 5]) : 0;
    return [
      `${c.symbol}_${quote}`,
      c.name,
      fmtPercent(pct),
      fmtPrice(rate),
      fmtAmount(volume, volume >= 1 ? 2 : 6),
      multiple,
      multiple > 0,
      tabs.join(','),
      fmtPrice(prev),
      c.listedAt,
      cross,
      c.isST,
      coinIcon(c.symbol),
    ];
  };

  for (const c of all) {
    if (c.symbol === 'USDT') continue;
    const tabs = ['USDT'];
    if (c.rank <= 30) tabs.push(hotTab('USDT'));
    if (isNewListing(c)) tabs.push(newTab('USDT'));
    for (const s of c.sectors) if (s !== 'STABLE') tabs.push(sectorTab('USDT', s));
    if (c.isST) tabs.push(ST_TAB);
    rows.push(row(c, 'USDT', tabs));
  }
  const top = (n: number, exclude: string[]) => all.slice(0, n).filter((c) => !exclude.includes(c.symbol));
  for (const c of top(200, ['USDC', 'USDT'])) rows.push(row(c, 'USDC', ['USDC']));
  for (const c of top(60, ['BTC', 'USDT', 'USDC', 'USTC'])) rows.push(row(c, 'BTC', ['BTC']));
  for (const c of top(40, ['ETH', 'USDT', 'USDC', 'USTC'])) rows.push(row(c, 'ETH', ['ETH']));
  for (const fiat of SPOT_FIAT_QUOTES) {
    for (const c of top(10, [])) rows.push(row(c, fiat, [FIAT_TAB, fiat]));
  }
  return rows;
});
