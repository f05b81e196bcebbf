/**
 * `npm run mock-api`: the mock exchange API alone, for pages served from elsewhere.
 * Listens on 127.0.0.1:$PORT (default 5174).
 */
import { createServer } from 'node:http';
import { createMockApi } from './handler';

const port = Number(process.env.PORT) || 5174;
const api = createMockApi();

const server = createServer((req, res) => api(req, res));
server.listen(port, '127.0.0.1', () => {
  console.log(`mock exchange API listening on http://127.0.0.1:${port}/`);
});
