/**
 * The market-panel tab menus (GET common/tabs). Row data refers to these codes: a row belongs to
 * a sub tab when its tab list (spot), categories (futures) or cate (pilot) contains the sub tab's
 * `market` code. Codes are defined here once and the row generators import them.
 */
import type { MarketTabsDto, SubTabDto } from '../../../react-core/core/api/dto';
import type { Sector } from './currencies';
import { SPOT_FIAT_QUOTES } from './fiats';

const SECTOR_TITLES: Record<Exclude<Sector, 'STABLE'>, string> = {
  MEME: 'Meme',
  AI: 'AI',
  L1: 'Layer 1',
  L2: 'Layer 2',
  DEFI: 'DeFi',
  GAMEFI: 'GameFi',
  RWA: 'RWA',
  DEPIN: 'DePIN',
  INFRA: 'Infrastructure',
};

/** Sub-tab code of a sector under a quote: USDT_MEME. */
export const sectorTab = (quote: string, sector: Sector): string => `${quote}_${sector}`;
export const hotTab = (quote: string): string => `${quote}_HOT`;
export const newTab = (quote: string): string => `${quote}_NEW`;
export const ST_TAB = 'USDT_ST';
export const FIAT_TAB = 'FIAT';
export const DELIVERY_TAB = 'DELIVERY';

/** Chains of the on-chain markets (pilot and alpha), with their display names. */
export const CHAINS = [
  ['sol', 'Solana'],
  ['eth', 'Ethereum'],
  ['bsc', 'BNB Chain'],
  ['base', 'Base'],
  ['arb', 'Arbitrum'],
  ['tron', 'TRON'],
] as const;
export type Chain = (typeof CHAINS)[number][0];

export const pilotTab = (chain: Chain | 'ALL' | 'NEW' | 'HOT'): string => `PILOT_${chain.toUpperCase()}`;
export const ALPHA_ALL_TAB = 'ALPHA_ALLCHAIN';

/** Underlyings with options markets, in display order. */
export const OPTION_UNDERLYINGS = ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE', 'TON', 'GT'] as const;

const quoteSubs = (quote: string, sectors: readonly Exclude<Sector, 'STABLE'>[]): SubTabDto[] => [
  { market: quote, title: 'All' },
  { market: hotTab(quote), title: 'Hot' },
  { market: newTab(quote), title: 'New' },
  ...sectors.map((s) => ({ market: sectorTab(quote, s), title: SECTOR_TITLES[s] })),
];

const ALL_SECTORS = Object.keys(SECTOR_TITLES) as Exclude<Sector, 'STABLE'>[];

export function marketTabs(): MarketTabsDto {
  return {
    SPOT: [
      { market: 'USDT', title: 'USDT', sub: [...quoteSubs('USDT', ALL_SECTORS), { market: ST_TAB, title: 'ST' }] },
      { market: 'USDC', title: 'USDC', sub: [{ market: 'USDC', title: 'All' }] },
      { market: 'BTC', title: 'BTC', sub: [{ market: 'BTC', title: 'All' }] },
      { market: 'ETH', title: 'ETH', sub: [{ market: 'ETH', title: 'All' }] },
      {
        market: FIAT_TAB,
        title: 'Fiat',
        sub: [{ market: FIAT_TAB, title: 'All' }, ...SPOT_FIAT_QUOTES.map((f) => ({ market: f, title: f }))],
      },
    ],
    CONTRACT: [
      { market: 'USDT', title: 'USDT-M', sub: quoteSubs('USDT', ['MEME', 'AI', 'L1', 'L2', 'DEFI', 'GAMEFI']) },
      { market: 'BTC', title: 'Coin-M', sub: [{ market: 'BTC', title: 'All' }] },
      { market: DELIVERY_TAB, title: 'Delivery', sub: [{ market: DELIVERY_TAB, title: 'All' }] },
    ],
    PILOT: [
      {
        market: 'PILOT',
        title: 'Pilot',
        sub: [
          { market: pilotTab('ALL'), title: 'All' },
          { market: pilotTab('HOT'), title: 'Hot' },
          { market: pilotTab('NEW'), title: 'New' },
          ...CHAINS.map(([chain, title]) => ({ market: pilotTab(chain), title })),
        ],
      },
    ],
    OPTIONS: [
      {
        market: 'OPTIONS',
        title: 'Options',
        sub: OPTION_UNDERLYINGS.map((u) => ({ market: `${u}_USDT`, title: u })),
      },
    ],
    MEMEBOX: [
      {
        market: 'MEMEBOX',
        title: 'Alpha',
        sub: [{ market: ALPHA_ALL_TAB, title: 'All chains' }, ...CHAINS.map(([chain, title]) => ({ market: chain, title }))],
      },
    ],
  };
}
