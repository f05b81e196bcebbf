/**
 * The mock's live price feed (issue 27): a WebSocket at FEED_PATH (the chrome's default), served
 * with `ws` on whatever HTTP server hosts the mock (npm start's Vite server, `npm run mock-api`,
 * the browser tests' and the bench's servers). Each connection gets deterministic, realistic
 * ticks for every spot and futures market the mock lists: batches of TICKS_PER_BATCH every
 * BATCH_MS (200 updates a second), the top markets more often, prices in a small random walk
 * printed with the list's own precision.
 *
 * Faults (cookie `mock_feed`, read at the upgrade): `drop` closes the socket after a second (the
 * client reconnects), `garble` sends malformed and hostile messages between the good ones,
 * `stall` accepts and never sends. API.md describes the messages.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { FEED_PATH } from '../../react-core/market-search/data/live-feed';
import { futuresContracts } from './data/derivatives';
import { spotRows } from './data/spot';
import { parseCookies } from './http';
import { rng } from './prng';

export const BATCH_MS = 100;
export const TICKS_PER_BATCH = 20;
export const FEED_FAULTS = ['drop', 'garble', 'stall'] as const;
export type FeedFault = (typeof FEED_FAULTS)[number];

export interface FeedMarket {
  id: string;
  price: number;
  decimals: number;
  change: number;
}

/** Every market a list shows, with its row id as the client builds it (`{kind}:{market}`). */
export function feedMarkets(): FeedMarket[] {
  const decimals = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);
  const spot = spotRows().map((row) => ({ id: `spot:${row[0]}`, price: Number(row[3]), decimals: decimals(String(row[3])), change: Number(row[2]) }));
  const futures = futuresContracts().map((c) => ({
    id: `futures:${c.settle}:${c.name}`,
    price: Number(c.last_price),
    decimals: decimals(c.last_price),
    change: Number(c.change_percentage),
  }));
  return [...spot, ...futures].filter((m) => Number.isFinite(m.price) && m.price > 0);
}

/** The next batch of ticks: half from the first 100 markets (the busy ones), half from all. */
export function nextBatch(markets: FeedMarket[], random: () => number, size = TICKS_PER_BATCH): Array<{ id: string; price: string; change: number }> {
  const out = [];
  for (let i = 0; i < size; i += 1) {
    const pool = i % 2 === 0 ? Math.min(100, markets.length) : markets.length;
    const market = markets[Math.floor(random() * pool)]!;
    const move = (random() - 0.5) * 0.003;
    market.price = Math.max(market.price * (1 + move), 10 ** -market.decimals);
    market.change = Math.round((market.change + move * 100) * 100) / 100;
    out.push({ id: market.id, price: market.price.toFixed(market.decimals), change: market.change });
  }
  return out;
}

/** What `garble` sends between the good messages: not JSON, the wrong shape, hostile text. */
export const GARBLED_MESSAGES = [
  '{"type":"ticks","data":[{"id":"spot:BTC_USDT","price":"9',
  '{"type":"ticks","data":"everything"}',
  JSON.stringify({ type: 'ticks', data: [{ id: 'spot:BTC_USDT', price: '<img src=x onerror=alert(1)>', change: 1 }] }),
  JSON.stringify({ type: 'ticks', data: [{ id: 'javascript:alert(1)', price: '1', change: 1 }, null, 42] }),
  JSON.stringify({ type: 'hello', data: [] }),
];

function serve(ws: WebSocket, fault: FeedFault | null, seed: string, markets: FeedMarket[]): void {
  if (fault === 'stall') return;
  const random = rng(seed).next;
  let sent = 0;
  const timer = setInterval(() => {
    if (ws.readyState !== ws.OPEN) return;
    if (fault === 'garble') ws.send(GARBLED_MESSAGES[sent % GARBLED_MESSAGES.length]!);
    ws.send(JSON.stringify({ type: 'ticks', data: nextBatch(markets, random) }));
    sent += 1;
    if (fault === 'drop' && sent >= 1000 / BATCH_MS) ws.close(1011, 'mock fault: drop');
  }, BATCH_MS);
  timer.unref?.();
  ws.on('close', () => clearInterval(timer));
}

function faultOf(req: IncomingMessage): FeedFault | null {
  const asked = parseCookies(req.headers.cookie)['mock_feed'];
  return (FEED_FAULTS as readonly string[]).includes(asked ?? '') ? (asked as FeedFault) : null;
}

/**
 * Serves the feed on `server`'s upgrades to FEED_PATH; every other upgrade is left to its own
 * listener (the test runner's and Vite's sockets). `markets`: what it ticks (the bench's own
 * rows); by default every market the mock lists. Returns the detach.
 */
export function attachMarketFeed(server: Server, options: { markets?: () => FeedMarket[] } = {}): () => void {
  const wss = new WebSocketServer({ noServer: true });
  const markets = options.markets ?? feedMarkets;
  let connections = 0;
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== FEED_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections += 1;
      serve(ws, faultOf(req), `feed-${connections}`, markets());
    });
  };
  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
