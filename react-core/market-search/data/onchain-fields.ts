import { cleanText } from '../../core/util/coerce';
import { TEXT_LIMITS } from '../market-search.data';
import { dayStampedIcon, shortAddress, splitPair, symbolOf, type MapContext } from './row-fields';

/**
 * The fields alpha tokens and pilot markets share (spec §3 Alpha token row, Market row): chain,
 * chain icon, contract address and the pair the exchange shows (SYMBOL/USDT).
 */

const CHAIN = /^[a-z0-9][a-z0-9_-]{0,31}$/;
// Base58 (Solana, TRON), 0x-hex (EVM) and the `0x..::module::TOKEN` form of Move chains.
const ADDRESS = /^[A-Za-z0-9][A-Za-z0-9:_.-]*$/;

export function chainOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const chain = value.trim().toLowerCase();
  return CHAIN.test(chain) ? chain : null;
}

export function addressOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  return address.length <= TEXT_LIMITS.address && ADDRESS.test(address) ? address : null;
}

/** The row fields of an on-chain market (besides base and quote). */
export interface OnchainExtra {
  chain: string;
  chainIcon: string;
  address: string;
  shortAddress: string;
  showPair: string;
}

export interface OnchainFields {
  extra: OnchainExtra;
  base: string;
  quote: string;
}

/**
 * The shared fields, or null without a chain, an address or a symbol. The symbol is `currency`,
 * else the base of `show_pair` (ABC/USDT) or of `pair` (ABC_USDT); the quote comes from those.
 */
export function onchainFields(raw: Record<string, unknown>, ctx: MapContext): OnchainFields | null {
  const chain = chainOf(raw.chain);
  const address = addressOf(raw.address);
  const shown = splitPair(raw.show_pair, '/');
  const pair = splitPair(raw.pair);
  const base = symbolOf(raw.currency) ?? shown?.[0] ?? pair?.[0];
  if (!chain || !address || !base) return null;
  const quote = shown?.[1] ?? pair?.[1] ?? '';
  return {
    extra: {
      chain,
      chainIcon: dayStampedIcon(raw.chain_icon, ctx),
      address,
      shortAddress: shortAddress(address),
      showPair: cleanText(raw.show_pair, TEXT_LIMITS.code) || (quote ? `${base}/${quote}` : base),
    },
    base,
    quote,
  };
}
