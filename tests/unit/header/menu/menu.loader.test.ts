// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadBundledMenuData,
  loadHeaderMenu,
  menuCacheKey,
  MENU_RETRIES,
  MENU_RETRY_DELAY_MS,
  readCachedMenu,
  type LoadHeaderMenuOptions,
} from '../../../../react-core/header/menu/menu.loader';
import { validateMenu } from '../../../../react-core/header/menu/menu.mappers';
import { EMPTY_COMPLIANCE, mapCompliance } from '../../../../react-core/core/site/compliance';
import { CACHE_TTL_MS } from '../../../../react-core/core/cache/cache';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../../../../react-core/core/i18n/languages';
import { resetWarnings } from '../../../../react-core/core/util/warn';
import { headerMenu } from '../../../../demo/mock-api/data/menu';
import { serverLanguage } from '../../../../react-core/core/api/requests';

type Answer = { status?: number; body: unknown } | 'network-error';

/** A fake fetch answering from a script (the last answer repeats) and recording every URL. */
function fakeApi(...script: Answer[]) {
  const urls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const answer = script[Math.min(urls.length - 1, script.length - 1)] ?? 'network-error';
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, urls, calls: () => fetchImpl.mock.calls.length };
}

const ok = (data: unknown): Answer => ({ body: { code: 200, message: 'success', data } });
const mockMenu = (lang: LanguageCode): Answer => ok(headerMenu(lang));
const down: Answer = 'network-error';

let sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
let warn: ReturnType<typeof vi.fn<NonNullable<LoadHeaderMenuOptions['warn']>>>;

function options(api: ReturnType<typeof fakeApi>, over: Partial<LoadHeaderMenuOptions> = {}): LoadHeaderMenuOptions {
  return { base: 'https://api.example', lang: 'en', compliance: EMPTY_COMPLIANCE, fetchImpl: api.fetchImpl, sleep, warn, ...over };
}

const ids = (items: { id: string }[]) => items.map((i) => i.id);
const MOCK_TOP = ['buy_coins_head', 'markets_head', 'trade_head', 'derivatives', 'earn_head', 'web3_head', 'square_head', 'campaign_banner', 'more_head'];

beforeEach(() => {
  localStorage.clear();
  resetWarnings();
  sleep = vi.fn(async () => undefined);
  warn = vi.fn();
});

describe('serverLanguage', () => {
  it('maps zh to cn and zh-tw to tw, and keeps every other code', () => {
    expect(serverLanguage('zh')).toBe('cn');
    expect(serverLanguage('zh-tw')).toBe('tw');
    for (const { code } of LANGUAGES) if (code !== 'zh' && code !== 'zh-tw') expect(serverLanguage(code)).toBe(code);
  });
});

describe('loadHeaderMenu: the page menu wins', () => {
  it('uses a valid page menu and fetches nothing at all', async () => {
    const api = fakeApi(mockMenu('en'));
    const result = await loadHeaderMenu(options(api, { pageMenu: { list: [{ code: 'mine', title: 'Mine', jump_url: '/mine' }] } }));
    expect(result.source).toBe('page');
    expect(ids(result.items)).toEqual(['mine']);
    expect(api.calls()).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('accepts the bare list too, validated like server data', async () => {
    const api = fakeApi(mockMenu('en'));
    const result = await loadHeaderMenu(
      options(api, {
        lang: 'de',
        pageMenu: [
          { code: 'a', title: 'A', jump_url: '/a' },
          { code: 'h5', title: 'H', platform_type: 3 },
        ],
      }),
    );
    expect(result.items.map((i) => [i.id, i.href])).toEqual([['a', '/de/a']]);
    expect(api.calls()).toBe(0);
  });

  it('fetches when the page menu is empty or invalid (spec §4: if empty, a remote request is made)', async () => {
    for (const pageMenu of [{ list: [] }, [], 'nonsense', { list: [{ code: 'x', jump_url: '/x' }] }]) {
      const api = fakeApi(mockMenu('en'));
      const result = await loadHeaderMenu(options(api, { pageMenu }));
      expect(result.source).toBe('server');
      expect(api.calls()).toBe(1);
    }
    expect(warn).toHaveBeenCalledWith('header-menu.page-empty', expect.any(String));
  });
});

describe('loadHeaderMenu: the server', () => {
  it('GETs headerMenuListV2 with the server language code', async () => {
    const cases: Array<[LanguageCode, string]> = [
      ['en', 'en'],
      ['zh', 'cn'],
      ['zh-tw', 'tw'],
      ['de', 'de'],
      ['ar', 'ar'],
    ];
    for (const [lang, code] of cases) {
      const api = fakeApi(mockMenu(lang));
      const result = await loadHeaderMenu(options(api, { lang }));
      expect(api.urls).toEqual([`https://api.example/api/web/v1/site/headerMenuListV2?lang=${code}`]);
      expect(result.source).toBe('server');
      expect(ids(result.items)).toEqual(MOCK_TOP);
    }
    expect(sleep).not.toHaveBeenCalled();
  });

  it(`retries ${MENU_RETRIES} times at ${MENU_RETRY_DELAY_MS} ms when the request fails, then falls back`, async () => {
    const api = fakeApi(down);
    const result = await loadHeaderMenu(options(api));
    expect(MENU_RETRIES).toBe(3);
    expect(MENU_RETRY_DELAY_MS).toBe(1000);
    expect(api.calls()).toBe(1 + 3);
    expect(sleep.mock.calls).toEqual([[1000], [1000], [1000]]);
    expect(result.source).toBe('bundled');
    expect(warn).toHaveBeenCalledWith('header-menu.fetch-failed', expect.stringContaining('Failed to fetch'));
  });

  it('sleeps between attempts, never before the first', async () => {
    const order: string[] = [];
    const api = fakeApi(down, down, mockMenu('en'));
    const fetchImpl = (async (...args: Parameters<typeof fetch>) => {
      order.push('fetch');
      return api.fetchImpl(...args);
    }) as typeof fetch;
    sleep.mockImplementation(async (ms) => void order.push(`sleep ${ms}`));
    const result = await loadHeaderMenu(options(api, { fetchImpl }));
    expect(order).toEqual(['fetch', 'sleep 1000', 'fetch', 'sleep 1000', 'fetch']);
    expect(result.source).toBe('server');
  });

  it('retries HTTP errors, error codes and broken JSON alike', async () => {
    const api = fakeApi(
      { status: 500, body: { code: 500, data: null } },
      { body: { code: 401, message: 'no', data: null } },
      { body: '{"code":200,' },
      mockMenu('en'),
    );
    const result = await loadHeaderMenu(options(api));
    expect(api.calls()).toBe(4);
    expect(result.source).toBe('server');
  });

  it(`warns 'Invalid response format' and retries when the answer has no list array`, async () => {
    for (const data of [null, {}, { list: 'x' }, { list: { a: 1 } }, [], 'list']) {
      warn.mockClear();
      const api = fakeApi(ok(data));
      const result = await loadHeaderMenu(options(api));
      expect(api.calls()).toBe(4);
      expect(warn).toHaveBeenCalledWith('header-menu.invalid-response', 'header menu: Invalid response format', data);
      expect(warn).toHaveBeenCalledWith('header-menu.fetch-failed', expect.stringContaining('Invalid response format'));
      expect(result.source).toBe('bundled');
    }
  });

  it('does not retry a well-formed empty list; it falls back at once', async () => {
    const api = fakeApi(ok({ list: [] }));
    const result = await loadHeaderMenu(options(api));
    expect(api.calls()).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(result.source).toBe('bundled');
  });

  it('stops retrying once the signal aborts', async () => {
    const controller = new AbortController();
    const api = fakeApi(down);
    sleep.mockImplementation(async () => controller.abort());
    const result = await loadHeaderMenu(options(api, { signal: controller.signal }));
    expect(api.calls()).toBe(1);
    expect(result.source).toBe('bundled');
  });
});

describe('loadHeaderMenu: cache per language (spec §5)', () => {
  it('caches a good answer under header-menu.{base} for its language and serves it when the API is down', async () => {
    await loadHeaderMenu(options(fakeApi(mockMenu('de')), { lang: 'de' }));
    expect(localStorage.getItem(`exch.cache.${menuCacheKey('https://api.example')}`)).toContain('"lang":"de"');
    const result = await loadHeaderMenu(options(fakeApi(down), { lang: 'de' }));
    expect(result.source).toBe('cache');
    expect(result.items[0]?.title).toBe('Krypto kaufen');
    expect(result.items[0]?.href).toBe('/de/buy-sell-crypto');
  });

  it('never serves one language`s cache to another', async () => {
    await loadHeaderMenu(options(fakeApi(mockMenu('de')), { lang: 'de' }));
    const result = await loadHeaderMenu(options(fakeApi(down), { lang: 'fr' }));
    expect(result.source).toBe('bundled');
    expect(result.items[0]?.title).toBe('Acheter des cryptos');
  });

  it('keys the cache by API base', async () => {
    await loadHeaderMenu(options(fakeApi(mockMenu('en'))));
    const other = await loadHeaderMenu(options(fakeApi(down), { base: 'https://other.example' }));
    expect(other.source).toBe('bundled');
  });

  it('falls back to the cache when the server answers an empty list, and does not overwrite it', async () => {
    await loadHeaderMenu(options(fakeApi(mockMenu('en'))));
    const result = await loadHeaderMenu(options(fakeApi(ok({ list: [] }))));
    expect(result.source).toBe('cache');
    expect(ids(result.items)).toEqual(MOCK_TOP);
  });

  it('does not cache a list that validates to nothing', async () => {
    await loadHeaderMenu(options(fakeApi(ok({ list: [1, 2, { code: 'untitled' }] }))));
    expect(localStorage.length).toBe(0);
  });

  it('re-validates the cached raw list with today`s compliance list', async () => {
    await loadHeaderMenu(options(fakeApi(mockMenu('en'))));
    const compliance = mapCompliance({ menu_list: ['derivatives'] });
    const result = await loadHeaderMenu(options(fakeApi(down), { compliance }));
    expect(result.source).toBe('cache');
    expect(ids(result.items)).not.toContain('derivatives');
    expect(readCachedMenu({ base: 'https://api.example', lang: 'en', compliance })?.length).toBe(MOCK_TOP.length - 1);
  });

  it('ignores an expired or corrupt cache', async () => {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await loadHeaderMenu(options(fakeApi(mockMenu('en'))));
    vi.spyOn(Date, 'now').mockReturnValue(now + CACHE_TTL_MS + 1);
    expect((await loadHeaderMenu(options(fakeApi(down)))).source).toBe('bundled');
    vi.restoreAllMocks();
    localStorage.setItem(`exch.cache.${menuCacheKey('https://api.example')}`, '{broken');
    expect((await loadHeaderMenu(options(fakeApi(down)))).source).toBe('bundled');
  });
});

describe('loadHeaderMenu: the bundled last-known-good menu', () => {
  it.each(LANGUAGE_CODES)('%s: first visit with the API down gets its own language', async (lang) => {
    const result = await loadHeaderMenu(options(fakeApi(down), { lang }));
    expect(result.source).toBe('bundled');
    const expected = validateMenu(await loadBundledMenuData(lang), { lang, platform: 'web', compliance: EMPTY_COMPLIANCE });
    expect(result.items).toEqual(expected);
    // The same titles the server sends in that language.
    const server = validateMenu(headerMenu(lang), { lang, platform: 'web', compliance: EMPTY_COMPLIANCE });
    expect(result.items[0]?.title).toBe(server[0]?.title);
    const prefix = lang === 'en' ? '' : `/${lang}`;
    expect(result.items.find((i) => i.id === 'trade_head')?.href).toBe(`${prefix}/trade/BTC_USDT`);
  });

  it('applies the compliance list to the bundled menu too', async () => {
    const compliance = mapCompliance({ menu_list: ['derivatives', 'x_stocks'] });
    const result = await loadHeaderMenu(options(fakeApi(down), { compliance }));
    expect(ids(result.items)).not.toContain('derivatives');
    expect(ids(result.items.find((i) => i.id === 'trade_head')!.children)).not.toContain('x_stocks');
  });

  it('is empty only when even the bundled menu is hidden away', async () => {
    const everything = mapCompliance({
      menu_list: ['buy_coins_head', 'markets_head', 'trade_head', 'derivatives', 'earn_head', 'web3_head', 'square_head', 'more_head'],
    });
    const result = await loadHeaderMenu(options(fakeApi(down), { compliance: everything }));
    expect(result).toEqual({ items: [], source: 'empty' });
  });
});
