/**
 * `npm run mock-api`: the mock exchange API alone, for pages served from elsewhere.
 * Listens on 127.0.0.1:$PORT (default 5174).
 */
import { createServer } from 'node:http';
import { createMockApi } from './handler';
import { attachMarketFeed } from './feed';

const port = Number(process.env.PORT) || 5174;
const api = createMockApi();

const server = createServer((req, res) => api(req, res));
// The live price feed on the same origin (ws://127.0.0.1:$PORT/ws/v1/market).
attachMarketFeed(server);
server.listen(port, '127.0.0.1', () => {
  console.log(`mock exchange API listening on http://127.0.0.1:${port}/`);
});
