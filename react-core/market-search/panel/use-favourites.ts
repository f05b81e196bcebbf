import { useCallback, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../../core/element/context';
import { favourites, startFavourites, toggleFavourite } from '../data/favourites';
import type { FavouriteControls } from './market-list';
import type { AnyMarketRow } from '../market-search.types';

/**
 * The stars of a market list (issue 27): the page's favourites (favourites.ts, read from storage
 * in an effect, never while rendering) and a toggle that tells the page (`exch-favourites-change`
 * from this element: `{ ids, id, favourite }`).
 */
export function useFavourites(): FavouriteControls & { ids: readonly string[] } {
  const { emit } = useChrome();
  useEffect(startFavourites, []);
  const { ids } = useSnapshot(favourites);
  const set = useMemo(() => new Set(ids), [ids]);
  const has = useCallback((id: string) => set.has(id), [set]);
  const toggle = useCallback(
    (row: AnyMarketRow) => {
      const change = toggleFavourite(row.id);
      emit('exch-favourites-change', change);
    },
    [emit],
  );
  return useMemo(() => ({ ids, has, toggle }), [ids, has, toggle]);
}
