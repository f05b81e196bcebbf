// @vitest-environment happy-dom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAVOURITES_MAX,
  FAVOURITE_ID,
  favourites,
  resetFavourites,
  setFavourites,
  startFavourites,
  toggleFavourite,
  validFavourites,
} from '../../../react-core/market-search/data/favourites';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';

const KEY = STORAGE_KEY.marketFavourites;

describe('favourites', () => {
  beforeEach(() => {
    localStorage.clear();
    resetFavourites();
  });

  it('any value in: valid row ids only, once each, in order, at most FAVOURITES_MAX, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const ids = validFavourites(value);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(FAVOURITES_MAX);
        for (const id of ids) expect(FAVOURITE_ID.test(id)).toBe(true);
      }),
    );
    expect(validFavourites(['spot:BTC_USDT', 'spot:BTC_USDT', 'futures:USDT:ETH_USDT', 'x', 'spot:<b>', 7])).toEqual([
      'spot:BTC_USDT',
      'futures:USDT:ETH_USDT',
    ]);
    const many = Array.from({ length: FAVOURITES_MAX + 5 }, (_, i) => `spot:C${i}_USDT`);
    expect(validFavourites(many)).toEqual(many.slice(5));
  });

  it('toggling stars then unstars, stores the list, and reports the change', () => {
    expect(toggleFavourite('spot:BTC_USDT')).toEqual({ ids: ['spot:BTC_USDT'], id: 'spot:BTC_USDT', favourite: true });
    expect(toggleFavourite('spot:ETH_USDT').ids).toEqual(['spot:BTC_USDT', 'spot:ETH_USDT']);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['spot:BTC_USDT', 'spot:ETH_USDT']);
    expect(toggleFavourite('spot:BTC_USDT')).toEqual({ ids: ['spot:ETH_USDT'], id: 'spot:BTC_USDT', favourite: false });
    expect(favourites.ids).toEqual(['spot:ETH_USDT']);
    // An id that is not one changes nothing.
    expect(toggleFavourite('javascript:alert(1) ').favourite).toBe(false);
    expect(favourites.ids).toEqual(['spot:ETH_USDT']);
  });

  it('reads the stored list once; a corrupt value is dropped alone, other keys stay', () => {
    localStorage.setItem(STORAGE_KEY.changeWindow, 'utc8');
    localStorage.setItem(KEY, '{oops');
    startFavourites();
    expect(favourites.ids).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.changeWindow)).toBe('utc8');
  });

  it('the page’s list replaces the browser’s, validated', () => {
    toggleFavourite('spot:BTC_USDT');
    setFavourites(['pilot:PEPE_USDT', null, 'bad id']);
    expect(favourites.ids).toEqual(['pilot:PEPE_USDT']);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['pilot:PEPE_USDT']);
    setFavourites('not a list');
    expect(favourites.ids).toEqual([]);
  });
});
