import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { setChromeErrorReporter } from '../../../elements/index';
import { waitUntil, mountChrome, usePage } from '../helpers';

/** A page's mistakes that leave an empty chrome are named: in the console with `debug`, to the page's reporter always. */
describe('misuse messages', () => {
  let errors: string[];
  let warnings: string[];
  const original = { error: console.error, warn: console.warn };
  usePage();
  beforeEach(() => {
    errors = [];
    warnings = [];
    console.error = (...args: unknown[]) => errors.push(String(args[0]));
    console.warn = (...args: unknown[]) => warnings.push(String(args[0]));
  });
  afterEach(() => Object.assign(console, original));

  it('with `debug`, names an api-base that is not the API', async () => {
    await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en" debug api-base="/not-the-api"');
    await waitUntil(() => errors.some((e) => e.includes('api-base /not-the-api')), `errors: ${errors.join(' | ')}`);
    expect(errors.filter((e) => e.includes('/not-the-api'))).to.have.length(1);
    expect(errors[0]).to.match(
      /^\[exch-chrome\] the API at api-base \/not-the-api answered \/not-the-api\/.+ with (HTTP 404|a web page instead of the API’s JSON)/,
    );
  });

  it('with `debug`, names an unreachable API', async () => {
    await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en" debug api-base="http://127.0.0.1:9"', { ready: false });
    await waitUntil(() => errors.some((e) => e.includes('http://127.0.0.1:9 is unreachable')), `errors: ${errors.join(' | ')}`);
  });

  it('without it, stays quiet in the console and reports to the page’s error reporter', async () => {
    const reports: string[] = [];
    setChromeErrorReporter((message) => reports.push(message));
    await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en" api-base="/not-the-api"');
    await waitUntil(() => reports.length > 0);
    expect(reports[0]).to.match(/^the API at api-base \/not-the-api answered/);
    expect(errors).to.deep.equal([]);
  });

  it('names the valid regions when the region is unknown (and says it once, with one prefix)', async () => {
    await mountChrome<HTMLElement>('exch-footer', 'region="999" lang="en"');
    expect(warnings.filter((w) => w.includes('999'))).to.deep.equal([
      '[exch-chrome] unknown region "999", showing global; the regions are 0 (Global), 177 (Turkey), 106 (EU (Malta)), 71 (Hong Kong), 232 (United States), 14 (Bahamas), 153 (Singapore), 182 (United Kingdom), 83 (Japan), 181 (UAE), 11 (Australia)',
    ]);
    expect(warnings.some((w) => w.includes('[exch-chrome] [exch-chrome]'))).to.equal(false);
  });
});
