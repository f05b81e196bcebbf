import { withSitePrefix } from '../../core/routes/links';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useChrome } from '../../core/element/context';
import { useRetryWhenOnline } from '../../core/api/use-retry-when-online';
import { prefs } from '../../core/store/prefs';
import { isActiveTradeItem } from '../../core/routes/active-path';
import type { AlphaSearch, AlphaSearchState } from '../data/alpha-search';
import { alphaRowsOnChain } from '../data/alpha.mappers';
import { useMarketContext, type LinkSectionHint } from './market-nav-frame.connected';
import { startNavLoads } from './market-nav.loader';
import type { MarketSearchKey } from '../market-search.intl';
import { rankRows } from '../data/market-rank.rules';
import {
  createAlphaSearchBox,
  listOf,
  listView,
  loadAlphaMarkets,
  loadDeliveryContracts,
  loadFuturesMarkets,
  loadOptionsMarkets,
  loadOptionsUnderlyings,
  loadPilotMarkets,
  loadPreMarket,
  loadSpotMarkets,
  marketSearch,
  normalizeChain,
  tabsOf,
  viewAllLinks,
  type ListView,
  type MarketContext,
} from '../data/market-search.store';
import type { AnyMarketRow, MarketList } from '../market-search.types';
import {
  FAVOURITES_TAB,
  NAV_SECTIONS,
  isDeliveryTab,
  withFavouritesTab,
  listForSelection,
  marketTabsOf,
  resolveSelection,
  riseColorOf,
  rowsForSelection,
  viewAllHref,
  type MarketPanelNavKey,
  type SectionId,
} from './market-panel.rules';
import { MarketPanelView } from './market-panel';
import { pickOf, useMarketPanel } from './use-market-panel';
import { useFavourites } from './use-favourites';
import { MARKET_QUERY } from '../market-search.data';
import { useMarketTexts } from '../use-market-texts.connected';

export const SECTION_LABELS: Readonly<Record<SectionId, MarketSearchKey>> = {
  spot: 'section.spot',
  alpha: 'section.alpha',
  pilot: 'section.pilot',
  preMarket: 'section.preMarket',
  futures: 'section.futures',
  options: 'section.options',
};

/**
 * The loads a section needs once it shows (spec §4: each tab's list when its tab is first
 * activated). `param`: the alpha chain, or the options underlying (an OPTIONS sub-tab).
 */
function loadSection(section: SectionId, ctx: MarketContext, param: string): void {
  if (section === 'pilot') void loadPilotMarkets(ctx);
  else if (section === 'preMarket') void loadPreMarket(ctx);
  else if (section === 'options') void (param ? loadOptionsMarkets(ctx, param) : loadOptionsUnderlyings(ctx));
  else if (section === 'alpha') void loadAlphaMarkets(ctx, param);
}

const IDLE_SEARCH = proxy<AlphaSearchState>({ keyword: '', settled: '', status: 'idle', rows: [] });

/**
 * The alpha search box of a mounted alpha section: created in an effect (each mount its own, so
 * React's StrictMode remount gets a live box rather than the disposed one) and disposed on unmount.
 */
function useAlphaSearch(enabled: boolean, ctx: MarketContext, keyword: string): AlphaSearchState & { retry: () => void } {
  const [box, setBox] = useState<AlphaSearch | null>(null);
  const ctxRef = useRef(ctx);
  useEffect(() => {
    ctxRef.current = ctx;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const created = createAlphaSearchBox(() => ctxRef.current);
    setBox(created);
    return () => {
      created.dispose();
      setBox(null);
    };
  }, [enabled]);
  useEffect(() => {
    box?.setKeyword(keyword);
  }, [box, keyword]);
  const state = useSnapshot(box?.state ?? IDLE_SEARCH) as AlphaSearchState;
  const retry = useCallback(() => box?.retry(), [box]);
  return { ...state, retry };
}

const NO_ROWS: readonly AnyMarketRow[] = Object.freeze([]);

/**
 * The whole lists of a section (what its Favourites tab picks from): every chain, perpetual and
 * delivery futures, the underlyings and every underlying's contracts loaded so far.
 */
function sectionLists(
  section: SectionId,
  snap: typeof marketSearch,
  ctx: MarketContext,
  underlyings: readonly string[],
): ReadonlyArray<readonly AnyMarketRow[]> {
  switch (section) {
    case 'futures':
      return [listOf(snap, 'futures', ctx).rows, listOf(snap, 'delivery', ctx).rows];
    case 'alpha':
      return [listOf(snap, 'alpha', ctx, MARKET_QUERY.alphaAllChains).rows];
    case 'options':
      return [listOf(snap, 'options', ctx).rows, ...underlyings.map((underlying) => listOf(snap, 'optionsMarkets', ctx, underlying).rows)];
    default:
      return [listOf(snap, section, ctx).rows];
  }
}

/** Loads a section's list again after a failure (Retry, or the browser back online). */
function retrySection(section: SectionId, ctx: MarketContext, param: string, deliveryShown: boolean): void {
  if (section === 'spot') void loadSpotMarkets(ctx);
  else if (section === 'futures') void (deliveryShown ? loadDeliveryContracts(ctx) : loadFuturesMarkets(ctx));
  else loadSection(section, ctx, param);
}

export interface MarketPanelConnectedProps {
  navKey: MarketPanelNavKey;
  variant: 'dropdown' | 'drawer';
  onEscape?: () => void;
  /** The section of the menu link last hovered or focused beside the panel (spec §4): it becomes the active one. */
  sectionHint?: LinkSectionHint | null;
}

/** Reads the market store for one nav item's panel and starts its loads (spec §4, §7). */
export function MarketPanelConnected({ navKey, variant, onEscape, sectionHint = null }: MarketPanelConnectedProps) {
  const { options, site, sitePrefix } = useChrome();
  const ctx = useMarketContext();
  const { t, lang } = useMarketTexts();
  const { riseColor } = useSnapshot(prefs);
  const snap = useSnapshot(marketSearch) as typeof marketSearch;
  const { state, selectSection, selectTab, selectSub, setKeyword } = useMarketPanel(navKey);
  // Spec §4: a trade-type link hovered beside the panel makes its section the active one.
  useEffect(() => {
    if (sectionHint && NAV_SECTIONS[navKey].includes(sectionHint.section)) selectSection(sectionHint.section);
  }, [sectionHint, navKey, selectSection]);
  const { section, keyword } = state;

  const tabsEntry = tabsOf(snap, ctx);
  const menus = tabsEntry.menus;
  // Answered once (an error included): a retry that another panel starts after an error keeps
  // the tabs shown until it answers, instead of taking the built-in futures tabs away meanwhile.
  const settled = tabsEntry.status === 'ready' || tabsEntry.status === 'error' || tabsEntry.updatedAt > 0;
  const deliveryTitle = t('tab.delivery');
  const futuresTitle = t('section.futures');
  const tabs = useMemo(
    () => marketTabsOf(section, menus, { delivery: deliveryTitle, futures: futuresTitle }, settled),
    [section, menus, deliveryTitle, futuresTitle, settled],
  );
  // Issue 27: the section's starred rows, from its whole lists; with any, a Favourites tab first.
  const favourites = useFavourites();
  const underlyings = useMemo(() => menus.OPTIONS.flatMap((tab) => tab.sub.map((sub) => sub.market)), [menus]);
  const starred = useMemo(
    () =>
      favourites.ids.length === 0 ? NO_ROWS : sectionLists(section, snap, ctx, underlyings).flatMap((rows) => rows.filter((row) => favourites.has(row.id))),
    [favourites, section, snap, ctx, underlyings],
  );
  const favouritesTitle = t('tab.favourites');
  const allTitle = t('tab.all');
  const hasStarred = starred.length > 0;
  const shownTabs = useMemo(
    () => (hasStarred ? withFavouritesTab(tabs, { favourites: favouritesTitle, all: allTitle }) : tabs),
    [hasStarred, tabs, favouritesTitle, allTitle],
  );
  const selection = resolveSelection(shownTabs, pickOf(state, menus));
  const favouritesShown = selection.tab?.market === FAVOURITES_TAB;
  const list = listForSelection(section, selection);
  // The list's parameter: the alpha chain, or the options underlying.
  const chain = list.kind === 'alpha' ? list.chain : list.kind === 'optionsMarkets' ? list.underlying : '';
  const deliveryShown = list.kind === 'delivery';

  useEffect(() => {
    void startNavLoads(navKey, ctx);
  }, [navKey, ctx]);
  useEffect(() => {
    loadSection(section, ctx, chain);
  }, [section, ctx, chain]);
  // The delivery list loads on each activation of its tab (onTab below); this covers a new
  // language or API base while it shows. Deduplicated for 30 s by the store.
  useEffect(() => {
    if (deliveryShown) void loadDeliveryContracts(ctx);
  }, [deliveryShown, ctx]);

  const alpha = useAlphaSearch(section === 'alpha', ctx, keyword);
  const trimmed = keyword.trim();

  const entry: MarketList<AnyMarketRow> =
    list.kind === 'alpha'
      ? listOf(snap, 'alpha', ctx, list.chain)
      : list.kind === 'optionsMarkets'
        ? listOf(snap, 'optionsMarkets', ctx, list.underlying)
        : listOf(snap, list.kind, ctx);
  let rows: readonly AnyMarketRow[];
  let view: ListView;
  if (favouritesShown) {
    rows = rankRows(starred, keyword);
    view = listView(entry.status, rows.length);
  } else if (list.kind === 'alpha' && trimmed !== '') {
    // Spec §4 Alpha token search: the server searches (debounced 1000 ms); until the keyword's
    // answer is in, the list shows its loading rows.
    const pending = alpha.settled !== trimmed || alpha.status === 'loading';
    rows = pending ? [] : alphaRowsOnChain(alpha.rows, normalizeChain(list.chain));
    view = pending ? 'placeholders' : listView(alpha.status, rows.length);
  } else {
    const shown = rowsForSelection(list, entry, selection);
    rows = list.kind === 'alpha' ? shown : rankRows(shown, keyword);
    view = listView(entry.status, rows.length);
  }

  const searching = list.kind === 'alpha' && trimmed !== '' && !favouritesShown;
  const retry = useCallback(
    () => (searching ? alpha.retry() : retrySection(section, ctx, chain, deliveryShown)),
    [searching, alpha, section, ctx, chain, deliveryShown],
  );
  useRetryWhenOnline(view === 'failed', retry);

  const currentPath = options.currentPath;
  const isActive = useCallback((row: AnyMarketRow) => isActiveTradeItem(row.href, currentPath), [currentPath]);
  const pilotFirst = section === 'pilot' ? listOf(snap, 'pilot', ctx).firstData : null;
  const viewAll = {
    href: withSitePrefix(
      viewAllHref(section, viewAllLinks(site.defaultPair, ctx), lang, pilotFirst, list.kind === 'optionsMarkets' ? list.underlying : null),
      sitePrefix,
    ),
    label: t('list.viewAll'),
  };

  // Stable props for the memoised tab rows: typing in the search box leaves them as they are.
  const onSection = useCallback((id: string) => selectSection(id as SectionId), [selectSection]);
  const onTab = useCallback(
    (id: string) => {
      // Spec §4: clicking the Delivery tab triggers its load (every click; the store dedupes).
      if (section === 'futures' && isDeliveryTab(id)) void loadDeliveryContracts(ctx);
      selectTab(id, menus);
    },
    [section, ctx, menus, selectTab],
  );
  const onSub = useCallback((id: string) => selectSub(id, menus), [menus, selectSub]);

  const sections = useMemo(() => NAV_SECTIONS[navKey].map((id) => ({ id, label: t(SECTION_LABELS[id]) })), [navKey, t]);
  const tabRow = useMemo(() => shownTabs.map((tab) => ({ id: tab.market, label: tab.title })), [shownTabs]);
  const subTabs = selection.tab?.sub;
  const subRow = useMemo(() => (subTabs ?? []).map((sub) => ({ id: sub.market, label: sub.title })), [subTabs]);

  return (
    <MarketPanelView
      t={t}
      lang={lang}
      sitePrefix={sitePrefix}
      variant={variant}
      riseColor={riseColorOf(site, riseColor)}
      sections={{ tabs: sections, selected: section, onSelect: onSection }}
      tabs={{ tabs: tabRow, selected: selection.tab?.market ?? null, onSelect: onTab }}
      subTabs={{ tabs: subRow, selected: selection.sub, onSelect: onSub }}
      keyword={keyword}
      onKeyword={setKeyword}
      sectionLabel={t(SECTION_LABELS[section])}
      rows={rows}
      view={view}
      isActive={isActive}
      onRetry={retry}
      favourites={favourites}
      listKey={`${section}|${selection.tab?.market ?? ''}|${selection.sub ?? ''}|${trimmed}`}
      viewAll={viewAll}
      onEscape={onEscape}
    />
  );
}
