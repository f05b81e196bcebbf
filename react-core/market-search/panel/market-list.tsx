import { LoadFailed } from './load-failed';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type Ref,
  type RefObject,
  type UIEvent,
} from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import type { LanguageCode } from '../../core/i18n/languages';
import type { Translator } from '../../core/i18n/catalogs';
import type { MarketSearchKey } from '../market-search.intl';
import type { AnyMarketRow } from '../market-search.types';
import type { ListView } from '../data/market-search.store';
import { MARKET_SEARCH } from '../market-search.data';
import { FavouriteStar, MarketRow } from './market-row';
import { useListbox } from '../../core/a11y/use-listbox';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { useValueAfterPaint } from '../../core/element/use-value-after-paint';
import listCss from './market-list.css?inline';

/**
 * A market list (spec §4, §9 Market lists): virtualised with @tanstack/react-virtual (530 px
 * high, 58 px rows, overscan 9, so a few dozen row elements whatever the list's size), 10
 * placeholder rows while loading, an empty state, the active row marked, and once scrolled
 * >= 450 px (200 ms debounce) the View All link and the scroll lock (the page does not scroll on
 * when the list reaches its end).
 *
 * A new list (a keystroke, a tab) paints its rows in view first: the overscan rows, rendered
 * outside the view for a smooth scroll, take it in a render after that frame
 * (`useValueAfterPaint`). At 4x CPU this took the keystroke's layout from 14.3 ms to 8.8 ms
 * (traced in `npm run bench:panel`'s page).
 *
 * Keyboard (core/a11y/use-listbox.ts): the rows are one tab stop (roving tabindex); arrows,
 * PageUp/PageDown, Home and End move between rows, the virtualiser scrolling the row into view;
 * ArrowUp on the first row leaves upwards (`onLeaveUp`); Enter follows the focused link. The focused row is always rendered, so
 * focus is never lost to a row scrolled out of the window.
 */
export interface MarketListHandle {
  /** Moves focus to a row (scrolling it into view); false when there is no row to focus. */
  focusRow(index: number): boolean;
}

export interface MarketListProps {
  ref?: Ref<MarketListHandle>;
  /** Id of the scrolling area (what a search box controls). */
  id: string;
  rows: readonly AnyMarketRow[];
  view: ListView;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  /** When the view is 'failed': what the failure says and what Retry does. */
  failure: { text: string; retryLabel: string; onRetry: () => void };
  isActive: (row: AnyMarketRow) => boolean;
  /** A label shown before each row's pair (the search modal); none in the panels. */
  kindLabel?: (row: AnyMarketRow) => string;
  /** Resets the scroll position when it changes (a new keyword). */
  resetKey: string;
  viewAll: { href: string; label: string } | null;
  onLeaveUp: () => void;
  t: Translator<MarketSearchKey>;
  lang: LanguageCode;
  /** The site prefix before the rows' same-site links (spec §2). */
  sitePrefix?: string;
  /** Stars on the rows (issue 27): which rows are starred and what a toggle does; none without. */
  favourites?: FavouriteControls;
}

export interface FavouriteControls {
  has: (id: string) => boolean;
  toggle: (row: AnyMarketRow) => void;
}

const PAGE_ROWS = Math.floor(MARKET_SEARCH.listHeight / MARKET_SEARCH.rowHeight);

/**
 * The scroller's size, except while it is not displayed (a closed dropdown, a collapsed drawer
 * section keep the panel mounted with `hidden`): a 0 px size would empty the rendered rows, and
 * re-opening would then show an empty list for a frame until the next resize notification.
 */
function observeShownRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => {
    if (rect.height > 0) cb(rect);
  });
}
const PLACEHOLDERS = Array.from({ length: MARKET_SEARCH.placeholderRows }, (_, i) => i);

/**
 * The virtualiser and the list's row focus. Its callbacks live as long as their dependencies and
 * are made here, out of MarketList's render: a closure made there would keep that render's
 * props, its list of a few thousand rows, for as long as it is memoized (a closed panel's list
 * keeps its component mounted while its rows are replaced).
 */
function useRowFocus(
  scroller: RefObject<HTMLDivElement | null>,
  count: number,
  current: number,
  setFocusIndex: (index: number) => void,
  pendingFocus: MutableRefObject<number | null>,
) {
  const rowLink = useCallback((index: number) => scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] > a`) ?? null, [scroller]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // Keep the focused row in the DOM while it is scrolled away (see above).
      if (current < range.count && !indexes.includes(current)) {
        indexes.push(current);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [current],
  );

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => MARKET_SEARCH.rowHeight,
    observeElementRect: observeShownRect,
    overscan: MARKET_SEARCH.overscan,
    // Rows render in the very first commit (no measuring pass first): data already in the store
    // paints with the panel.
    initialRect: { width: 0, height: MARKET_SEARCH.listHeight },
    // Row elements are keyed by position (the virtualiser's default), not by market: a new keyword
    // then updates the few dozen rows in place instead of removing and creating them.
    rangeExtractor,
  });

  const focusRow = useCallback(
    (index: number) => {
      if (count === 0) return false;
      const target = Math.max(0, Math.min(index, count - 1));
      setFocusIndex(target);
      virtualizer.scrollToIndex(target, { align: 'auto' });
      // A rendered row takes focus now (the browser scrolls it fully into view); one further away
      // takes it once the virtualiser has scrolled to it and rendered it (the layout effect below).
      const link = rowLink(target);
      if (link) link.focus();
      else pendingFocus.current = target;
      return true;
    },
    [count, virtualizer, rowLink, setFocusIndex, pendingFocus],
  );
  return { virtualizer, rowLink, focusRow };
}

export function MarketList(props: MarketListProps) {
  const { rows, view, t, lang, isActive, kindLabel } = props;
  // The list's own sheet, adopted before the virtualiser measures its scroller (this layout
  // effect runs before the virtualiser's, and before the host panel's): measured unstyled, the
  // scroller would be 0 px high and show no rows until a resize notification.
  const area = useOwnStyles<HTMLDivElement>(listCss);
  const scroller = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [scrolled, setScrolled] = useState(false);
  const pendingFocus = useRef<number | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The scroll offset as of the last scroll event (reading scrollTop would force a layout). */
  const offset = useRef(0);
  const count = view === 'rows' ? rows.length : 0;
  const current = Math.min(focusIndex, Math.max(count - 1, 0));
  // The overscan rows (rendered above and below the view for a smooth scroll) show a new list a
  // frame after the rows in view: a keystroke's frame then lays out only what it shows.
  const paintedRows = useValueAfterPaint(rows);

  const { virtualizer, rowLink, focusRow } = useRowFocus(scroller, count, current, setFocusIndex, pendingFocus);
  useImperativeHandle(props.ref, () => ({ focusRow }), [focusRow]);

  // A requested focus lands once its row is rendered (after the virtualiser scrolled to it).
  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted === null) return;
    const link = rowLink(wanted);
    if (link) {
      pendingFocus.current = null;
      link.focus({ preventScroll: true });
    }
  });

  // A new keyword starts at the top of its results.
  useLayoutEffect(() => {
    if (offset.current > 0 && scroller.current) {
      scroller.current.scrollTop = 0;
      offset.current = 0;
    }
    setFocusIndex(0);
  }, [props.resetKey]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    offset.current = el.scrollTop;
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      setScrolled(el.scrollTop >= MARKET_SEARCH.viewAllScrollPx);
      // Tab into the list lands on a row in view, not on one far above.
      const focused = (el.getRootNode() as Document | ShadowRoot).activeElement;
      if (!focused || !el.contains(focused)) {
        const first = virtualizer.getVirtualItems().find((item) => item.start >= el.scrollTop);
        if (first) setFocusIndex(first.index);
      }
    }, MARKET_SEARCH.scrollDebounceMs);
  };

  const itemOf = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>('[data-index]');
  const onListKey = useListbox({
    count,
    indexOf: (target) => Number(itemOf(target)?.dataset.index ?? -1),
    focusOption: focusRow,
    pageRows: PAGE_ROWS,
    onLeaveUp: props.onLeaveUp,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = itemOf(event.target);
    // Within a row: ArrowRight from the link to its star, ArrowLeft back (mirrored right to left).
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const [toStar, toLink] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    if (item && (event.key === toStar || event.key === toLink)) {
      const next = item.querySelector<HTMLElement>(event.key === toStar ? '.ms-star' : 'a.ms-row');
      if (next && next !== event.target) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    onListKey(event);
  };

  const locked = scrolled && view === 'rows';
  const items = virtualizer.getVirtualItems();
  // The rows in view, as the virtualiser computed them for `items` (without the overscan).
  const inView = virtualizer.range;
  return (
    <div ref={area} className="ms-list-area">
      <div ref={scroller} id={props.id} className="ms-scroller" onScroll={onScroll} data-scroll-lock={locked ? '' : undefined}>
        {view === 'placeholders' && (
          <>
            <p className="exch-sr-only" role="status">
              {t('list.loading')}
            </p>
            <ul className="ms-rows" aria-hidden="true">
              {PLACEHOLDERS.map((i) => (
                <li key={i} className="ms-placeholder" data-placeholder="">
                  <span className="ms-skel ms-skel-icon" />
                  <span className="ms-skel ms-skel-text" />
                  <span className="ms-skel ms-skel-figure" />
                </li>
              ))}
            </ul>
          </>
        )}
        {view === 'empty' && (
          <p className="ms-empty" role="status">
            {props.emptyText}
          </p>
        )}
        {view === 'failed' && <LoadFailed className="ms-failed" {...props.failure} />}
        {view === 'rows' && (
          // role="list": a list styled without markers loses its list role in WebKit.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul
            className={`ms-rows is-virtual${props.favourites ? ' has-stars' : ''}`}
            role="list"
            aria-label={props.label}
            style={{ height: virtualizer.getTotalSize() }}
            onKeyDown={onKeyDown}
          >
            {items.map((item) => {
              const fresh = (inView && item.index >= inView.startIndex && item.index <= inView.endIndex) || item.index === current;
              const row = fresh ? rows[item.index] : (paintedRows[item.index] ?? rows[item.index]);
              if (!row) return null;
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  className="ms-item"
                  aria-setsize={count}
                  aria-posinset={item.index + 1}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <MarketRow
                    row={row}
                    active={isActive(row)}
                    focusable={item.index === current}
                    kindLabel={kindLabel?.(row)}
                    t={t}
                    lang={lang}
                    sitePrefix={props.sitePrefix}
                  />
                  {props.favourites && <FavouriteStar row={row} favourite={props.favourites.has(row.id)} onToggle={props.favourites.toggle} t={t} />}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {locked && props.viewAll && (
        <a className="ms-view-all" href={props.viewAll.href} data-action="view-all">
          {props.viewAll.label}
        </a>
      )}
    </div>
  );
}
