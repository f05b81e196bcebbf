import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MARKET_HUES } from '../../../../react-core/core/brand/market-hues';

describe('host preferences', () => {
  it('base.css falls back to the same hues the hook writes on the host (green rises by default)', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../../../react-core/core/element/base.css'), 'utf8');
    expect(css).toContain(`--exch-c-rise: var(--exch-rise-color, var(--exch-success, ${MARKET_HUES.green}));`);
    expect(css).toContain(`--exch-c-fall: var(--exch-fall-color, var(--exch-danger, ${MARKET_HUES.red}));`);
  });
});
