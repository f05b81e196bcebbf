import { memo, type ReactNode } from 'react';
import { useChrome } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { MarketPanelConnected } from './market-panel.connected';
import { PayWithConnected } from './pay-with.connected';
import type { MarketNavKey } from './market-nav';
import { marketNavShows } from './market-nav';
import { useMarketTexts } from './use-market-texts';
import panelCss from './market-panel.css?inline';
import payWithCss from './pay-with.css?inline';

/** The panels' stylesheet, adopted into the shadow root they render in (the lists adopt their own). */
export const MARKET_NAV_PANEL_CSS = panelCss + payWithCss;

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
}

/**
 * The market-search panel of a nav dropdown (spec §1, §2 Screens and modals): trade_head has
 * the spot, alpha (memebox), pilot and pre-market lists; derivatives the futures (with delivery)
 * and options lists; buy_coins_head the Pay-with panel (unless `hidden-paywith`). A lazy chunk:
 * `preloadMarketNav()` (market-nav.ts) fetches it on hover intent or at idle.
 */
function MarketNavPanel({ navKey, links, variant = 'dropdown', onClose }: MarketNavPanelProps) {
  const root = useOwnStyles<HTMLDivElement>(MARKET_NAV_PANEL_CSS);
  const { isHidden } = useChrome();
  // The texts normally arrive with the chunk (preloadMarketNav); until then the panel's place is kept.
  const { ready } = useMarketTexts();
  const shows = marketNavShows(navKey, isHidden);
  return (
    <div ref={root} className={`mnp is-${variant}`} data-market-nav={navKey}>
      <div className="mnp-links">{links}</div>
      {shows && !ready && <div className={navKey === 'buy_coins_head' ? 'pw is-pending' : 'ms-panel is-pending'} aria-hidden="true" />}
      {shows && ready && navKey === 'buy_coins_head' && <PayWithConnected variant={variant} onEscape={onClose} />}
      {shows && ready && navKey !== 'buy_coins_head' && <MarketPanelConnected navKey={navKey} variant={variant} onEscape={onClose} />}
    </div>
  );
}

/**
 * Memoised: a dropdown that opens and closes around a mounted panel re-renders the panel only
 * when its own props change (pass memoised `links` and a stable `onClose`).
 */
export default memo(MarketNavPanel);
