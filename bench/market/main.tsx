/**
 * The market-panel bench page: one chrome element that hosts `MarketNavPanel` the way the header
 * will (a trigger whose hover calls `marketIntent` + `preloadMarketNav` and opens the dropdown,
 * the panel rendered through `MarketNavPanelSlot`), with the spot list answered by a stubbed fetch
 * of ROWS positional rows (10 000 by default; `?rows=` overrides). Everything else comes from the
 * mock API the bench serves. bench/market-panel.mjs drives it.
 */
import { Suspense, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createChromeElement, defineOnce } from '../../elements/create-element';
import baseCss from '../../react-core/core/element/base.css?inline';
import { MarketNavPanelSlot, marketIntent, preloadMarketNav, useMarketContext } from '../../react-core/market-search/panel/market-nav.connected';
import { feedStats } from '../../react-core/market-search/data/live-feed';

// The live feed's counts, for the bench's feed figures (ticks applied, messages dropped).
(window as unknown as { __feedStats: typeof feedStats }).__feedStats = feedStats;

declare global {
  interface Window {
    /** event.timeStamp of the last hover of the trigger. */
    __hoverAt?: number;
    /** performance.now() after the frame that first showed rows following that hover. */
    __rowsPaintedAt?: number;
  }
}

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 10_000);

function spotRows(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const base = `B${i.toString(36).toUpperCase()}X`;
    return [
      `${base}_USDT`,
      `Bench coin ${i}`,
      ((i % 41) - 20) / 3,
      (1 + i / 1000).toFixed(4),
      String(10_000 + i * 7),
      5,
      1,
      'USDT,USDT_HOT',
      '1.1',
      0,
      3,
      false,
      '',
    ];
  });
}

const realFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  if (url.pathname === '/apiw/v2/market/spots') {
    return new Response(JSON.stringify({ code: 200, message: 'success', data: spotRows(ROWS) }), { headers: { 'Content-Type': 'application/json' } });
  }
  return realFetch(input, init);
};

/** Called from a rAF callback: runs `fn` in the first task after this frame is painted. */
function afterThisPaint(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => fn();
  channel.port2.postMessage(0);
}

/**
 * `?keep=1`: the dropdown keeps the panel mounted after its first open and hides it with the
 * `hidden` attribute (display: none); otherwise it mounts on every open.
 */
const KEEP_MOUNTED = new URLSearchParams(location.search).get('keep') !== null;
/**
 * `?keep=rendered`, as the header's market dropdowns do (header.css `.nav-panel.is-closed`):
 * closed, the dropdown is not `hidden` (display: none drops its layout) but
 * `content-visibility: hidden` and invisible, so the browser keeps its rendering state and the
 * next open only paints.
 */
const KEEP_RENDERED = new URLSearchParams(location.search).get('keep') === 'rendered';
if (KEEP_RENDERED) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.dropdown.is-closed { content-visibility: hidden; visibility: hidden; position: absolute; }');
  void customElements.whenDefined('exch-bench-market').then(() => {
    const root = document.querySelector('exch-bench-market')?.shadowRoot;
    if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  });
}

function BenchView() {
  const ctx = useMarketContext();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // As the header should: the menu's links memoised, so opening does not re-render the panel.
  const links = useMemo(() => <a href="/trade/BTC_USDT">Spot trading</a>, []);
  const onHover = (event: { timeStamp: number; currentTarget: Element }) => {
    window.__hoverAt = event.timeStamp;
    window.__rowsPaintedAt = undefined;
    void marketIntent('trade_head', ctx);
    void preloadMarketNav();
    // As the header's hover does: the open renders in the hover's own task (a mouseenter update
    // is otherwise scheduled as a task of its own, after the frame that could have shown it).
    flushSync(() => {
      setOpen(true);
      setOpened(true);
    });
    const root = event.currentTarget.getRootNode() as ShadowRoot;
    // Each frame's rAF runs before that frame's paint: once the open dropdown holds rows there,
    // the task after the paint records the time. The check reads the DOM only (no layout
    // query, which would force the frame's style and layout into the probe), and asks for an
    // open dropdown: a panel kept rendered while closed holds rows all along, and React renders
    // the hover's update in a task of its own, so the first frames after the hover may be closed.
    const poll = () => {
      const row = root.querySelector<HTMLElement>('.dropdown:not(.is-closed) .ms-item a.ms-row');
      if (row) afterThisPaint(() => (window.__rowsPaintedAt = performance.now()));
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  };
  return (
    <div style={{ padding: 16 }}>
      <button id="trigger" type="button" onMouseEnter={onHover}>
        Trade
      </button>
      <button id="close" type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      {(open || (KEEP_MOUNTED && opened)) && (
        <div hidden={!open && !KEEP_RENDERED} className={open ? 'dropdown' : 'dropdown is-closed'}>
          <Suspense fallback={null}>
            <MarketNavPanelSlot navKey="trade_head" links={links} open={open} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

const spec = { tag: 'exch-bench-market', attributes: [], properties: {}, events: ['exch-ready'] } as const;
defineOnce(spec.tag, createChromeElement(spec, { View: BenchView, styles: [baseCss] }));
