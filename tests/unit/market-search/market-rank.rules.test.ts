import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeKeyword, rankRows, searchKeys, SEARCH_ALIASES } from '../../../react-core/market-search/data/market-rank.rules';
import { mapSpotMarkets } from '../../../react-core/market-search/data/spot.mappers';
import type { SearchableRow } from '../../../react-core/market-search/market-search.types';
import { spotRows } from '../../../demo/mock-api/data/spot';
import { T0 } from './helpers';

interface TestRow extends SearchableRow {
  raw: { base: string; quote: string; text: string[] };
}

let serial = 0;
const row = (base: string, quote: string, ...text: string[]): TestRow => ({
  id: `spot:${serial++}`,
  kind: 'spot',
  href: '/trade/X',
  keys: searchKeys(base, quote, text),
  raw: { base, quote, text },
});
const bases = (rows: readonly TestRow[]) => rows.map((r) => `${r.raw.base}_${r.raw.quote}`);

describe('market search ranking (spec §5)', () => {
  const list = [
    row('ETHBTC', 'USDT', 'ETHBTC_USDT', 'Wrapped thing'),
    row('WBTC', 'USDT', 'WBTC_USDT', 'Wrapped Bitcoin'),
    row('ETH', 'BTC', 'ETH_BTC', 'Ether'),
    row('BTC', 'USDT', 'BTC_USDT', 'Bitcoin'),
    row('BTCDOM', 'USDT', 'BTCDOM_USDT', 'BTC dominance'),
    row('SOL', 'WBTC', 'SOL_WBTC', 'Solana'),
    row('ORDI', 'USDT', 'ORDI_USDT', 'ordinals on btc'),
    row('BTC', 'USDC', 'BTC_USDC', 'Bitcoin'),
  ];

  it('ranks base equals, base starts with, quote equals, base contains, quote contains, then name or pair contains', () => {
    expect(bases(rankRows(list, 'btc'))).toEqual([
      'BTC_USDT',
      'BTC_USDC', // base equals, in list order
      'BTCDOM_USDT', // base starts with
      'ETH_BTC', // quote equals
      'ETHBTC_USDT',
      'WBTC_USDT', // base contains
      'SOL_WBTC', // quote contains
      'ORDI_USDT', // name contains
    ]);
  });

  it('is case-insensitive and trims the keyword; a blank keyword gives the default list unchanged', () => {
    expect(rankRows(list, '  BtC ')).toEqual(rankRows(list, 'btc'));
    expect(rankRows(list, '')).toBe(list);
    expect(rankRows(list, ' \t ')).toBe(list);
  });

  it('matches regular-expression characters literally', () => {
    const rows = [row('A', 'B', 'a.b'), row('AXB', 'C', 'axb'), row('D', 'E', 'd(e'), row('F', 'G', 'f*g+')];
    expect(bases(rankRows(rows, 'a.b'))).toEqual(['A_B']);
    expect(bases(rankRows(rows, 'd('))).toEqual(['D_E']);
    expect(bases(rankRows(rows, '*g+'))).toEqual(['F_G']);
    expect(rankRows(rows, '.*')).toEqual([]);
    expect(rankRows(rows, '[')).toEqual([]);
  });

  it('alias rule: the keyword XBT (any case, trimmed) searches as BTC; XB and XBTC do not', () => {
    expect(SEARCH_ALIASES).toEqual({ xbt: 'btc' });
    expect(rankRows(list, ' xBt ')).toEqual(rankRows(list, 'btc'));
    expect(normalizeKeyword('XBT')).toBe('btc');
    expect(normalizeKeyword('XB')).toBe('xb');
    expect(rankRows(list, 'xbtc')).toEqual([]);
    expect(normalizeKeyword(undefined)).toBe('');
    expect(normalizeKeyword('toString')).toBe('tostring');
  });

  it('over the mock spot data, "eth" puts ETH pairs first and keeps the server order among them', () => {
    const rows = mapSpotMarkets(spotRows(), { lang: 'en', now: T0, warn: () => undefined })!;
    const ranked = rankRows(rows, 'eth');
    const firstNonEth = ranked.findIndex((r) => r.base !== 'ETH');
    expect(ranked.slice(0, firstNonEth).map((r) => r.market)).toEqual(rows.filter((r) => r.base === 'ETH').map((r) => r.market));
    expect(ranked.every((r) => r.base === 'ETH' || r.keys.haystack.includes('eth'))).toBe(true);
    expect(ranked).toHaveLength(rows.filter((r) => r.market.toLowerCase().includes('eth') || r.name.toLowerCase().includes('eth')).length);
  });
});

/** The spec's rule, written again from the raw fields, independently of the module. */
function oracleRank(raw: TestRow['raw'], typed: string): number {
  let k = typed.trim().toLowerCase();
  if (k === 'xbt') k = 'btc';
  const base = raw.base.toLowerCase();
  const quote = raw.quote.toLowerCase();
  if (base === k) return 0;
  if (base.startsWith(k)) return 1;
  if (quote === k) return 2;
  if (base.includes(k)) return 3;
  if (quote.includes(k)) return 4;
  if (raw.text.some((t) => t.toLowerCase().includes(k))) return 5;
  return -1;
}

describe('market search ranking: properties (fast-check)', () => {
  // A small alphabet so that keywords often match, with regex specials, case and spaces.
  const unit = fc.constantFrom('a', 'b', 'B', 'x', 'X', 't', '_', '.', '*', '(', '[', '\\', '$', ' ', 'é');
  const str = (max: number) => fc.string({ unit, maxLength: max });
  const rowArb = fc.tuple(str(4), str(4), fc.array(str(6), { maxLength: 3 })).map(([b, q, t]) => row(b, q, ...t));
  const keyword = fc.oneof(str(4), fc.constantFrom('xbt', ' XBT ', '', '  ', 'btc'), fc.string());

  it('any rows and keyword: no throw, exactly the matching rows, best rank first, list order within a rank', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), keyword, (rows, typed) => {
        const result = rankRows(rows, typed);
        if (typed.trim() === '') {
          expect(result).toBe(rows);
          return;
        }
        const expected = rows.filter((r) => oracleRank(r.raw, typed) >= 0);
        // A permutation of exactly the matching rows ...
        expect([...result].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...expected].sort((a, b) => a.id.localeCompare(b.id)));
        // ... ordered by rank, then by position in the list.
        for (let i = 1; i < result.length; i += 1) {
          const prev = result[i - 1] as TestRow;
          const cur = result[i] as TestRow;
          const [rp, rc] = [oracleRank(prev.raw, typed), oracleRank(cur.raw, typed)];
          expect(rp).toBeLessThanOrEqual(rc);
          if (rp === rc) expect(rows.indexOf(prev)).toBeLessThan(rows.indexOf(cur));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the real rows and any keyword: no throw, every result matches', () => {
    const rows = mapSpotMarkets(spotRows().slice(0, 400), { lang: 'en', now: T0, warn: () => undefined })!;
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^[a-zA-Z]{1,4}$/)), (typed) => {
        const result = rankRows(rows, typed);
        if (typed.trim() === '') {
          expect(result).toBe(rows);
          return;
        }
        const k = normalizeKeyword(typed);
        for (const r of result) expect([r.market, r.name].some((f) => f.toLowerCase().includes(k))).toBe(true);
        expect(new Set(result).size).toBe(result.length);
      }),
      { numRuns: 300 },
    );
  });
});
