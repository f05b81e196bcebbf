import { asArray, cleanText, isRecord } from '../../core/util/coerce';
import { warnOnce } from '../../core/util/warn';
import { TEXT_LIMITS } from '../market-search.data';
import { TAB_AREAS, type SubTab, type TabMenu, type TabMenus } from '../market-search.types';
import { marketCode, type MarketWarn } from './row-fields';

/**
 * Tab menus (spec §3 Tab menu, GET common/tabs?area=web_trade): per area (SPOT, CONTRACT,
 * PILOT, OPTIONS, MEMEBOX) a list of `{market, title, sub: [{market, title}]}`. Titles are plain
 * text (the code when blank); a market code appears once per list; a tab without valid sub-tabs
 * gets itself as its one sub-tab, so "the first tab and sub-tab" (spec §4) always exist.
 */

export const EMPTY_TAB_MENUS: TabMenus = { SPOT: [], CONTRACT: [], PILOT: [], OPTIONS: [], MEMEBOX: [] };

function subTab(raw: unknown): SubTab | null {
  if (!isRecord(raw)) return null;
  const market = marketCode(raw.market);
  if (!market) return null;
  return { market, title: cleanText(raw.title, TEXT_LIMITS.title) || market };
}

/** The valid items, the first of each market code. */
function firstOfEachMarket<T extends { market: string }>(items: readonly (T | null)[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if (!item || seen.has(item.market)) continue;
    seen.add(item.market);
    out.push(item);
  }
  return out;
}

export function mapTabMenu(raw: unknown): TabMenu | null {
  const tab = subTab(raw);
  if (!tab || !isRecord(raw)) return null;
  const sub = firstOfEachMarket(asArray(raw.sub).map(subTab));
  return { ...tab, sub: sub.length > 0 ? sub : [tab] };
}

/** Every area is present (empty when missing); null when the answer is not an object. */
export function mapTabMenus(data: unknown, warn: MarketWarn = warnOnce): TabMenus | null {
  if (!isRecord(data)) {
    if (data !== undefined) warn('market-search.tabs.not-an-object', 'market search: the tab menus answer is not an object');
    return null;
  }
  const menus = { ...EMPTY_TAB_MENUS };
  let skipped = 0;
  for (const area of TAB_AREAS) {
    const list = asArray(data[area]);
    const tabs = firstOfEachMarket(list.map(mapTabMenu));
    skipped += list.length - tabs.length;
    menus[area] = tabs;
  }
  if (skipped > 0) warn('market-search.tabs.invalid-tab', `market search: skipped ${skipped} invalid or repeated tab(s)`);
  return menus;
}
