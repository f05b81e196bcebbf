import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { diagnoseFailure, setChromeDebug } from '../../../../react-core/core/api/diagnose';
import { setChromeErrorReporter } from '../../../../react-core/core/util/reporter';
import { resetAllState } from '../../../../react-core/core/util/resets';

/** Why the chrome is empty: said in development, given to a page's reporter in production. */
const network = { kind: 'network', message: 'Failed to fetch' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('diagnoseFailure', () => {
  let errors: string[];
  beforeEach(() => {
    resetAllState();
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => void errors.push(String(message)));
    vi.stubGlobal('location', { origin: 'https://shop.example', href: 'https://shop.example/' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('in development, names an unreachable API at its api-base, once per base', () => {
    setChromeDebug(true);
    diagnoseFailure('/api/web/v1/site/x', '', network);
    diagnoseFailure('/api/web/v1/site/y', '', network);
    expect(errors).toEqual(['[exch-chrome] the API at api-base (this origin) is unreachable (Failed to fetch): is it running, and is api-base right?']);
  });

  it('tells a CORS refusal (the server answers a no-cors request) from a server that is not there', async () => {
    setChromeDebug(true);
    diagnoseFailure('https://api.example/api/x', 'https://api.example', network, () => Promise.resolve(new Response(null)));
    diagnoseFailure('https://down.example/api/x', 'https://down.example', network, () => Promise.reject(new TypeError('Failed to fetch')));
    await settle();
    expect(errors).toEqual([
      "[exch-chrome] the API at api-base https://api.example refused this page's origin (CORS): it must answer https://shop.example with Access-Control-Allow-Origin: https://shop.example and Access-Control-Allow-Credentials: true",
      '[exch-chrome] the API at api-base https://down.example is unreachable from this page (Failed to fetch): is it running, and is api-base right?',
    ]);
  });

  it('names an api-base that answers 404 or a web page, and leaves the API’s own errors alone', () => {
    setChromeDebug(true);
    diagnoseFailure('/shop/api/x', '/shop', { kind: 'http', status: 404, message: 'HTTP 404' });
    diagnoseFailure('/site/api/x', '/site', { kind: 'malformed', status: 200, message: 'HTML instead of JSON', html: true });
    diagnoseFailure('/api/x', '', { kind: 'http', status: 500, message: 'HTTP 500' });
    diagnoseFailure('/api/x', '', { kind: 'malformed', status: 200, message: 'Invalid JSON' });
    diagnoseFailure('/api/x', '', { kind: 'timeout', message: 'Timed out' });
    expect(errors).toEqual([
      "[exch-chrome] the API at api-base /shop answered /shop/api/x with HTTP 404: is api-base the exchange API's URL prefix?",
      "[exch-chrome] the API at api-base /site answered /site/api/x with a web page instead of the API’s JSON: is api-base the exchange API's URL prefix?",
    ]);
  });

  it('in production, writes nothing, but reports to the page’s reporter when it set one', () => {
    diagnoseFailure('/api/x', '', network);
    expect(errors).toEqual([]);
    const reports: string[] = [];
    setChromeErrorReporter((message) => reports.push(message));
    diagnoseFailure('/api/x', '/elsewhere', network);
    expect(errors).toEqual([]);
    expect(reports).toEqual(['the API at api-base /elsewhere is unreachable (Failed to fetch): is it running, and is api-base right?']);
  });
});
