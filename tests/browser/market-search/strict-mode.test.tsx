import { expect } from '@open-wc/testing';
import { StrictMode, createElement, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { createChromeElement, defineOnce } from '../../../elements/create-element';
import { reactRenderer, type ChromeRenderer } from '../../../react-core/core/element/renderer';
import baseCss from '../../../react-core/core/element/base.css?inline';
import MarketNavPanel from '../../../react-core/market-search/panel/market-nav-panel.connected';
import type { MarketNavKey } from '../../../react-core/market-search/panel/market-nav.connected';
import { apiRequests, duplicateRequests, $, fetchesIdle, requestsTo, typeInto, waitUntil, mountMarkup } from '../helpers';
import { SearchEntryHost, rowLinks, tabByText, useMarketPage } from '../helpers/market-search';

/** Renders are pure (issue 7): under StrictMode every panel makes each request once. */
const strict = (node: ReactNode) => createElement(StrictMode, null, node);
const strictRenderer: ChromeRenderer<Root> = {
  mount: (container, node) => reactRenderer.mount(container, strict(node)),
  hydrate: (container, node) => reactRenderer.hydrate(container, strict(node)),
  update: (root, node) => reactRenderer.update(root, strict(node)),
  unmount: (root) => reactRenderer.unmount(root),
};

function define(tag: string, View: ComponentType): string {
  const spec = { tag: tag as `exch-${string}`, attributes: [], properties: {}, events: ['exch-ready'] } as const;
  defineOnce(tag, createChromeElement(spec, { View, styles: [baseCss] }, strictRenderer));
  return tag;
}
const panel = (navKey: MarketNavKey) => () => createElement(MarketNavPanel, { navKey, links: null });
const TRADE = define('strict-ms-trade', panel('trade_head'));
const DERIVATIVES = define('strict-ms-derivatives', panel('derivatives'));
const PAY_WITH = define('strict-ms-paywith', panel('buy_coins_head'));
const SEARCH = define('strict-ms-search', SearchEntryHost);

describe('StrictMode: market panels and the search modal request each endpoint once', () => {
  useMarketPage({ recordRequests: true });

  it('every panel, every section, the alpha search and the modal', async () => {
    const page = await mountMarkup<HTMLElement>(
      `<div><${TRADE}></${TRADE}><${TRADE}></${TRADE}><${DERIVATIVES}></${DERIVATIVES}><${PAY_WITH}></${PAY_WITH}><${SEARCH}></${SEARCH}></div>`,
    );
    const [trade, trade2, derivatives, , search] = Array.from(page.children) as HTMLElement[];
    await waitUntil(() => rowLinks(trade!).length > 0 && rowLinks(derivatives!).length > 0, 'no rows');
    for (const section of ['Alpha', 'Pilot', 'Pre-market']) {
      tabByText(trade!, section)!.click();
      await waitUntil(() => tabByText(trade!, section)!.getAttribute('aria-selected') === 'true');
    }
    tabByText(trade2!, 'Alpha')!.click();
    await waitUntil(() => $(trade2!, '.ms-search-input') !== null);
    typeInto($<HTMLInputElement>(trade2!, '.ms-search-input')!, 'pepe');
    await waitUntil(() => tabByText(derivatives!, 'Delivery') !== null);
    tabByText(derivatives!, 'Delivery')!.click();
    await waitUntil(() => tabByText(derivatives!, 'Delivery')!.getAttribute('aria-selected') === 'true');
    tabByText(derivatives!, 'Options')!.click();
    await waitUntil(() => $(search!, 'button[data-action="search"]') !== null);
    $<HTMLButtonElement>(search!, 'button[data-action="search"]')!.click();
    // The last debounced request (the alpha search) went out, then every answer came in.
    await waitUntil(() => requestsTo('/alpha/markets_by_keywords').length > 0, 'no alpha search request');
    await fetchesIdle();
    const paths = apiRequests().map((r) => r.split('?')[0]);
    for (const part of [
      '/common/tabs',
      '/market/spots',
      '/market/futures',
      '/alpha/currencies',
      '/alpha/markets_by_keywords',
      '/pilot/markets',
      '/pre-market/',
      // With the OPTIONS tab menu (common/tabs), its first underlying's contracts.
      '/options/markets',
      '/delivery/usdt/contracts',
      '/buyCryptoFiatList',
    ]) {
      expect(
        paths.filter((p) => p!.includes(part)),
        part,
      ).to.have.length(1);
    }
    expect(duplicateRequests(), 'requests made more than once').to.deep.equal({});
  });
});
