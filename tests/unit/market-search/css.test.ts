import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BREAKPOINTS } from '../../../react-core/core/layout/breakpoints';
import { MARKET_SEARCH, PAY_WITH } from '../../../react-core/market-search/market-search.data';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('market-search CSS repeats the constants of spec §9 and the breakpoints', () => {
  it('list 530 px high, rows and placeholders 58 px', () => {
    const css = read('react-core/market-search/panel/market-list.css');
    expect(css).toContain(`height: ${MARKET_SEARCH.listHeight}px;`);
    expect(css.match(new RegExp(`height: ${MARKET_SEARCH.rowHeight}px;`, 'g'))).toHaveLength(2);
  });

  it('the Pay-with list height', () => {
    expect(read('react-core/market-search/pay-with/pay-with.css')).toContain(`max-height: ${PAY_WITH.listHeight}px;`);
  });

  it('the search modal goes full screen at the phone breakpoint', () => {
    expect(read('react-core/market-search/search/search-modal.css')).toContain(`@media ${BREAKPOINTS.phone}`);
  });

  it('no hex colours: shared colours come from the --exch-c-* tokens', () => {
    for (const file of ['panel/market-list.css', 'panel/market-panel.css', 'pay-with/pay-with.css', 'search/search-modal.css', '../core/ui/search-field.css']) {
      expect(read(`react-core/market-search/${file}`), file).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    }
  });
});
