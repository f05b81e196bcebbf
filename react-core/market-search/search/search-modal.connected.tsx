import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SearchField, searchFieldCss } from '../../core/ui/search-field';
import { useSnapshot } from 'valtio';
import { useChrome } from '../../core/element/context';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { prefs } from '../../core/store/prefs';
import { isActiveTradeItem } from '../../core/routes/active-path';
import { useLiveFeedWhile, useMarketContext } from '../panel/market-nav-frame.connected';
import { rankRows } from '../data/market-rank.rules';
import { listOf, listView, loadFuturesMarkets, loadSpotMarkets, marketSearch } from '../data/market-search.store';
import type { AnyMarketRow, ListStatus } from '../market-search.types';
import { MarketList, type MarketListHandle } from '../panel/market-list';
import { FavouriteStar, MarketRow } from '../panel/market-row';
import { useFavourites } from '../panel/use-favourites';
import { useRetryWhenOnline } from '../../core/api/use-retry-when-online';
import { riseColorOf } from '../panel/market-panel.rules';
import { clearRecent, readRecent, writeRecent, withRecent } from './recent-searches';
import { combinedMarkets, useSearchModal } from './use-search-modal';
import { useMarketTexts } from '../use-market-texts.connected';
import { useModalDialog } from '../../core/a11y/use-modal-dialog';
import { intoListboxKey } from '../../core/a11y/use-listbox';
import modalCss from './search-modal.css?inline';

/** The modal's stylesheet (its list adopts its own). */
export const SEARCH_MODAL_CSS = searchFieldCss + modalCss;

export interface SearchModalProps {
  /** Escape, the close button or the backdrop: the entry unmounts the modal. */
  onClose: () => void;
  /** What opened the modal (its button, or what had focus when the shortcut was pressed): focus goes back there once it has closed. */
  returnFocus: () => HTMLElement | null | undefined;
  /** Follows a result for Enter in the text field (default `location.assign`). */
  navigate?: (href: string) => void;
}

/** Spot and futures answer separately: the modal shows whatever arrived. */
function combinedStatus(a: ListStatus, b: ListStatus): ListStatus {
  if (a === 'ready' || b === 'ready') return 'ready';
  if (a === 'error' && b === 'error') return 'error';
  return 'loading';
}

const assign = (href: string) => location.assign(href);

/** How long the typing pauses before the number of results is said. */
export const RESULT_COUNT_DELAY_MS = 600;

/**
 * "12 markets" for a screen reader, RESULT_COUNT_DELAY_MS after the keyword or the count last
 * changed (every keystroke would interrupt the user); nothing for an empty keyword, and nothing
 * while there are no rows (the empty and failed states say their own).
 */
function useResultCount(keyword: string, count: number | null, lang: string, t: ReturnType<typeof useMarketTexts>['t']): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const text =
      keyword === '' || count === null
        ? ''
        : t(new Intl.PluralRules(lang).select(count) === 'one' ? 'modal.resultCount.one' : 'modal.resultCount.other', { count });
    const timer = window.setTimeout(() => setSaid(text), RESULT_COUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [keyword, count, lang, t]);
  return said;
}

/**
 * The search modal (spec §1, §5; a lazy chunk, its data loads when it first opens): a native
 * modal <dialog> (core/a11y/use-modal-dialog.ts: top layer, the page inert behind it), labelled,
 * focus in the text field, Tab kept inside, Escape closing, focus back to what opened it. It searches spot and futures together (one combined index per
 * data load); an empty keyword shows the recent searches and the whole list. Results are links:
 * ArrowDown moves from the field into them, arrows between them, Enter in the field follows the
 * best match. Following a result keeps its keyword as a recent search (this browser only).
 */
export default function SearchModal({ onClose, returnFocus, navigate = assign }: SearchModalProps) {
  const dialog = useOwnStyles<HTMLDialogElement>(SEARCH_MODAL_CSS);
  const { options, site, sitePrefix } = useChrome();
  const ctx = useMarketContext();
  const { t, lang, ready } = useMarketTexts();
  const { riseColor } = useSnapshot(prefs);
  const snap = useSnapshot(marketSearch) as typeof marketSearch;
  const { state, setKeyword, recentLoaded, followed, recentCleared } = useSearchModal();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<MarketListHandle>(null);
  const titleId = useId();
  const listId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const close = useCallback(() => closeRef.current(), []);

  useEffect(() => {
    void loadSpotMarkets(ctx);
    void loadFuturesMarkets(ctx);
  }, [ctx]);
  useEffect(() => recentLoaded(readRecent()), [recentLoaded]);
  // Live prices while the modal is open (the modal mounts when it opens).
  useLiveFeedWhile(true);

  useModalDialog(dialog, { onClose: close, returnFocus, ready, initialFocus: () => input.current });

  const spot = listOf(snap, 'spot', ctx);
  const futures = listOf(snap, 'futures', ctx);
  const all = combinedMarkets(spot.rows, futures.rows);
  const results = rankRows(all, state.keyword);
  const trimmed = state.keyword.trim();
  const view = listView(combinedStatus(spot.status, futures.status), results.length);
  const retry = useCallback(() => {
    void loadSpotMarkets(ctx);
    void loadFuturesMarkets(ctx);
  }, [ctx]);
  useRetryWhenOnline(view === 'failed', retry);

  const favourites = useFavourites();
  const starred = useMemo(() => (favourites.ids.length === 0 ? [] : all.filter((row) => favourites.has(row.id))), [all, favourites]);
  const resultCount = useResultCount(trimmed, view === 'rows' ? results.length : null, lang, t);

  const currentPath = options.currentPath;
  const isActive = useCallback((row: AnyMarketRow) => isActiveTradeItem(row.href, currentPath), [currentPath]);
  const kindLabel = useCallback((row: AnyMarketRow) => (row.kind === 'futures' ? t('section.futures') : t('section.spot')), [t]);

  const remember = (keyword: string) => {
    if (!keyword.trim()) return;
    followed(keyword);
    writeRecent(withRecent(state.recent, keyword));
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (intoListboxKey(event, () => list.current?.focusRow(0))) return;
    if (event.key === 'Enter' && trimmed && results[0]) {
      event.preventDefault();
      remember(trimmed);
      navigate(results[0].href);
    }
  };
  const onResultsClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a.ms-row')) remember(trimmed);
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // A click on the backdrop closes the dialog, as Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="sm-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-rise={riseColorOf(site, riseColor)}
      onClick={onBackdrop}
      data-search-modal=""
    >
      {ready && (
        <div className="sm-body">
          <h2 id={titleId} className="exch-sr-only">
            {t('modal.title')}
          </h2>
          <div className="sm-head">
            <SearchField
              ref={input}
              className="sm-field"
              inputClass="sm-input"
              iconSize={16}
              label={t('modal.input')}
              value={state.keyword}
              onValue={setKeyword}
              controls={listId}
              onKeyDown={onInputKey}
            />
            <button type="button" className="sm-close" aria-label={t('modal.close')} onClick={close} data-action="close-search">
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </div>
          {trimmed === '' && starred.length > 0 && (
            <section className="sm-favourites" aria-labelledby={`${titleId}favourites`}>
              <h3 id={`${titleId}favourites`} className="sm-section-title">
                {t('modal.favourites')}
              </h3>
              <ul className="ms-rows has-stars sm-favourite-rows">
                {starred.map((row) => (
                  <li key={row.id} className="ms-item sm-favourite">
                    <MarketRow row={row} active={isActive(row)} focusable kindLabel={kindLabel(row)} t={t} lang={lang} sitePrefix={sitePrefix} />
                    <FavouriteStar row={row} favourite onToggle={favourites.toggle} t={t} focusable />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {trimmed === '' && state.recent.length > 0 && (
            <section className="sm-recent" aria-labelledby={`${titleId}recent`}>
              <div className="sm-recent-head">
                <h3 id={`${titleId}recent`} className="sm-section-title">
                  {t('modal.recent')}
                </h3>
                <button
                  type="button"
                  className="sm-clear"
                  aria-label={t('modal.clearRecent')}
                  data-action="clear-recent"
                  onClick={() => {
                    clearRecent();
                    recentCleared();
                    input.current?.focus();
                  }}
                >
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                    <path d="M3 4h10M6 4V2.5h4V4M4.5 4l.7 9.5h5.6l.7-9.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
                  </svg>
                </button>
              </div>
              <ul className="sm-chips">
                {state.recent.map((keyword) => (
                  <li key={keyword}>
                    <button
                      type="button"
                      className="sm-chip"
                      data-recent={keyword}
                      onClick={() => {
                        setKeyword(keyword);
                        input.current?.focus();
                      }}
                    >
                      {keyword}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {/* The number of results, said politely once the typing pauses (the empty state says its own). */}
          <p className="exch-sr-only" role="status" data-result-count="">
            {resultCount}
          </p>
          <h3 className="sm-section-title sm-results-title">{t('modal.results')}</h3>
          {/* Delegation: a click on a result's link (which has its own keyboard behaviour) records the recent search. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div className="sm-results" onClick={onResultsClick}>
            <MarketList
              ref={list}
              id={listId}
              rows={results}
              view={view}
              label={t('modal.results')}
              emptyText={t('modal.noResults', { keyword: trimmed })}
              isActive={isActive}
              kindLabel={kindLabel}
              failure={{ text: t('list.failed'), retryLabel: t('list.retry'), onRetry: retry }}
              resetKey={trimmed}
              viewAll={null}
              onLeaveUp={() => input.current?.focus()}
              t={t}
              lang={lang}
              sitePrefix={sitePrefix}
              favourites={favourites}
            />
          </div>
        </div>
      )}
    </dialog>
  );
}
