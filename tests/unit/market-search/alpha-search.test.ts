import { describe, expect, it, vi } from 'vitest';
import { createAlphaSearch } from '../../../react-core/market-search/data/alpha-search';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';
import type { AlphaRow } from '../../../react-core/market-search/market-search.types';
import { ManualClock, flush } from './helpers';

const DEBOUNCE = MARKET_SEARCH.alphaSearchDebounceMs;
const row = (base: string) => ({ id: `alpha:${base}`, base }) as unknown as AlphaRow;

function setup(answer: (keyword: string) => Promise<readonly AlphaRow[] | null> = async (k) => [row(k.toUpperCase())]) {
  const clock = new ManualClock();
  const search = vi.fn(answer);
  const box = createAlphaSearch({ search, env: { setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout } });
  /** Types one character every `gapMs`. */
  const type = async (text: string, gapMs = 200) => {
    for (let i = 1; i <= text.length; i += 1) {
      box.setKeyword(text.slice(0, i));
      await clock.advance(gapMs);
    }
  };
  return { clock, search, box, type };
}

describe('alpha token search (spec §4: debounced 1000 ms, one request per settled keyword)', () => {
  it('typing requests nothing until the keyword rests for 1000 ms, then exactly one request for it', async () => {
    const { clock, search, box, type } = setup();
    await type('pepe');
    expect(search).not.toHaveBeenCalled();
    await clock.advance(DEBOUNCE - 200 - 1);
    expect(search).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(search.mock.calls).toEqual([['pepe']]);
    expect(box.state).toMatchObject({ keyword: 'pepe', settled: 'pepe', status: 'ready' });
    expect(box.state.rows.map((r) => r.base)).toEqual(['PEPE']);
  });

  it('a keyword that settles again unchanged (spaces, or back to it before the debounce) is not requested again', async () => {
    const { clock, search, box } = setup();
    box.setKeyword('pepe');
    await clock.advance(DEBOUNCE);
    box.setKeyword(' pepe  ');
    await clock.advance(DEBOUNCE);
    box.setKeyword('pepex');
    await clock.advance(DEBOUNCE / 2);
    box.setKeyword('pepe');
    await clock.advance(DEBOUNCE * 2);
    expect(search.mock.calls).toEqual([['pepe']]);
  });

  it('a blank keyword requests nothing and shows the chain’s default list (status idle)', async () => {
    const { clock, search, box } = setup();
    box.setKeyword('pe');
    await clock.advance(DEBOUNCE);
    box.setKeyword('   ');
    await clock.advance(DEBOUNCE * 3);
    expect(search).toHaveBeenCalledTimes(1);
    expect(box.state).toMatchObject({ settled: '', status: 'idle', rows: [] });
  });

  it('an answer to a keyword the user has left is dropped', async () => {
    let release: (rows: AlphaRow[]) => void = () => undefined;
    const { clock, box } = setup((k) =>
      k === 'slow'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : Promise.resolve([row('FAST')]),
    );
    box.setKeyword('slow');
    await clock.advance(DEBOUNCE);
    expect(box.state.status).toBe('loading');
    box.setKeyword('fast');
    await clock.advance(DEBOUNCE);
    release([row('SLOW')]);
    await flush();
    expect(box.state).toMatchObject({ settled: 'fast', status: 'ready' });
    expect(box.state.rows.map((r) => r.base)).toEqual(['FAST']);
  });

  it('a failure shows the empty state (status error); the same keyword settling again is retried', async () => {
    let fails = true;
    const { clock, search, box } = setup(async () => (fails ? null : [row('OK')]));
    box.setKeyword('abc');
    await clock.advance(DEBOUNCE);
    expect(box.state).toMatchObject({ status: 'error', rows: [] });
    fails = false;
    box.setKeyword('abc ');
    await clock.advance(DEBOUNCE);
    expect(search).toHaveBeenCalledTimes(2);
    expect(box.state.status).toBe('ready');
  });

  it('a search that throws is a failure, and dispose cancels the pending keyword', async () => {
    const { clock, search, box } = setup(async () => {
      throw new Error('boom');
    });
    box.setKeyword('abc');
    await clock.advance(DEBOUNCE);
    expect(box.state.status).toBe('error');
    box.setKeyword('abcd');
    box.dispose();
    await clock.advance(DEBOUNCE * 2);
    expect(search).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });
});
