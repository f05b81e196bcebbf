/**
 * Derivatives: perpetual futures (USDT- and coin-margined), delivery contracts and options.
 */
import type { DeliveryContractDto, FuturesContractDto, OptionsMarketDto, OptionsUnderlyingDto } from '../../../react-core/core/api/dto';
import { coinIcon } from '../asset-urls';
import { lazy, rng } from '../prng';
import { currencies, currencyBySymbol, isStable } from './currencies';
import { ANCHOR_S, DAY_S, fmtAmount, fmtPercent, fmtPrice } from './format';
import { isNewListing } from './spot';
import { OPTION_UNDERLYINGS, hotTab, newTab, sectorTab } from './tabs';

const USDT_FUTURES = 560;
const BTC_FUTURES = 25;
/** Sectors that have a CONTRACT sub tab (see tabs.ts). */
const CONTRACT_SECTORS = new Set(['MEME', 'AI', 'L1', 'L2', 'DEFI', 'GAMEFI']);

export const futuresContracts = lazy((): FuturesContractDto[] => {
  const r = rng('futures');
  const bases = currencies().filter((c) => !isStable(c) && c.listedAt <= ANCHOR_S);
  const out: FuturesContractDto[] = [];
  const add = (settle: 'USDT' | 'BTC', i: number) => {
    const c = bases[i];
    if (!c) return;
    const cats: string[] = [settle];
    if (settle === 'USDT') {
      if (c.rank <= 30) cats.push(hotTab('USDT'));
      if (isNewListing(c)) cats.push(newTab('USDT'));
      for (const s of c.sectors) if (CONTRACT_SECTORS.has(s)) cats.push(sectorTab('USDT', s));
    }
    const price = c.price * r.float(0.998, 1.002);
    out.push({
      settle,
      // Coin-margined contracts are quoted in USD, like the real inverse contracts.
      name: settle === 'USDT' ? `${c.symbol}_USDT` : `${c.symbol}_USD`,
      coin_name: c.symbol,
      categories: cats.join(','),
      is_tag_st: c.isST,
      icon: coinIcon(c.symbol),
      last_price: fmtPrice(price),
      change_percentage: fmtPercent(r.float(-15, 18)),
      volume_24h_quote: fmtAmount((r.logUniform(0.5, 2) * 1.2e10) / Math.pow(c.rank, 1.3)),
      funding_rate: r.float(-0.0005, 0.001).toFixed(6),
      leverage_max: c.rank <= 2 ? 125 : c.rank <= 20 ? 100 : c.rank <= 100 ? 75 : c.rank <= 300 ? 50 : 20,
      opening_time: c.listedAt + r.int(0, 30) * DAY_S,
    });
  };
  for (let i = 0; i < USDT_FUTURES; i++) add('USDT', i);
  for (let i = 0; i < BTC_FUTURES; i++) add('BTC', i);
  return out;
});

/** Quarterly expiries (last Friday of the quarter), far enough ahead to read as live contracts. */
const DELIVERY_EXPIRIES = ['20261225', '20270326', '20270625', '20270924'] as const;
const DELIVERY_UNDERLYINGS = 30;

const yyyymmddToUnix = (d: string): number => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)), 8) / 1000;

export const deliveryContracts = lazy((): DeliveryContractDto[] => {
  const r = rng('delivery');
  const bases = currencies()
    .filter((c) => !isStable(c))
    .slice(0, DELIVERY_UNDERLYINGS);
  const out: DeliveryContractDto[] = [];
  for (const c of bases) {
    DELIVERY_EXPIRIES.forEach((exp, i) => {
      // Later expiries trade at a small contango premium.
      const price = c.price * (1 + 0.012 * (i + 1) + r.float(-0.003, 0.003));
      out.push({
        underlying: `${c.symbol}_USDT`,
        name: `${c.symbol}_USDT_${exp}`,
        full_name: `${c.symbol} Quarterly ${exp.slice(0, 4)}-${exp.slice(4, 6)}-${exp.slice(6)}`,
        is_tag_st: false,
        icon: coinIcon(c.symbol),
        expire_time: yyyymmddToUnix(exp),
        last_price: fmtPrice(price),
        change_percentage: fmtPercent(r.float(-8, 9)),
      });
    });
  }
  return out;
});

export const optionsUnderlyings = (): OptionsUnderlyingDto[] => OPTION_UNDERLYINGS.map((u) => ({ name: `${u}_USDT`, icon_url_64: coinIcon(u) }));

const OPTION_EXPIRIES = ['20261127', '20261225', '20270129', '20270326'] as const;

export const optionsMarkets = lazy((): OptionsMarketDto[] => {
  const r = rng('options');
  const out: OptionsMarketDto[] = [];
  for (const u of OPTION_UNDERLYINGS) {
    const spot = currencyBySymbol().get(u)?.price ?? 1;
    // Strikes on a "nice" grid around the spot price: +-40% in 9 steps.
    const step = Math.pow(10, Math.floor(Math.log10(spot * 0.1)));
    for (const exp of OPTION_EXPIRIES) {
      for (let k = -4; k <= 4; k++) {
        const strike = Math.max(step, Math.round((spot * (1 + k * 0.1)) / step) * step);
        for (const isCall of [true, false]) {
          const intrinsic = Math.max(0, isCall ? spot - strike : strike - spot);
          const mark = intrinsic + spot * r.float(0.01, 0.06);
          const strikeText = strike >= 1 ? String(strike) : strike.toFixed(6).replace(/0+$/, '');
          out.push({
            name: `${u}_USDT-${exp}-${strikeText}-${isCall ? 'C' : 'P'}`,
            pair: `${u}_USDT`,
            underlying: `${u}_USDT`,
            expiration: yyyymmddToUnix(exp),
            strike_price: strikeText,
            is_call: isCall,
            mark_price: fmtPrice(mark),
            change_percentage: fmtPercent(r.float(-30, 35)),
            icon: coinIcon(u),
          });
        }
      }
    }
  }
  return out;
});
