import { useMemo, type ReactNode } from 'react';
import { useChrome } from '../../core/element/context';
import {
  marketIntent,
  marketNavKeyOf,
  marketNavShows,
  MarketNavPanelSlot,
  preloadMarketNav,
  useMarketContext,
} from '../../market-search/panel/market-nav.connected';
import type { NavItem, NavPanels } from '../header.types';

/**
 * The market panels as the header's nav and drawer host them (spec §1, §2): the Trade (also
 * when its code is `spot_trade`), Derivatives and Buy crypto items hold their panel beside (or, in the drawer, under) their
 * links; `hidden-paywith` leaves Buy crypto with its links only. An item's hover, focus or touch
 * starts its first loads (spec §4: futures only after it) and fetches the panel's code and texts
 * if idle time has not already; both are idempotent.
 */
export function useMarketNavPanels(): NavPanels {
  const { isHidden } = useChrome();
  const ctx = useMarketContext();
  return useMemo<NavPanels>(() => {
    const hosts = (item: NavItem) => {
      const key = marketNavKeyOf(item.id);
      return key !== null && marketNavShows(key, isHidden);
    };
    return {
      hosts,
      intent(item) {
        const key = marketNavKeyOf(item.id);
        if (key === null || !hosts(item)) return;
        void marketIntent(key, ctx);
        void preloadMarketNav();
      },
      Panel: MarketItemPanel,
    };
  }, [isHidden, ctx]);
}

function MarketItemPanel({ item, links, variant, open = true }: { item: NavItem; links: ReactNode; variant: 'dropdown' | 'drawer'; open?: boolean }) {
  const key = marketNavKeyOf(item.id);
  return key ? <MarketNavPanelSlot navKey={key} links={links} variant={variant} open={open} /> : <>{links}</>;
}
