import { memo } from 'react';
import { useChrome } from '../../core/element/context';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { MarketPanelConnected } from './market-panel.connected';
import { PayWithConnected } from '../pay-with/pay-with.connected';
import type { LinkSectionHint, MarketNavPanelProps } from './market-nav-frame.connected';
import { marketNavShows, MarketNavPanelFrame } from './market-nav-frame.connected';
import { useMarketTexts } from '../use-market-texts.connected';
import panelCss from './market-panel.css?inline';
import { searchFieldCss } from '../../core/ui/search-field';
import payWithCss from '../pay-with/pay-with.css?inline';

/** The panels' stylesheet, adopted into the shadow root they render in (the lists adopt their own). */
export const MARKET_NAV_PANEL_CSS = searchFieldCss + panelCss + payWithCss;

/**
 * The market-search panel of a nav dropdown (spec §1, §2 Screens and modals): trade_head has
 * the spot, alpha (memebox), pilot and pre-market lists; derivatives the futures (with delivery)
 * and options lists; buy_coins_head the Pay-with panel (unless `hidden-paywith`). This chunk's
 * part of it: the header renders the frame and the menu's links at once (`MarketNavPanelSlot`
 * in market-nav.connected.tsx), so a link focused before this chunk arrives keeps its node and its focus.
 */
export function MarketNavPanelBody({
  navKey,
  variant = 'dropdown',
  onClose,
  sectionHint = null,
}: Omit<MarketNavPanelProps, 'links'> & { sectionHint?: LinkSectionHint | null }) {
  const root = useOwnStyles<HTMLDivElement>(MARKET_NAV_PANEL_CSS);
  const { isHidden } = useChrome();
  // The texts normally arrive with the chunk (preloadMarketNav); until then the panel's place is kept.
  const { ready } = useMarketTexts();
  const shows = marketNavShows(navKey, isHidden);
  return (
    <div ref={root} className="mnp-body">
      {shows && !ready && <div className={navKey === 'buy_coins_head' ? 'pw is-pending' : 'ms-panel is-pending'} aria-hidden="true" />}
      {shows && ready && navKey === 'buy_coins_head' && <PayWithConnected variant={variant} onEscape={onClose} />}
      {shows && ready && navKey !== 'buy_coins_head' && <MarketPanelConnected navKey={navKey} variant={variant} onEscape={onClose} sectionHint={sectionHint} />}
    </div>
  );
}

/** The whole panel, frame and body at once (for a page that imports this chunk itself). */
function MarketNavPanel(props: MarketNavPanelProps) {
  return (
    <MarketNavPanelFrame
      {...props}
      body={(hint) => <MarketNavPanelBody navKey={props.navKey} variant={props.variant} onClose={props.onClose} sectionHint={hint} />}
    />
  );
}

/**
 * Memoised: a dropdown that opens and closes around a mounted panel re-renders the panel only
 * when its own props change (pass memoised `links` and a stable `onClose`).
 */
export default memo(MarketNavPanel);
