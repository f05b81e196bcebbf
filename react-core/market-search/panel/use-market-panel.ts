import { useCallback, useReducer } from 'react';
import type { TabMenus } from '../market-search.types';
import { NAV_SECTIONS, type MarketPanelNavKey, type SectionId, type TabSelection } from './market-panel.rules';

/**
 * The market panel's state machine (React Stately style: state apart from the view, testable
 * without a DOM): the section (top-level tab), the picked tab and sub-tab, and the search text.
 *
 * Spec §4 "the first tab and sub-tab are selected by default and reset when the menu data
 * changes": picks remember the menus they were made in (`pickedIn`); read against any other
 * menus they count as "the first". Deriving this while rendering (instead of resetting from an
 * effect) never shows one frame of a stale pick.
 */
export interface MarketPanelState {
  section: SectionId;
  pickedIn: TabMenus | null;
  pick: TabSelection;
  /** The search box, as typed; it stays when the user changes tab. */
  keyword: string;
}

export type MarketPanelAction =
  | { type: 'section'; section: SectionId }
  | { type: 'tab'; tab: string; menus: TabMenus }
  | { type: 'sub'; sub: string; menus: TabMenus }
  | { type: 'keyword'; keyword: string };

const FIRST: TabSelection = Object.freeze({ tab: null, sub: null });

export function initialPanelState(navKey: MarketPanelNavKey): MarketPanelState {
  return { section: NAV_SECTIONS[navKey][0] as SectionId, pickedIn: null, pick: FIRST, keyword: '' };
}

export function marketPanelReducer(state: MarketPanelState, action: MarketPanelAction): MarketPanelState {
  switch (action.type) {
    case 'section':
      // A section has its own tab menu: its tabs start at the first.
      return action.section === state.section ? state : { ...state, section: action.section, pickedIn: null, pick: FIRST };
    case 'tab':
      return { ...state, pickedIn: action.menus, pick: { tab: action.tab, sub: null } };
    case 'sub':
      return { ...state, pickedIn: action.menus, pick: { tab: pickOf(state, action.menus).tab, sub: action.sub } };
    case 'keyword':
      return action.keyword === state.keyword ? state : { ...state, keyword: action.keyword };
  }
}

/** The picks that hold for `menus`: the user's, or the first tab and sub-tab when the menus changed. */
export function pickOf(state: MarketPanelState, menus: TabMenus): TabSelection {
  return state.pickedIn === menus ? state.pick : FIRST;
}

export function useMarketPanel(navKey: MarketPanelNavKey) {
  const [state, dispatch] = useReducer(marketPanelReducer, navKey, initialPanelState);
  const selectSection = useCallback((section: SectionId) => dispatch({ type: 'section', section }), []);
  const selectTab = useCallback((tab: string, menus: TabMenus) => dispatch({ type: 'tab', tab, menus }), []);
  const selectSub = useCallback((sub: string, menus: TabMenus) => dispatch({ type: 'sub', sub, menus }), []);
  const setKeyword = useCallback((keyword: string) => dispatch({ type: 'keyword', keyword }), []);
  return { state, selectSection, selectTab, selectSub, setKeyword };
}
