import { useEffect, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useSnapshot } from 'valtio';
import { savesData } from '../../core/layout/idle';
import { useChrome } from '../../core/element/context';
import type { LanguageCode } from '../../core/i18n/languages';
import { prefs } from '../../core/store/prefs';
import type { HidingFlag, Site } from '../../core/region/regions';
import type { MarketContext } from '../data/market-search.loader';
import type { SectionId } from './market-panel.rules';

/**
 * The market nav's first-paint port: the keys, the context and the panel's frame, which the
 * header shows at once (through market-nav.connected.tsx) and the panels' lazy chunks build on. It imports
 * none of those chunks, so the lazy parts import it without a circle.
 */

/** The nav items (spec §2 Screens and modals) whose dropdown holds a market or Pay-with panel. */
export const MARKET_NAV_KEYS = ['trade_head', 'derivatives', 'buy_coins_head'] as const;
export type MarketNavKey = (typeof MARKET_NAV_KEYS)[number];

export function isMarketNavKey(id: unknown): id is MarketNavKey {
  return typeof id === 'string' && (MARKET_NAV_KEYS as readonly string[]).includes(id);
}

/** Other nav codes that hold one of those panels: a menu whose Trade item is `spot_trade` gets trade_head's panel. */
const MARKET_NAV_ALIASES: Readonly<Record<string, MarketNavKey>> = { spot_trade: 'trade_head' };

/** The market panel a nav item holds (its own key, or the one its code stands for), or null. */
export function marketNavKeyOf(id: unknown): MarketNavKey | null {
  if (isMarketNavKey(id)) return id;
  return typeof id === 'string' && Object.hasOwn(MARKET_NAV_ALIASES, id) ? MARKET_NAV_ALIASES[id]! : null;
}

/**
 * Whether a market nav item shows its panel on this page: Pay-with is hidden by `hidden-paywith`
 * (spec §6), and then nothing of it loads either (the header skips `marketIntent` for it).
 */
export function marketNavShows(navKey: MarketNavKey, isHidden: (flag: HidingFlag) => boolean): boolean {
  return navKey !== 'buy_coins_head' || !isHidden('paywith');
}

/**
 * The context of every market action, written once for the header and the panels: the API base
 * of the element, the page's language and change window. Sites with a forced market display
 * (spec §4: the US) always use the 24h window, whatever the stored preference says.
 */
export function marketContextOf(
  apiBase: string,
  lang: LanguageCode,
  changeWindow: MarketContext['changeWindow'],
  site: Pick<Site, 'forcedMarketDisplay'>,
): MarketContext {
  return { base: apiBase, lang, changeWindow: site.forcedMarketDisplay ? '24h' : changeWindow };
}

/** `marketContextOf` for the element a view renders in; a new object only when a field changed. */
export function useMarketContext(): MarketContext {
  const { options, site } = useChrome();
  const { lang, changeWindow } = useSnapshot(prefs);
  const forced = site.forcedMarketDisplay;
  return useMemo(() => marketContextOf(options.apiBase, lang, changeWindow, { forcedMarketDisplay: forced }), [options.apiBase, lang, changeWindow, forced]);
}

export interface MarketNavPanelProps {
  /** The nav item whose dropdown (or drawer section) this is. */
  navKey: MarketNavKey;
  /** The menu's own links, rendered by the header; they stay available next to the panel (spec §1). */
  links: ReactNode;
  /** `dropdown`: beside the links, with hover effects; `drawer`: full width, touch-sized, below the links. */
  variant?: 'dropdown' | 'drawer';
  /**
   * Escape inside the panel. The keydown keeps bubbling, so the nav item that hosts the panel
   * also sees it (the header closes its dropdown and focuses its button there).
   */
  onClose?: () => void;
  /** Shown now (a dropdown keeps its panel mounted while closed): the live price feed is held while it is. */
  open?: boolean;
}

/**
 * The panel's frame: the menu's links, then (beside them in a dropdown, below in the drawer) the
 * body. The frame is in the header's chunk so the links show and keep their nodes from the first
 * open, whether or not the body's chunk has arrived; the body's sheet styles the frame too.
 */
/**
 * Spec §4 "Hovering trade-type items sets the active search panel": the menu links whose market
 * section the panel beside them has (spot, alpha/memebox, pilot, pre-market; futures and options
 * in Derivatives). Hovering one, or moving keyboard focus to it, makes that section the active one.
 */
const SECTION_OF_LINK: Readonly<Record<string, SectionId>> = {
  spot_trade: 'spot',
  memebox: 'alpha',
  alpha: 'alpha',
  pilot: 'pilot',
  pilot_trade: 'pilot',
  pre_market: 'preMarket',
  futures: 'futures',
  options: 'options',
};

/** The section a link points at, with a serial so hovering the same link again selects it again. */
export interface LinkSectionHint {
  section: SectionId;
  serial: number;
}

export function MarketNavPanelFrame({
  navKey,
  links,
  variant = 'dropdown',
  onClose,
  open = true,
  body,
}: MarketNavPanelProps & { body: (hint: LinkSectionHint | null) => ReactNode }) {
  const [hint, setHint] = useState<LinkSectionHint | null>(null);
  useLiveFeedWhile(open && navKey !== 'buy_coins_head');
  // The body depends on the hint and these props only (`body` is a new function every render):
  // opening and closing the dropdown re-renders the frame, not the panel's rows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const content = useMemo(() => body(hint), [hint, navKey, variant, onClose]);
  const onLink = (event: SyntheticEvent) => {
    const code = (event.target as Element).closest?.('[data-nav-id]')?.getAttribute('data-nav-id');
    const section = code && Object.hasOwn(SECTION_OF_LINK, code) ? SECTION_OF_LINK[code] : undefined;
    if (section) setHint((previous) => ({ section, serial: (previous?.serial ?? 0) + 1 }));
  };
  return (
    <div className={`mnp is-${variant}`} data-market-nav={navKey}>
      <div className="mnp-links" onMouseOver={onLink} onFocus={onLink}>
        {links}
      </div>
      {content}
    </div>
  );
}

/**
 * Holds the live price feed (issue 27) while a market panel shows: its code is a dynamic import
 * (the feed is never on the first-paint path) and the socket opens on the first hold, never before.
 */
export function useLiveFeedWhile(active: boolean): void {
  const { options, raw } = useChrome();
  const configured = raw.marketFeedUrl;
  const apiBase = options.apiBase;
  useEffect(() => {
    // A connection that saves data keeps the lists' snapshot: no stream of ticks.
    if (!active || savesData()) return undefined;
    let release: (() => void) | null = null;
    let gone = false;
    import('../data/live-feed').then(
      (feed) => {
        if (!gone) release = feed.acquireFeed(feed.feedUrl(configured, apiBase, document.baseURI));
      },
      () => undefined,
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [active, configured, apiBase]);
}
