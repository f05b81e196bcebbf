import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockApi, type Harness } from '../../mock-api/harness';
import { loadHeaderMenu } from '../../../../react-core/header/menu/menu.loader';
import { EMPTY_COMPLIANCE, mapCompliance } from '../../../../react-core/core/site/compliance';

/**
 * The loader against the real mock exchange API (node: no localStorage, so no cache here; the
 * cache is covered with a fake fetch in menu.loader.test.ts). Faults come from the mock's
 * `mock_fault` cookie, sent by a fetch wrapper since node's fetch keeps no cookie jar.
 */
let mock: Harness;
beforeAll(async () => {
  mock = await startMockApi();
});
afterAll(() => mock.close());

const withCookie =
  (cookie: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });

const sleep = vi.fn(async () => undefined);
const warn = vi.fn();

describe('loadHeaderMenu against the mock API', () => {
  it('loads the translated menu for zh (sent as cn) and zh-tw (sent as tw)', async () => {
    const zh = await loadHeaderMenu({ base: mock.base, lang: 'zh', compliance: EMPTY_COMPLIANCE, sleep, warn });
    expect(zh.source).toBe('server');
    expect(zh.items[0]).toMatchObject({ id: 'buy_coins_head', title: '买币', href: '/zh/buy-sell-crypto' });
    const tw = await loadHeaderMenu({ base: mock.base, lang: 'zh-tw', compliance: EMPTY_COMPLIANCE, sleep, warn });
    expect(tw.items[0]).toMatchObject({ title: '買幣', href: '/zh-tw/buy-sell-crypto' });
  });

  it('drops the H5-only and hidden entries, keeps the web-only one and the external link', async () => {
    const { items } = await loadHeaderMenu({ base: mock.base, lang: 'en', compliance: mapCompliance({ menu_list: ['nft'] }), sleep, warn });
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    const more = byId.more_head!.children.map((c) => c.id);
    expect(more).not.toContain('mini_app');
    expect(more).not.toContain('broker');
    expect(byId.markets_head!.children.map((c) => c.id)).toContain('trading_data');
    const web3 = byId.web3_head!.children.find((c) => c.id === 'web3')!;
    expect(web3).toMatchObject({ external: true, href: 'https://web3.exch.example/' });
    expect(byId.web3_head!.children.map((c) => c.id)).not.toContain('nft');
    expect(byId.earn_head!.layout).toBe('horizontal');
  });

  it.each(['500', 'malformed', 'null', 'wrongtype', 'empty'])('falls back to the bundled menu under the %s fault', async (fault) => {
    const result = await loadHeaderMenu({
      base: mock.base,
      lang: 'ko',
      compliance: EMPTY_COMPLIANCE,
      fetchImpl: withCookie(`mock_fault=headerMenu=${fault}`),
      sleep,
      warn,
    });
    expect(result.source).toBe('bundled');
    expect(result.items[0]).toMatchObject({ id: 'buy_coins_head', title: '암호화폐 구매', href: '/ko/buy-sell-crypto' });
  });
});
