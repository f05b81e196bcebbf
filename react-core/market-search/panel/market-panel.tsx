import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { intoListboxKey } from '../../core/a11y/use-listbox';
import { SearchField } from '../../core/ui/search-field';
import type { LanguageCode } from '../../core/i18n/languages';
import type { Translator } from '../../core/i18n/catalogs';
import type { RiseColor } from '../../core/store/prefs';
import type { MarketSearchKey } from '../market-search.intl';
import type { AnyMarketRow } from '../market-search.types';
import type { ListView } from '../data/market-search.store';
import { MarketList, type FavouriteControls, type MarketListHandle } from './market-list';
import { MarketTabs, type PanelTab } from './market-tabs';

/**
 * The market panel (spec §4 Market panel): sections, the section's tabs and sub-tabs (each a
 * WAI-ARIA tab list; a row of one tab is left out), a search box filtering the list, and the
 * virtualised list. Props in, JSX out: the container (market-panel.connected.tsx) reads the store.
 *
 * Keyboard: ArrowDown from any tab list or the search box moves into the rows; ArrowUp from the
 * first row comes back to the search box; Escape calls `onEscape` and keeps bubbling, so the nav
 * that hosts the panel closes it and returns focus to its button.
 */
export interface TabRow {
  tabs: readonly PanelTab[];
  selected: string | null;
  onSelect: (id: string) => void;
}

export interface MarketPanelViewProps {
  t: Translator<MarketSearchKey>;
  lang: LanguageCode;
  variant: 'dropdown' | 'drawer';
  riseColor: RiseColor;
  sections: TabRow;
  tabs: TabRow;
  subTabs: TabRow;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** The section's name, for the list's label ("Spot markets"). */
  sectionLabel: string;
  rows: readonly AnyMarketRow[];
  view: ListView;
  /** Loads the list again (the failed view's Retry). */
  onRetry: () => void;
  isActive: (row: AnyMarketRow) => boolean;
  /** Changes whenever the list shown changes (tab, sub-tab, keyword): the list scrolls to the top. */
  listKey: string;
  viewAll: { href: string; label: string } | null;
  onEscape?: () => void;
  /** The rows' stars (issue 27). */
  favourites?: FavouriteControls;
  /** The site prefix before the rows' same-site links (spec §2). */
  sitePrefix?: string;
}

export function MarketPanelView(props: MarketPanelViewProps) {
  const { t } = props;
  const base = useId();
  const panelId = `${base}panel`;
  const listId = `${base}list`;
  const list = useRef<MarketListHandle>(null);
  const search = useRef<HTMLInputElement>(null);
  const tabId = (level: string) => (id: string) => `${base}${level}-${id}`;
  const idPrefix = (level: string) => `${base}${level}-`;

  // The tab panel is labelled by the innermost tab row that shows.
  const shown = (row: TabRow) => row.tabs.length > 1;
  const labelledBy =
    shown(props.subTabs) && props.subTabs.selected
      ? tabId('u')(props.subTabs.selected)
      : shown(props.tabs) && props.tabs.selected
        ? tabId('t')(props.tabs.selected)
        : tabId('s')(props.sections.selected ?? '');

  const intoRows = useCallback(() => {
    list.current?.focusRow(0);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') props.onEscape?.();
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    intoListboxKey(event, intoRows);
  };

  const tabRow = (row: TabRow, level: 's' | 't' | 'u', label: string, className: string) => (
    <MarketTabs
      tabs={row.tabs}
      selected={row.selected}
      onSelect={row.onSelect}
      label={label}
      idPrefix={idPrefix(level)}
      panelId={panelId}
      onArrowDown={intoRows}
      className={className}
    />
  );

  return (
    <div className={`ms-panel is-${props.variant}`} data-rise={props.riseColor} onKeyDown={onKeyDown}>
      {tabRow(props.sections, 's', t('panel.sections'), 'ms-tabs ms-sections')}
      {shown(props.tabs) && tabRow(props.tabs, 't', t('panel.tabs'), 'ms-tabs ms-market-tabs')}
      {shown(props.subTabs) && tabRow(props.subTabs, 'u', t('panel.subTabs'), 'ms-tabs ms-sub-tabs')}
      <div id={panelId} role="tabpanel" aria-labelledby={labelledBy} className="ms-tabpanel">
        <SearchField
          ref={search}
          className="ms-search"
          inputClass="ms-search-input"
          iconSize={14}
          label={t('panel.filter')}
          value={props.keyword}
          onValue={props.onKeyword}
          controls={listId}
          onKeyDown={onSearchKey}
        />
        <MarketList
          ref={list}
          id={listId}
          rows={props.rows}
          view={props.view}
          label={t('list.label', { section: props.sectionLabel })}
          emptyText={t('list.empty')}
          failure={{ text: t('list.failed'), retryLabel: t('list.retry'), onRetry: props.onRetry }}
          isActive={props.isActive}
          resetKey={props.listKey}
          viewAll={props.viewAll}
          onLeaveUp={() => search.current?.focus()}
          t={t}
          lang={props.lang}
          sitePrefix={props.sitePrefix}
          favourites={props.favourites}
        />
      </div>
    </div>
  );
}
