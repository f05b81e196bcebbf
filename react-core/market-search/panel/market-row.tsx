import { withSitePrefix } from '../../core/routes/links';
import { memo, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribeTick, tickOf, type LiveTick } from '../data/live-feed';
import type { LanguageCode } from '../../core/i18n/languages';
import type { Translator } from '../../core/i18n/catalogs';
import type { MarketSearchKey } from '../market-search.intl';
import type { AnyMarketRow } from '../market-search.types';
import { changeText, volumeText } from './market-panel.rules';

/**
 * One market row (spec §9 "each row shows what a trader scans for"): icon (with the chain's icon
 * for on-chain markets), pair or name, tags, ST flag and leverage, a second line (name and volume,
 * or the shortened contract address), last price and change percent. A link; every value is
 * rendered as text (the mappers already made them plain strings and safe URLs).
 */
export interface MarketRowProps {
  row: AnyMarketRow;
  active: boolean;
  focusable: boolean;
  /** Shown before the pair (the search modal tells spot from futures). */
  kindLabel?: string;
  t: Translator<MarketSearchKey>;
  lang: LanguageCode;
  /** The site prefix before the row's same-site link (spec §2, core/routes/links.ts). */
  sitePrefix?: string;
}

/** What a row is called on screen (its pair, contract or name): also the star's accessible name. */
export function titleOf(row: AnyMarketRow): string {
  switch (row.kind) {
    case 'futures':
      return row.fullName;
    case 'delivery':
      return row.name;
    case 'preMarket':
      return row.currency;
    case 'alpha':
    case 'pilot':
      return row.showPair;
    default:
      return row.pair;
  }
}

function Subtitle({ row, t, lang }: Pick<MarketRowProps, 'row' | 't' | 'lang'>) {
  if (row.kind === 'alpha' || row.kind === 'pilot') {
    return (
      <span className="ms-sub" title={row.address}>
        <span className="ms-chain-name">{row.chain.toUpperCase()}</span>{' '}
        <span className="ms-address" dir="ltr">
          {row.shortAddress}
        </span>
      </span>
    );
  }
  if (row.kind === 'options') return <span className="ms-sub">{t('section.options')}</span>;
  if (row.kind === 'delivery') return <span className="ms-sub">{row.pair}</span>;
  const volume = volumeText(row.volume, lang);
  const parts = [row.kind === 'futures' ? '' : row.name, volume ? t('row.volume', { value: volume }) : ''].filter(Boolean);
  return <span className="ms-sub">{parts.join(' · ')}</span>;
}

/**
 * The row's live tick (live-feed.ts): subscribed at commit through useSyncExternalStore, per row
 * id, so a tick re-renders its own row and no other; rows out of the list's window are not
 * rendered, so they do not listen.
 */
function useLiveTick(id: string): LiveTick | undefined {
  const subscribe = useCallback((notify: () => void) => subscribeTick(id, notify), [id]);
  const read = useCallback(() => tickOf(id), [id]);
  return useSyncExternalStore(subscribe, read, noTick);
}
const noTick = () => undefined;

/** How long a moved price stays highlighted. */
export const LIVE_FLASH_MS = 700;

/**
 * The row's price: highlighted in the rise or fall colour for LIVE_FLASH_MS after a tick moved it
 * (the attribute is set with the tick's render and cleared by a timer, not by a re-render).
 */
function LivePrice({ price, tick }: { price: string; tick: LiveTick | undefined }) {
  const node = useRef<HTMLSpanElement>(null);
  const direction = tick?.direction ?? null;
  const serial = tick?.serial ?? 0;
  useEffect(() => {
    const el = node.current;
    if (!el || !direction) return undefined;
    el.dataset.flash = direction;
    const timer = window.setTimeout(() => delete el.dataset.flash, LIVE_FLASH_MS);
    // A newer tick, or the row showing another market (rows are reused by position): no stale highlight.
    return () => {
      window.clearTimeout(timer);
      delete el.dataset.flash;
    };
  }, [direction, serial]);
  return (
    <span ref={node} className="ms-price" dir="ltr">
      {price || '--'}
    </span>
  );
}

export const MarketRow = memo(function MarketRow({ row, active, focusable, kindLabel, t, lang, sitePrefix = '' }: MarketRowProps) {
  const live = useLiveTick(row.id);
  const price = live?.price ?? row.price;
  const changePercent = live?.changePercent ?? row.changePercent;
  const trend = live && changePercent !== null ? (changePercent >= 0 ? 'up' : 'down') : row.trend;
  const chainIcon = row.kind === 'alpha' || row.kind === 'pilot' ? row.chainIcon : '';
  return (
    <a
      className={`ms-row${active ? ' is-active' : ''}`}
      href={withSitePrefix(row.href, sitePrefix)}
      tabIndex={focusable ? 0 : -1}
      aria-current={active ? 'page' : undefined}
      data-row-id={row.id}
    >
      <span className="ms-icon" aria-hidden="true">
        {row.icon ? (
          <img src={row.icon} alt="" width={24} height={24} loading="lazy" decoding="async" />
        ) : (
          <span className="ms-icon-letter">{row.base.charAt(0)}</span>
        )}
        {chainIcon && <img className="ms-chain-icon" src={chainIcon} alt="" width={12} height={12} loading="lazy" decoding="async" />}
      </span>
      <span className="ms-main">
        <span className="ms-line">
          {kindLabel && <span className="ms-kind">{kindLabel}</span>}
          <span className="ms-pair" dir="ltr">
            {titleOf(row)}
          </span>
          {row.kind === 'futures' && <span className="ms-badge">{t('row.perpetual')}</span>}
          {row.leverage > 0 && <span className="ms-badge is-leverage">{`${row.leverage}x`}</span>}
          {row.tags.includes('hot') && <span className="ms-badge is-hot">{t('row.hot')}</span>}
          {row.tags.includes('new') && <span className="ms-badge is-new">{t('row.new')}</span>}
          {row.isST && <span className="ms-badge is-st">ST</span>}
        </span>
        <Subtitle row={row} t={t} lang={lang} />
      </span>
      <span className="ms-figures">
        <LivePrice price={price} tick={live} />
        <span className={`ms-change ${changePercent === null ? 'is-flat' : trend === 'up' ? 'is-up' : 'is-down'}`} dir="ltr">
          {changeText(changePercent)}
        </span>
      </span>
    </a>
  );
});

export interface FavouriteStarProps {
  row: AnyMarketRow;
  favourite: boolean;
  onToggle: (row: AnyMarketRow) => void;
  t: Translator<MarketSearchKey>;
  /** A tab stop of its own (a short list of links); in a roving list, ArrowRight reaches it. */
  focusable?: boolean;
}

/**
 * A row's star (issue 27): a toggle button beside the row's link (never inside it), named with
 * the market, `aria-pressed` saying whether it is starred. Out of the tab order: the rows are one
 * tab stop, and ArrowRight from a row's link reaches its star (market-list.tsx).
 */
export const FavouriteStar = memo(function FavouriteStar({ row, favourite, onToggle, t, focusable = false }: FavouriteStarProps) {
  return (
    <button
      type="button"
      className="ms-star"
      tabIndex={focusable ? 0 : -1}
      aria-pressed={favourite}
      data-favourite={row.id}
      aria-label={t('fav.toggle', { market: titleOf(row) })}
      onClick={() => onToggle(row)}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z" strokeWidth="1.2" strokeLinejoin="round" />
      </svg>
    </button>
  );
});
