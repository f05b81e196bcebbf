/**
 * On-chain markets: alpha tokens (>= 300 across six chains), pilot markets and pre-market
 * currencies. Addresses look real for their chain: 0x + 40 hex on EVM chains, base58 on Solana
 * (pump-style ones ending in "pump") and T-prefixed base58 on TRON.
 */
import type { AlphaTokenDto, PilotMarketDto, PreMarketCurrencyDto } from '../../../react-core/core/api/dto';
import { chainIcon, coinIcon } from '../asset-urls';
import { lazy, rng, type Rng } from '../prng';
import { currencyBySymbol } from './currencies';
import { ANCHOR_S, DAY_S, UPCOMING_BASE_S, fmtAmount, fmtPercent, fmtPrice } from './format';
import { CHAINS, pilotTab, type Chain } from './tabs';

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function chars(r: Rng, alphabet: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet.charAt(Math.floor(r.next() * alphabet.length));
  return s;
}

export function addressFor(r: Rng, chain: Chain): string {
  switch (chain) {
    case 'sol':
      return r.chance(0.4) ? chars(r, BASE58, 40) + 'pump' : chars(r, BASE58, r.int(43, 44));
    case 'tron':
      return 'T' + chars(r, BASE58, 33);
    default:
      return '0x' + chars(r, HEX, 40);
  }
}

// Real-looking names of on-chain tokens first, then combinations in the same style.
const KNOWN: ReadonlyArray<readonly [string, string, Chain]> = [
  ['AIXBT', 'aixbt by Virtuals', 'base'],
  ['ZEREBRO', 'Zerebro', 'sol'],
  ['GRIFFAIN', 'GRIFFAIN', 'sol'],
  ['MOODENG', 'Moo Deng', 'sol'],
  ['CHILLGUY', 'Just a chill guy', 'sol'],
  ['FWOG', 'FWOG', 'sol'],
  ['MICHI', 'michi', 'sol'],
  ['SPX', 'SPX6900', 'eth'],
  ['MIGGLES', 'Mister Miggles', 'base'],
  ['TOSHI', 'Toshi', 'base'],
  ['DEGEN', 'Degen', 'base'],
  ['KEYCAT', 'Keyboard Cat', 'base'],
  ['BROCCOLI', "CZ'S Dog", 'bsc'],
  ['TST', 'Test', 'bsc'],
  ['MUBARAK', 'Mubarak', 'bsc'],
  ['SIREN', 'siren', 'bsc'],
  ['SUNPEPE', 'Sun Pepe', 'tron'],
  ['SUNCAT', 'Suncat', 'tron'],
  ['PONKE', 'Ponke', 'sol'],
  ['NEIROETH', 'Neiro on ETH', 'eth'],
  ['GNON', 'Numogram', 'sol'],
  ['LUCE', 'Official Mascot of the Holy Year', 'sol'],
  ['ARBDOGE', 'Arbitrum Doge', 'arb'],
  ['AIDOGE', 'ArbDoge AI', 'arb'],
];
const PREFIXES = [
  'BABY',
  'GIGA',
  'MOON',
  'SUPER',
  'MEGA',
  'TINY',
  'BASED',
  'DARK',
  'HYPER',
  'KING',
  'LIL',
  'SIGMA',
  'CYBER',
  'ZEN',
  'TURBO',
  'ROCKET',
  'NEO',
  'PIXEL',
  'ALPHA',
  'LUCKY',
  'COSMIC',
  'GOLDEN',
  'WILD',
  'MINI',
  'ULTRA',
  'RETRO',
];
const CORES = [
  'CAT',
  'FROG',
  'DOGE',
  'PEPE',
  'APE',
  'BEAR',
  'BULL',
  'WHALE',
  'PANDA',
  'SHIBA',
  'GOAT',
  'DUCK',
  'FOX',
  'OWL',
  'CHAD',
  'WOJAK',
  'BOBO',
  'SNEK',
  'HAMMY',
  'TOAD',
  'BUNNY',
  'MONK',
  'AGENT',
  'BOT',
  'GPT',
  'MIND',
  'NOVA',
  'LION',
  'TIGER',
  'SHARK',
  'CROW',
  'MOLE',
  'YETI',
  'ORCA',
  'KOALA',
  'LLAMA',
  'SLOTH',
  'GECKO',
  'OTTER',
];

const cap = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase();

/** Unique token identities (symbol, name, chain) for one market family. */
function identities(seed: string, count: number, known: typeof KNOWN, taken: Set<string>): Array<[string, string, Chain]> {
  const r = rng(seed);
  const out: Array<[string, string, Chain]> = [];
  for (const [sym, name, chain] of known) {
    if (out.length >= count) break;
    taken.add(sym);
    out.push([sym, name, chain]);
  }
  let misses = 0;
  while (out.length < count) {
    const pre = r.pick(PREFIXES);
    const core = r.pick(CORES);
    const suffix = r.pick(['INU', 'COIN', 'AI', 'FI', 'X']);
    const combo = r.chance(0.8);
    let sym = combo ? pre + core : core + suffix;
    // Once the combinations thin out, a numeric suffix keeps symbols unique (as real ones do: BANANAS31).
    if (taken.has(sym) && ++misses > 20) sym += String(r.int(2, 99));
    if (taken.has(sym)) continue;
    misses = 0;
    taken.add(sym);
    const name = combo ? `${cap(pre)} ${cap(core)}` : `${cap(core)} ${suffix.length <= 2 ? suffix : cap(suffix)}`;
    out.push([sym, name, CHAINS[out.length % CHAINS.length]![0]]);
  }
  return out;
}

const ALPHA_COUNT = 360;
const PILOT_COUNT = 240;
const PRE_MARKET_COUNT = 40;

/**
 * Symbols are unique across alpha, pilot and pre-market, and never clash with the currency
 * universe, so a search result names exactly one market.
 */
const identityPools = lazy(() => {
  const taken = new Set(currencyBySymbol().keys());
  const alpha = identities('alpha-ids', ALPHA_COUNT, KNOWN, taken);
  const pilot = identities('pilot-ids', PILOT_COUNT, [], taken);
  const pre = identities('pre-ids', PRE_MARKET_COUNT, [], taken);
  return { alpha, pilot, pre };
});

export const alphaTokens = lazy((): AlphaTokenDto[] => {
  const r = rng('alpha');
  return identityPools().alpha.map(([currency, name, chain], i) => {
    const price = r.logUniform(0.000001, 3);
    const mcap = (r.logUniform(2e5, 8e8) / Math.sqrt(i + 1)) * 10;
    return {
      currency,
      name,
      address: addressFor(r, chain),
      show_pair: `${currency}/USDT`,
      icon: coinIcon(currency),
      chain_icon: chainIcon(chain),
      chain,
      price: fmtPrice(price),
      change_percentage: fmtPercent(r.float(-45, 80)),
      volume: fmtAmount(mcap * r.float(0.05, 0.8)),
      market_cap: fmtAmount(mcap),
      holders: Math.round(r.logUniform(300, 250000)),
    };
  });
});

const CHAIN_SLUG: Record<Chain, string> = { sol: 'solana', eth: 'ethereum', bsc: 'bsc', base: 'base', arb: 'arbitrum', tron: 'tron' };

export const pilotMarkets = lazy((): PilotMarketDto[] => {
  const r = rng('pilot');
  return identityPools().pilot.map(([currency, name, chain], i) => {
    const price = r.logUniform(0.000001, 2);
    const isNew = i % 9 === 4;
    const isHot = i < 20;
    const cate = [pilotTab('ALL'), pilotTab(chain)];
    if (isHot) cate.push(pilotTab('HOT'));
    if (isNew) cate.push(pilotTab('NEW'));
    const mcap = r.logUniform(1e5, 3e8);
    return {
      pair: `${currency}_USDT`,
      name,
      currency,
      show_pair: `${currency}/USDT`,
      address: addressFor(r, chain),
      chain,
      chain_icon: chainIcon(chain),
      seo_path: `${CHAIN_SLUG[chain]}/${currency.toLowerCase()}`,
      icon: coinIcon(currency),
      cate: cate.join(','),
      rate: fmtPrice(price),
      rate_percent: fmtPercent(r.float(-40, 70)),
      volume: fmtAmount(mcap * r.float(0.05, 0.6)),
      market_cap: fmtAmount(mcap),
      opening_time: isNew ? ANCHOR_S - r.int(0, 5) * DAY_S : ANCHOR_S - r.int(10, 400) * DAY_S,
      is_hot: isHot,
    };
  });
});

export const preMarketCurrencies = lazy((): PreMarketCurrencyDto[] => {
  const r = rng('pre-market');
  return identityPools().pre.map(([currency, name], i) => {
    const premint = i % 10 < 3;
    const status = premint ? 'trading' : i % 7 === 0 ? 'upcoming' : i % 11 === 0 ? 'settling' : 'trading';
    const start = status === 'upcoming' ? UPCOMING_BASE_S + i * DAY_S : ANCHOR_S - r.int(1, 40) * DAY_S;
    return {
      currency,
      market: `${currency}_USDT`,
      name,
      icon: coinIcon(currency),
      type: premint ? 'premint' : 'pre_market',
      price: status === 'upcoming' ? '0' : fmtPrice(r.logUniform(0.005, 4)),
      change_percentage: status === 'upcoming' ? '0.00' : fmtPercent(r.float(-30, 60)),
      volume: status === 'upcoming' ? '0.00' : fmtAmount(r.logUniform(2e4, 5e6)),
      status,
      start_time: start,
      settle_time: start + r.int(20, 60) * DAY_S,
    };
  });
});
