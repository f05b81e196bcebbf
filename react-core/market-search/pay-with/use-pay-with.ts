import { useCallback, useReducer } from 'react';
import type { PayWithRow } from '../market-search.types';
import { rankRows } from '../data/market-rank.rules';

/**
 * The Pay-with panel's state machine (spec §4 "the Pay-with panel toggles open/closed", §5
 * "Pay-with filters on fiat code substring"): whether the fiat list is open and its filter text.
 * Closing, or choosing a fiat, clears the filter, so the list opens whole next time.
 */
export interface PayWithState {
  open: boolean;
  filter: string;
}

export type PayWithAction = { type: 'toggle' } | { type: 'close' } | { type: 'filter'; filter: string } | { type: 'chosen' };

export const INITIAL_PAY_WITH: PayWithState = Object.freeze({ open: false, filter: '' });

export function payWithReducer(state: PayWithState, action: PayWithAction): PayWithState {
  switch (action.type) {
    case 'toggle':
      return state.open ? INITIAL_PAY_WITH : { open: true, filter: '' };
    case 'close':
    case 'chosen':
      return state.open || state.filter ? INITIAL_PAY_WITH : state;
    case 'filter':
      return { open: true, filter: action.filter };
  }
}

/**
 * Spec §5: the fiats whose code contains the filter (trimmed, any case); the code itself first,
 * then codes starting with it, then the others, each in the server's order. Blank: every fiat.
 */
export function filterPayWith(rows: readonly PayWithRow[], filter: string): readonly PayWithRow[] {
  return rankRows(rows, filter);
}

export function usePayWith() {
  const [state, dispatch] = useReducer(payWithReducer, INITIAL_PAY_WITH);
  const toggle = useCallback(() => dispatch({ type: 'toggle' }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const setFilter = useCallback((filter: string) => dispatch({ type: 'filter', filter }), []);
  const chosen = useCallback(() => dispatch({ type: 'chosen' }), []);
  return { state, toggle, close, setFilter, chosen };
}
