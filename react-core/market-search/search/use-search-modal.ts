import { useCallback, useReducer } from 'react';
import type { FuturesRow, SpotRow } from '../market-search.types';
import { searchIndexOf } from '../data/market-rank.rules';
import { withRecent } from './recent-searches';

/**
 * The search modal's state machine: the keyword and the recent searches (loaded from storage
 * after mount, recorded when the user follows a result, cleared on request). Pure; the modal
 * writes storage from its handlers.
 */
export interface SearchModalState {
  keyword: string;
  recent: readonly string[];
}

export type SearchModalAction =
  | { type: 'keyword'; keyword: string }
  | { type: 'recentLoaded'; recent: readonly string[] }
  | { type: 'followed'; keyword: string }
  | { type: 'recentCleared' };

export const INITIAL_SEARCH: SearchModalState = Object.freeze({ keyword: '', recent: Object.freeze([]) as readonly string[] });

export function searchModalReducer(state: SearchModalState, action: SearchModalAction): SearchModalState {
  switch (action.type) {
    case 'keyword':
      return action.keyword === state.keyword ? state : { ...state, keyword: action.keyword };
    case 'recentLoaded':
      return { ...state, recent: action.recent };
    case 'followed':
      return { ...state, recent: withRecent(state.recent, action.keyword) };
    case 'recentCleared':
      return state.recent.length === 0 ? state : { ...state, recent: [] };
  }
}

export function useSearchModal() {
  const [state, dispatch] = useReducer(searchModalReducer, INITIAL_SEARCH);
  const setKeyword = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);
  const recentLoaded = useCallback((recent: readonly string[]) => dispatch({ type: 'recentLoaded', recent }), []);
  const followed = useCallback((keyword: string) => dispatch({ type: 'followed', keyword }), []);
  const recentCleared = useCallback(() => dispatch({ type: 'recentCleared' }), []);
  return { state, setKeyword, recentLoaded, followed, recentCleared };
}

export type SearchRow = SpotRow | FuturesRow;

const COMBINED = new WeakMap<readonly SpotRow[], { futures: readonly FuturesRow[]; rows: readonly SearchRow[] }>();

/**
 * Spot and futures as one list, built once per data load (both lists are replaced whole when data
 * arrives, so their identities name a load) with its search index, so a keystroke ranks one
 * prepared index: spot first, then futures, in the server's order within each.
 */
export function combinedMarkets(spot: readonly SpotRow[], futures: readonly FuturesRow[]): readonly SearchRow[] {
  const cached = COMBINED.get(spot);
  if (cached && cached.futures === futures) return cached.rows;
  const rows: readonly SearchRow[] = [...spot, ...futures];
  searchIndexOf(rows);
  COMBINED.set(spot, { futures, rows });
  return rows;
}
