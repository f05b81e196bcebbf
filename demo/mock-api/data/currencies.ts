/**
 * The currency universe (>= 2,700 coins): the real top symbols first, in market-cap order, then
 * generated plausible tickers and names. Spot, futures and search data all derive from it.
 */
import { ANCHOR_S, DAY_S, UPCOMING_BASE_S } from './format';
import { lazy, rng } from '../prng';

export type Sector = 'MEME' | 'AI' | 'L1' | 'L2' | 'DEFI' | 'GAMEFI' | 'RWA' | 'DEPIN' | 'STABLE' | 'INFRA';

export interface Currency {
  symbol: string;
  name: string;
  /** 1-based market-cap rank */
  rank: number;
  /** USD price */
  price: number;
  sectors: Sector[];
  /** listing time (unix s); a future value means an upcoming listing */
  listedAt: number;
  /** special-treatment (ST) flag: a risk-warning tag on a handful of coins */
  isST: boolean;
}

export const CURRENCY_COUNT = 2750;

// symbol, name, approximate USD price, sectors ('' for none)
const REAL: ReadonlyArray<readonly [string, string, number, string]> = [
  ['BTC', 'Bitcoin', 96012.35, 'L1'],
  ['ETH', 'Ethereum', 3412.8, 'L1'],
  ['USDT', 'Tether', 1, 'STABLE'],
  ['SOL', 'Solana', 182.41, 'L1'],
  ['XRP', 'XRP', 2.3127, 'L1'],
  ['BNB', 'BNB', 648.2, 'L1'],
  ['DOGE', 'Dogecoin', 0.3215, 'MEME'],
  ['ADA', 'Cardano', 0.8534, 'L1'],
  ['TRX', 'TRON', 0.2418, 'L1'],
  ['TON', 'Toncoin', 5.214, 'L1'],
  ['PI', 'Pi Network', 1.1042, 'L1'],
  ['GT', 'GateToken', 18.12, 'INFRA'],
  ['USDC', 'USD Coin', 1, 'STABLE'],
  ['AVAX', 'Avalanche', 35.62, 'L1'],
  ['SHIB', 'Shiba Inu', 0.00002213, 'MEME'],
  ['LINK', 'Chainlink', 20.41, 'INFRA'],
  ['DOT', 'Polkadot', 7.012, 'L1'],
  ['BCH', 'Bitcoin Cash', 452.3, 'L1'],
  ['SUI', 'Sui', 3.512, 'L1'],
  ['LTC', 'Litecoin', 101.4, 'L1'],
  ['NEAR', 'NEAR Protocol', 5.52, 'L1,AI'],
  ['UNI', 'Uniswap', 12.31, 'DEFI'],
  ['APT', 'Aptos', 10.12, 'L1'],
  ['PEPE', 'Pepe', 0.00001842, 'MEME'],
  ['ICP', 'Internet Computer', 10.41, 'L1,AI'],
  ['ETC', 'Ethereum Classic', 28.2, 'L1'],
  ['XLM', 'Stellar', 0.4012, 'L1'],
  ['HBAR', 'Hedera', 0.2812, 'L1'],
  ['FIL', 'Filecoin', 5.01, 'DEPIN'],
  ['ATOM', 'Cosmos', 7.04, 'L1'],
  ['ARB', 'Arbitrum', 0.8123, 'L2'],
  ['OP', 'Optimism', 2.014, 'L2'],
  ['MNT', 'Mantle', 0.9121, 'L2'],
  ['VET', 'VeChain', 0.04521, 'L1'],
  ['INJ', 'Injective', 25.12, 'DEFI'],
  ['IMX', 'Immutable', 1.512, 'L2,GAMEFI'],
  ['RENDER', 'Render', 7.21, 'AI,DEPIN'],
  ['KAS', 'Kaspa', 0.1312, 'L1'],
  ['TAO', 'Bittensor', 452.1, 'AI'],
  ['WIF', 'dogwifhat', 2.512, 'MEME'],
  ['BONK', 'Bonk', 0.00003012, 'MEME'],
  ['FET', 'Artificial Superintelligence Alliance', 1.412, 'AI'],
  ['GRT', 'The Graph', 0.2212, 'AI,INFRA'],
  ['ALGO', 'Algorand', 0.3512, 'L1'],
  ['AAVE', 'Aave', 281.2, 'DEFI'],
  ['MKR', 'Maker', 1712.5, 'DEFI'],
  ['SEI', 'Sei', 0.4512, 'L1'],
  ['STX', 'Stacks', 1.812, 'L2'],
  ['FLOKI', 'FLOKI', 0.0002012, 'MEME'],
  ['TIA', 'Celestia', 6.012, 'INFRA'],
  ['JUP', 'Jupiter', 1.012, 'DEFI'],
  ['PYTH', 'Pyth Network', 0.4012, 'INFRA'],
  ['LDO', 'Lido DAO', 1.812, 'DEFI'],
  ['RUNE', 'THORChain', 5.012, 'DEFI'],
  ['THETA', 'Theta Network', 2.012, 'DEPIN'],
  ['SAND', 'The Sandbox', 0.6012, 'GAMEFI'],
  ['MANA', 'Decentraland', 0.5512, 'GAMEFI'],
  ['AXS', 'Axie Infinity', 7.012, 'GAMEFI'],
  ['GALA', 'Gala', 0.04012, 'GAMEFI'],
  ['EGLD', 'MultiversX', 35.12, 'L1'],
  ['FLOW', 'Flow', 0.8012, 'L1'],
  ['XTZ', 'Tezos', 1.212, 'L1'],
  ['EOS', 'EOS', 0.8512, 'L1'],
  ['NEO', 'Neo', 15.12, 'L1'],
  ['KSM', 'Kusama', 30.12, 'L1'],
  ['CRV', 'Curve DAO', 0.9012, 'DEFI'],
  ['SNX', 'Synthetix', 2.512, 'DEFI'],
  ['COMP', 'Compound', 80.12, 'DEFI'],
  ['ZEC', 'Zcash', 50.12, 'L1'],
  ['DASH', 'Dash', 35.12, 'L1'],
  ['CHZ', 'Chiliz', 0.09012, 'GAMEFI'],
  ['ENS', 'Ethereum Name Service', 30.12, 'INFRA'],
  ['APE', 'ApeCoin', 1.312, 'MEME'],
  ['BLUR', 'Blur', 0.3012, 'DEFI'],
  ['DYDX', 'dYdX', 1.612, 'DEFI'],
  ['GMX', 'GMX', 25.12, 'DEFI'],
  ['WLD', 'Worldcoin', 2.512, 'AI'],
  ['ORDI', 'ORDI', 35.12, 'MEME'],
  ['SATS', 'SATS', 0.0000003012, 'MEME'],
  ['JTO', 'Jito', 3.012, 'DEFI'],
  ['STRK', 'Starknet', 0.6012, 'L2'],
  ['ENA', 'Ethena', 0.9012, 'DEFI'],
  ['ONDO', 'Ondo', 1.412, 'RWA'],
  ['PENDLE', 'Pendle', 5.012, 'DEFI'],
  ['ETHFI', 'ether.fi', 2.512, 'DEFI'],
  ['W', 'Wormhole', 0.3012, 'INFRA'],
  ['ZRO', 'LayerZero', 5.012, 'INFRA'],
  ['ZK', 'ZKsync', 0.2012, 'L2'],
  ['NOT', 'Notcoin', 0.007012, 'MEME,GAMEFI'],
  ['BOME', 'BOOK OF MEME', 0.009012, 'MEME'],
  ['POPCAT', 'Popcat', 1.212, 'MEME'],
  ['MEW', 'cat in a dogs world', 0.008012, 'MEME'],
  ['BRETT', 'Brett', 0.1512, 'MEME'],
  ['TRUMP', 'Official Trump', 20.12, 'MEME'],
  ['PENGU', 'Pudgy Penguins', 0.03512, 'MEME'],
  ['VIRTUAL', 'Virtuals Protocol', 2.512, 'AI'],
  ['AI16Z', 'ai16z', 1.012, 'AI,MEME'],
  ['FARTCOIN', 'Fartcoin', 1.112, 'MEME'],
  ['HYPE', 'Hyperliquid', 25.12, 'DEFI,L1'],
  ['MOVE', 'Movement', 0.8012, 'L2'],
  ['ME', 'Magic Eden', 4.012, 'INFRA'],
  ['USUAL', 'Usual', 1.012, 'RWA'],
  ['ACT', 'Act I : The AI Prophecy', 0.4012, 'AI,MEME'],
  ['PNUT', 'Peanut the Squirrel', 0.8012, 'MEME'],
  ['GOAT', 'Goatseus Maximus', 0.6012, 'AI,MEME'],
  ['NEIRO', 'Neiro', 0.002012, 'MEME'],
  ['TURBO', 'Turbo', 0.009012, 'MEME'],
  ['MOG', 'Mog Coin', 0.000002512, 'MEME'],
  ['CAT', "Simon's Cat", 0.00004012, 'MEME'],
  ['DOGS', 'DOGS', 0.0007012, 'MEME'],
  ['HMSTR', 'Hamster Kombat', 0.004012, 'GAMEFI'],
  ['CATI', 'Catizen', 0.4012, 'GAMEFI'],
  ['EIGEN', 'EigenLayer', 3.512, 'INFRA'],
  ['SCR', 'Scroll', 1.012, 'L2'],
  ['GRASS', 'Grass', 3.012, 'AI,DEPIN'],
  ['DRIFT', 'Drift', 1.212, 'DEFI'],
  ['RAY', 'Raydium', 5.012, 'DEFI'],
  ['ORCA', 'Orca', 4.012, 'DEFI'],
  ['JASMY', 'JasmyCoin', 0.04012, 'DEPIN'],
  ['IOTA', 'IOTA', 0.3012, 'L1'],
  ['QNT', 'Quant', 110.1, 'INFRA'],
  ['HNT', 'Helium', 6.012, 'DEPIN'],
  ['AR', 'Arweave', 20.12, 'DEPIN'],
  ['ROSE', 'Oasis', 0.09012, 'L1'],
  ['ONE', 'Harmony', 0.02512, 'L1'],
  ['ZIL', 'Zilliqa', 0.02512, 'L1'],
  ['1INCH', '1inch', 0.4512, 'DEFI'],
  ['SUSHI', 'SushiSwap', 1.512, 'DEFI'],
  ['YFI', 'yearn.finance', 8012.5, 'DEFI'],
  ['BAT', 'Basic Attention Token', 0.2512, 'INFRA'],
  ['ENJ', 'Enjin Coin', 0.3012, 'GAMEFI'],
  ['CFX', 'Conflux', 0.1812, 'L1'],
  ['KAVA', 'Kava', 0.5012, 'L1'],
  ['CELO', 'Celo', 0.8012, 'L2'],
  ['MINA', 'Mina', 0.7012, 'L1'],
  ['ASTR', 'Astar', 0.07012, 'L2'],
  ['GLMR', 'Moonbeam', 0.3012, 'L1'],
  ['OM', 'MANTRA', 3.812, 'RWA'],
  ['CKB', 'Nervos Network', 0.01512, 'L1'],
  ['XEC', 'eCash', 0.00004012, 'L1'],
  ['BSV', 'Bitcoin SV', 60.12, 'L1'],
  ['LUNC', 'Terra Classic', 0.0001212, 'L1'],
  ['LUNA', 'Terra', 0.5012, 'L1'],
  ['USTC', 'TerraClassicUSD', 0.02012, 'STABLE'],
  ['PEOPLE', 'ConstitutionDAO', 0.05012, 'MEME'],
  ['MASK', 'Mask Network', 3.012, 'INFRA'],
  ['AGLD', 'Adventure Gold', 1.512, 'GAMEFI'],
  ['LPT', 'Livepeer', 15.12, 'DEPIN'],
  ['API3', 'API3', 2.012, 'INFRA'],
  ['BAND', 'Band Protocol', 1.512, 'INFRA'],
  ['SSV', 'ssv.network', 25.12, 'INFRA'],
  ['RPL', 'Rocket Pool', 12.12, 'DEFI'],
  ['FXS', 'Frax Share', 3.012, 'DEFI'],
  ['CVX', 'Convex Finance', 4.012, 'DEFI'],
  ['BAL', 'Balancer', 3.012, 'DEFI'],
  ['LRC', 'Loopring', 0.2012, 'L2'],
  ['ZRX', '0x Protocol', 0.5012, 'DEFI'],
  ['ANKR', 'Ankr', 0.04012, 'INFRA'],
  ['SKL', 'SKALE', 0.05012, 'L2'],
  ['STORJ', 'Storj', 0.5012, 'DEPIN'],
  ['AUDIO', 'Audius', 0.2012, 'INFRA'],
  ['ILV', 'Illuvium', 40.12, 'GAMEFI'],
  ['YGG', 'Yield Guild Games', 0.5012, 'GAMEFI'],
  ['MAGIC', 'Treasure', 0.5012, 'GAMEFI'],
  ['GMT', 'GMT', 0.1512, 'GAMEFI'],
  ['ID', 'SPACE ID', 0.4012, 'INFRA'],
  ['ARKM', 'Arkham', 1.812, 'AI'],
  ['CYBER', 'Cyber', 5.012, 'INFRA'],
  ['SUPER', 'SuperVerse', 1.212, 'GAMEFI'],
  ['PIXEL', 'Pixels', 0.2012, 'GAMEFI'],
  ['PORTAL', 'Portal', 0.5012, 'GAMEFI'],
  ['AEVO', 'Aevo', 0.8012, 'DEFI'],
  ['ALT', 'AltLayer', 0.1512, 'L2'],
  ['MANTA', 'Manta Network', 1.212, 'L2'],
  ['DYM', 'Dymension', 2.012, 'INFRA'],
  ['XAI', 'Xai', 0.4012, 'GAMEFI'],
  ['TNSR', 'Tensor', 0.8012, 'DEFI'],
  ['SAGA', 'Saga', 2.012, 'GAMEFI'],
  ['REZ', 'Renzo', 0.05012, 'DEFI'],
  ['BB', 'BounceBit', 0.4012, 'DEFI'],
  ['IO', 'io.net', 3.012, 'AI,DEPIN'],
  ['LISTA', 'Lista DAO', 0.5012, 'DEFI'],
  ['ZETA', 'ZetaChain', 0.7012, 'L1'],
  ['BLAST', 'Blast', 0.01012, 'L2'],
  ['UXLINK', 'UXLINK', 0.6012, 'INFRA'],
  ['SUNDOG', 'Sundog', 0.2012, 'MEME'],
];

// Generated names: two or three syllables, then a familiar crypto suffix.
const SYLLABLES = [
  'ka',
  'ro',
  'vex',
  'lu',
  'zen',
  'mi',
  'tor',
  'na',
  'qua',
  'sol',
  'fi',
  'ar',
  'by',
  'dex',
  'el',
  'gra',
  'hy',
  'io',
  'jo',
  'kor',
  'lyn',
  'mo',
  'nex',
  'or',
  'pix',
  'ra',
  'sy',
  'ta',
  'ul',
  'vo',
  'wa',
  'xi',
  'yu',
  'zo',
  'bel',
  'cri',
  'do',
  'fa',
  'ge',
  'hal',
  'is',
  'ju',
  'ke',
  'li',
  'ma',
  'no',
  'pe',
  'ri',
  'se',
  'ti',
  'ven',
  'zar',
];
const SUFFIXES = [
  'Protocol',
  'Network',
  'Finance',
  'AI',
  'Token',
  'Coin',
  'Chain',
  'Labs',
  'DAO',
  'Swap',
  'Inu',
  'Verse',
  'Fi',
  'World',
  'Games',
  'Pay',
  'X',
  'Cat',
  'Dog',
  'Frog',
];
const GEN_SECTORS: readonly Sector[] = ['MEME', 'AI', 'L1', 'L2', 'DEFI', 'GAMEFI', 'RWA', 'DEPIN', 'INFRA'];

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const currencies = lazy((): Currency[] => {
  const r = rng('currencies');
  const used = new Set<string>();
  const list: Currency[] = [];

  REAL.forEach(([symbol, name, price, sectors], i) => {
    used.add(symbol);
    list.push({
      symbol,
      name,
      rank: i + 1,
      price,
      sectors: sectors ? (sectors.split(',') as Sector[]) : [],
      // Real top coins have been listed for years.
      listedAt: ANCHOR_S - r.int(400, 3000) * DAY_S,
      isST: false,
    });
  });

  while (list.length < CURRENCY_COUNT) {
    const rank = list.length + 1;
    const parts = r.int(2, 3);
    let base = '';
    for (let p = 0; p < parts; p++) base += r.pick(SYLLABLES);
    // Tickers: 3-5 letters from the name, sometimes with a trailing digit, like real small caps.
    let symbol = base
      .replace(/[^a-z]/g, '')
      .slice(0, r.int(3, 5))
      .toUpperCase();
    if (r.chance(0.06)) symbol += String(r.int(2, 9));
    if (symbol.length < 2 || used.has(symbol)) continue;
    used.add(symbol);
    const suffix = r.pick(SUFFIXES);
    const sector = suffix === 'Inu' || suffix === 'Cat' || suffix === 'Dog' || suffix === 'Frog' ? 'MEME' : r.pick(GEN_SECTORS);
    // Price falls with rank on average but spans many magnitudes, as in real long tails.
    const price = r.logUniform(0.0000005, 60) * (rank < 400 ? 3 : 1);
    // A slice of the long tail is recent; the last few dozen are upcoming (future opening time).
    const upcoming = rank > CURRENCY_COUNT - 24;
    const recent = !upcoming && r.chance(0.05);
    const listedAt = upcoming ? UPCOMING_BASE_S + (rank % 24) * DAY_S : recent ? ANCHOR_S - r.int(0, 20) * DAY_S : ANCHOR_S - r.int(30, 2000) * DAY_S;
    list.push({
      symbol,
      name: `${cap(base)} ${suffix}`,
      rank,
      price,
      sectors: [sector],
      listedAt,
      isST: rank > 1500 && r.chance(0.02),
    });
  }
  return list;
});

export const currencyBySymbol = lazy(() => new Map(currencies().map((c) => [c.symbol, c] as const)));

/** Stablecoins are quotes, never bases of futures or leveraged markets. */
export const isStable = (c: Currency): boolean => c.sectors.includes('STABLE');
