import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_MAX_DEPTH, menuList, validateMenu, type MenuContext } from '../../../../react-core/header/menu/menu.mappers';
import { EMPTY_COMPLIANCE, mapCompliance } from '../../../../react-core/core/site/compliance';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../../../../react-core/core/i18n/languages';
import { resetWarnings } from '../../../../react-core/core/util/warn';
import { headerMenu } from '../../../../demo/mock-api/data/menu';
import type { NavItem } from '../../../../react-core/header/header.types';

/** A minimal valid server item; `over` replaces or adds fields. */
const item = (over: Record<string, unknown> = {}) => ({ code: 'x', title: 'X', jump_url: '/x', ...over });

let warn: ReturnType<typeof vi.fn<NonNullable<MenuContext['warn']>>>;
const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({ lang: 'en', platform: 'web', compliance: EMPTY_COMPLIANCE, warn, ...over });
/** The one item a single-item menu validates to (fails the test when it was skipped). */
function one(raw: Record<string, unknown>, over: Partial<MenuContext> = {}): NavItem {
  const [nav] = validateMenu([raw], ctx(over));
  if (!nav) throw new Error(`skipped: ${JSON.stringify(raw)}`);
  return nav;
}
const ids = (items: NavItem[]) => items.map((i) => i.id);

beforeEach(() => {
  warn = vi.fn();
  resetWarnings();
});

describe('validateMenu: input shapes', () => {
  it('reads the wire shape { list } and a bare list', () => {
    expect(ids(validateMenu({ list: [item()] }, ctx()))).toEqual(['x']);
    expect(ids(validateMenu([item()], ctx()))).toEqual(['x']);
  });

  it('treats anything without a list as an empty menu', () => {
    for (const raw of [undefined, null, 1, 'list', {}, { list: 'x' }, { list: {} }, { data: { list: [item()] } }]) {
      expect(validateMenu(raw, ctx())).toEqual([]);
    }
    expect(menuList({ list: 'x' })).toBeNull();
  });

  it('maps every field of a full item', () => {
    const nav = one({
      code: 'spot_trade',
      title: 'Spot',
      title_key: 'header.nav.spot_trade',
      desc: 'Trade crypto',
      desc_key: 'k',
      light_image: '/img/l.svg',
      dark_image: 'https://cdn.example.com/d.svg',
      light_icon: '/i/l.svg',
      dark_icon: '/i/d.svg',
      jump_type: 1,
      hidden: 0,
      jump_url: '/trade/BTC_USDT',
      show_mode: 2,
      platform_type: 1,
      tags: [{ type: 3, light_icon: '/t/l.svg', dark_icon: '/t/d.svg', code: '', word: 'Hot' }],
      children: [],
    });
    expect(nav).toEqual<NavItem>({
      id: 'spot_trade',
      title: 'Spot',
      desc: 'Trade crypto',
      href: '/trade/BTC_USDT',
      external: false,
      target: '_self',
      lightIcon: '/i/l.svg',
      darkIcon: '/i/d.svg',
      lightImage: '/img/l.svg',
      darkImage: 'https://cdn.example.com/d.svg',
      layout: 'horizontal',
      tags: [{ type: 3, code: '', word: 'Hot', lightIcon: '/t/l.svg', darkIcon: '/t/d.svg' }],
      children: [],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('validates the mock menu of every language without a warning', () => {
    for (const { code } of LANGUAGES) {
      const items = validateMenu(headerMenu(code), ctx({ lang: code }));
      expect(ids(items)).toEqual([
        'buy_coins_head',
        'markets_head',
        'trade_head',
        'derivatives',
        'earn_head',
        'web3_head',
        'square_head',
        'campaign_banner',
        'more_head',
      ]);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('validateMenu: enumerations fall back (spec §5)', () => {
  it('jump_type: 2 is external, 1 internal, unknown internal', () => {
    expect(one(item({ jump_type: 2, jump_url: 'https://web3.example.com/' })).external).toBe(true);
    expect(one(item({ jump_type: '2', jump_url: 'https://web3.example.com/' })).external).toBe(true);
    expect(one(item({ jump_type: 1 })).external).toBe(false);
    expect(one(item({ jump_type: 7 })).external).toBe(false);
    expect(one(item({ jump_type: 'popup' })).external).toBe(false);
    expect(one(item()).external).toBe(false);
  });

  it('show_mode: 2 horizontal, 1 vertical, unknown vertical', () => {
    expect(one(item({ show_mode: 2 })).layout).toBe('horizontal');
    expect(one(item({ show_mode: 1 })).layout).toBe('vertical');
    expect(one(item({ show_mode: 3 })).layout).toBe('vertical');
    expect(one(item({ show_mode: { a: 1 } })).layout).toBe('vertical');
    expect(one(item()).layout).toBe('vertical');
  });

  it('platform_type: unknown means all, so the item stays on both platforms', () => {
    for (const platform of ['web', 'h5'] as const) {
      // Kept (not skipped) and with its own id: the platform filter let it through.
      for (const platform_type of [9, 'everywhere', 1]) {
        expect(ids(validateMenu([item({ platform_type })], ctx({ platform }))), `${platform} ${String(platform_type)}`).toEqual([item().code]);
      }
    }
  });

  it('warns once about unknown enumerations, not about absent ones', () => {
    validateMenu([item({ code: 'a', show_mode: 9, jump_type: 9 }), item({ code: 'b', platform_type: 9 })], ctx());
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockClear();
    validateMenu([{ code: 'a', title: 'A' }], ctx());
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('validateMenu: coercion', () => {
  it('turns numbers and booleans into strings, drops objects', () => {
    const nav = one({ code: 42, title: 2026, desc: true, jump_url: '/x' });
    expect(nav).toMatchObject({ id: '42', title: '2026', desc: 'true' });
    expect(one(item({ desc: { text: 'no' } })).desc).toBe('');
    expect(one(item({ light_icon: 5 })).lightIcon).toBe('/5');
  });

  it('looks the title key up when there is no title, and the desc key when there is no desc; never shows a raw key', () => {
    const texts: Record<string, string> = { 'header.nav.a': 'Alpha', 'header.nav.a.desc': 'On-chain tokens' };
    const text = (key: string) => texts[key];
    expect(one({ code: 'a', title: '', title_key: 'header.nav.a', desc_key: 'header.nav.a.desc', jump_url: '/a' }, { text })).toMatchObject({
      title: 'Alpha',
      desc: 'On-chain tokens',
    });
    // A key no catalog has: no title (a child stays, untitled; a top-level item needs one), no desc.
    const [top] = validateMenu([item({ children: [{ code: 'c', title_key: 'nope', desc_key: 'nope.desc', jump_url: '/c' }] })], ctx({ text }));
    expect(top!.children[0]).toMatchObject({ title: '', desc: '' });
    expect(warn).toHaveBeenCalledWith('header-menu.unknown-text-key', expect.any(String), undefined);
    expect(validateMenu([{ code: 'a', title_key: 'nope', jump_url: '/a' }], ctx({ text }))).toEqual([]);
  });

  it('finds the keys in the header catalogs, the language’s then English, with or without the header. namespace', async () => {
    const { loadCatalog } = await import('../../../../react-core/core/i18n/catalogs');
    const { HEADER_TEXTS } = await import('../../../../react-core/header/header.intl');
    await Promise.all([loadCatalog(HEADER_TEXTS.name, 'en'), loadCatalog(HEADER_TEXTS.name, 'de')]);
    expect(one({ code: 'e', title_key: 'header.nav.earn_head', desc_key: 'nav.simple_earn.desc', jump_url: '/e' })).toMatchObject({
      title: 'Earn',
      desc: 'Flexible and fixed savings',
    });
    expect(one({ code: 'e', title_key: 'header.nav.earn_head', jump_url: '/e' }, { lang: 'de' }).title).toBe('Verdienen');
  });

  it('target (spec §3 Nav item): as given, else a new tab for external links and the user agreement (spec §2, without prefix)', () => {
    expect(one(item({ target: '_blank' })).target).toBe('_blank');
    expect(one(item({ target: '_SELF', jump_type: 2, jump_url: 'https://x.example/' })).target).toBe('_self');
    expect(one(item({ jump_type: 2, jump_url: 'https://x.example/' })).target).toBe('_blank');
    expect(one(item({ target: 'top' })).target).toBe('_self');
    const agreement = one(item({ jump_url: '/user-agreement' }), { lang: 'de' });
    expect(agreement).toMatchObject({ href: '/user-agreement', target: '_blank' });
  });

  it('rightIcon and rightNode (spec §3 Nav item): a safe icon and a short badge after the title', () => {
    const nav = one(item({ right_icon: '/i/arrow.svg', right_node: '20 USDT' }));
    expect(nav).toMatchObject({ rightIcon: '/i/arrow.svg', rightNode: '20 USDT' });
    expect(one(item({ rightIcon: 'https://cdn.example.com/a.svg', rightNode: 'New' }))).toMatchObject({
      rightIcon: 'https://cdn.example.com/a.svg',
      rightNode: 'New',
    });
    const unsafe = one(item({ right_icon: 'javascript:alert(1)', right_node: 'x'.repeat(40) }));
    expect(unsafe.rightIcon).toBeUndefined();
    expect(unsafe.rightNode).toBeUndefined();
  });

  it('hidden: 1, true, "1" and "true" drop the item; 0, false, "0" keep it', () => {
    for (const hidden of [1, true, '1', 'true', 2]) expect(validateMenu([item({ hidden })], ctx())).toEqual([]);
    for (const hidden of [0, false, '0', 'false', null, undefined]) expect(validateMenu([item({ hidden })], ctx())).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives code-less items a sibling-unique id', () => {
    expect(ids(validateMenu([{ title: 'A' }, { title: 'B' }], ctx()))).toEqual(['item-0', 'item-1']);
  });
});

describe('validateMenu: skipping with one warning per kind', () => {
  it('skips non-objects with a single warning however many there are', () => {
    const items = validateMenu([1, 'two', null, [], item(), true], ctx());
    expect(ids(items)).toEqual(['x']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('header-menu.not-an-object');
  });

  it('says each kind once: non-object, untitled, unsafe url, duplicate, bad tag, too deep', () => {
    const deep = (n: number): Record<string, unknown> => (n === 0 ? item({ code: 'leaf' }) : item({ code: `d${n}`, children: [deep(n - 1)] }));
    validateMenu(
      [
        1,
        2,
        { code: 'u1', jump_url: '/a' },
        { code: 'u2', jump_url: '/b' },
        item({ code: 'j1', jump_url: 'javascript:alert(1)' }),
        item({ code: 'j2', jump_url: 'data:text/html,x' }),
        item({ code: 'dup' }),
        item({ code: 'dup' }),
        item({ code: 'dup' }),
        item({ code: 't', tags: [{ type: 9, word: 'x' }, { type: 0, word: 'y' }, 'z'] }),
        deep(5),
        deep(6),
      ],
      ctx(),
    );
    const keys = warn.mock.calls.map((call) => call[0]);
    expect(keys.sort()).toEqual(
      [
        'header-menu.bad-tag',
        'header-menu.duplicate-id',
        'header-menu.not-an-object',
        'header-menu.too-deep',
        'header-menu.unsafe-url',
        'header-menu.untitled-top-level',
      ].sort(),
    );
  });

  it('defaults to warnOnce: one console warning per kind per page', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    validateMenu([1, 2], { lang: 'en', platform: 'web', compliance: EMPTY_COMPLIANCE });
    validateMenu([3], { lang: 'en', platform: 'web', compliance: EMPTY_COMPLIANCE });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('keeps the first of duplicate ids among siblings; cousins may share an id', () => {
    const items = validateMenu(
      [
        item({ code: 'a', title: 'First', children: [item({ code: 'c' })] }),
        item({ code: 'a', title: 'Second' }),
        item({ code: 'b', children: [item({ code: 'c' }), item({ code: 'c', title: 'again' })] }),
      ],
      ctx(),
    );
    expect(items.map((i) => [i.id, i.title])).toEqual([
      ['a', 'First'],
      ['b', 'X'],
    ]);
    expect(ids(items[0]!.children)).toEqual(['c']);
    expect(ids(items[1]!.children)).toEqual(['c']);
  });

  it(`keeps ${MENU_MAX_DEPTH} levels and drops deeper ones`, () => {
    const tree = [item({ code: 'l1', children: [item({ code: 'l2', children: [item({ code: 'l3', children: [item({ code: 'l4' })] })] })] })];
    const [l1] = validateMenu(tree, ctx());
    const l3 = l1!.children[0]!.children[0]!;
    expect(l3.id).toBe('l3');
    expect(l3.children).toEqual([]);
    expect(warn).toHaveBeenCalledWith('header-menu.too-deep', expect.any(String), 'l3');
  });

  it('never lets a throwing page object escape', () => {
    const evil = {
      code: 'evil',
      get title(): string {
        throw new Error('boom');
      },
    };
    expect(ids(validateMenu([evil, item()], ctx()))).toEqual(['x']);
    const evilList = {
      get list(): unknown {
        throw new Error('boom');
      },
    };
    expect(validateMenu(evilList, ctx())).toEqual([]);
    // Values JSON cannot hold, and a cycle (the depth limit ends it).
    const cyclic: Record<string, unknown> = { code: 'loop', title: 'Loop', jump_url: '/loop', show_mode: 10n, tags: [{ type: 2n, word: 'x' }] };
    cyclic.children = [cyclic];
    const [loop] = validateMenu([cyclic], ctx());
    expect(loop?.layout).toBe('vertical');
    expect(loop?.children[0]?.children[0]?.children).toEqual([]);
    expect(warn).toHaveBeenCalledWith('header-menu.broken-item', expect.any(String), expect.any(Error));
  });
});

describe('validateMenu: platform (spec §5)', () => {
  const menu = [
    item({ code: 'all', platform_type: 1 }),
    item({ code: 'web', platform_type: 2 }),
    item({ code: 'h5', platform_type: 3, children: [item({ code: 'h5child' })] }),
    item({ code: 'parent', children: [item({ code: 'kid_h5', platform_type: 3 }), item({ code: 'kid_web', platform_type: '2' })] }),
  ];

  it('the web header drops H5-only items and their children', () => {
    const items = validateMenu(menu, ctx({ platform: 'web' }));
    expect(ids(items)).toEqual(['all', 'web', 'parent']);
    expect(ids(items[2]!.children)).toEqual(['kid_web']);
  });

  it('the H5 shell drops web-only items', () => {
    const items = validateMenu(menu, ctx({ platform: 'h5' }));
    expect(ids(items)).toEqual(['all', 'h5', 'parent']);
    expect(ids(items[1]!.children)).toEqual(['h5child']);
    expect(ids(items[2]!.children)).toEqual(['kid_h5']);
  });

  it('drops the mock menu`s H5 item and hidden item on the web', () => {
    const more = validateMenu(headerMenu('en'), ctx()).find((i) => i.id === 'more_head')!;
    const codes = ids(more.children);
    expect(codes).not.toContain('mini_app');
    expect(codes).not.toContain('broker');
    expect(codes).toContain('help_center');
    const markets = validateMenu(headerMenu('en'), ctx()).find((i) => i.id === 'markets_head')!;
    expect(ids(markets.children)).toContain('trading_data');
  });
});

describe('validateMenu: the top-level requirement', () => {
  it('needs a title, a title key or an image at the top level', () => {
    expect(validateMenu([{ code: 'a', jump_url: '/a' }], ctx())).toEqual([]);
    expect(validateMenu([{ code: 'a', title_key: 'k' }], ctx({ text: (key) => (key === 'k' ? 'K' : undefined) }))).toHaveLength(1);
    expect(validateMenu([{ code: 'a', light_image: '/img.svg', jump_url: '/a' }], ctx())).toHaveLength(1);
    expect(validateMenu([{ code: 'a', dark_image: 'https://cdn.example.com/i.png' }], ctx())).toHaveLength(1);
    // An image that is not a safe URL does not count.
    expect(validateMenu([{ code: 'a', light_image: 'javascript:alert(1)' }], ctx())).toEqual([]);
  });

  it('does not ask it of children', () => {
    const [top] = validateMenu([item({ children: [{ code: 'c', jump_url: '/c', light_icon: '/c.svg' }] })], ctx());
    expect(ids(top!.children)).toEqual(['c']);
  });

  it('keeps the mock`s untitled image item with its 81x24 image and link', () => {
    const banner = validateMenu(headerMenu('de'), ctx({ lang: 'de' })).find((i) => i.id === 'campaign_banner')!;
    expect(banner.title).toBe('');
    expect(banner.lightImage).toMatch(/^\/mock-assets\/menu-image\//);
    expect(banner.href).toBe('/de/competition/f1rb/2026-season');
  });
});

describe('validateMenu: links (spec §5)', () => {
  const prefixes: Record<LanguageCode, string> = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.code === 'en' ? '' : `/${l.code}`])) as Record<
    LanguageCode,
    string
  >;

  it.each(LANGUAGE_CODES)('%s: relative links get the language prefix, http(s) stays', (lang) => {
    expect(one(item({ jump_url: '/trade/BTC_USDT' }), { lang }).href).toBe(`${prefixes[lang]}/trade/BTC_USDT`);
    expect(one(item({ jump_url: 'simple-earn' }), { lang }).href).toBe(`${prefixes[lang]}/simple-earn`);
    expect(one(item({ jump_url: '/auto-investment?source=earn' }), { lang }).href).toBe(`${prefixes[lang]}/auto-investment?source=earn`);
    expect(one(item({ jump_url: 'https://web3.example.com/x' }), { lang }).href).toBe('https://web3.example.com/x');
    expect(one(item({ jump_url: 'HTTP://example.com' }), { lang }).href).toBe('HTTP://example.com');
  });

  it('does not double a language prefix already on the path', () => {
    expect(one(item({ jump_url: '/de/trade/BTC_USDT' }), { lang: 'de' }).href).toBe('/de/trade/BTC_USDT');
    expect(one(item({ jump_url: '/zh/trade/BTC_USDT' }), { lang: 'ja' }).href).toBe('/ja/trade/BTC_USDT');
    expect(one(item({ jump_url: '/zh-tw/price' }), { lang: 'en' }).href).toBe('/price');
  });

  it('a missing link leaves a heading (href null)', () => {
    expect(one(item({ jump_url: '' })).href).toBeNull();
    expect(one(item({ jump_url: undefined })).href).toBeNull();
    expect(one(item({ jump_url: {} })).href).toBeNull();
  });

  it('drops other schemes: the item stays as a heading if it has children, else goes', () => {
    for (const jump_url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example',
      '/\\evil.example',
      'ftp://x',
    ]) {
      expect(validateMenu([item({ jump_url })], ctx())).toEqual([]);
      const [heading] = validateMenu([item({ jump_url, children: [item({ code: 'c' })] })], ctx());
      expect(heading?.href).toBeNull();
      expect(ids(heading!.children)).toEqual(['c']);
    }
  });

  it('images and icons never get a prefix, and unsafe ones are emptied', () => {
    const nav = one(item({ light_icon: '/i.svg', dark_icon: 'javascript:x', light_image: 'img.png', dark_image: 'data:image/png;base64,AA' }), { lang: 'fr' });
    expect(nav).toMatchObject({ lightIcon: '/i.svg', darkIcon: '', lightImage: '/img.png', darkImage: '' });
  });
});

describe('validateMenu: tags', () => {
  it('coerces types 1..5 and skips unknown types', () => {
    const tags = one(
      item({
        tags: [
          { type: 1, light_icon: '/t.svg', word: '20 USDT' },
          { type: '2', word: 'New' },
          { type: 3, word: 'Hot' },
          { type: 4, word: 'LIVE' },
          { type: 5, word: 'VIP' },
          { type: 6, word: 'x' },
          { type: 0, word: 'x' },
          { type: 'fire', word: 'x' },
          { word: 'x' },
          { type: 2.5, word: 'x' },
          null,
        ],
      }),
    ).tags;
    expect(tags.map((t) => [t.type, t.word])).toEqual([
      [1, '20 USDT'],
      [2, 'New'],
      [3, 'Hot'],
      [4, 'LIVE'],
      [5, 'VIP'],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('skips a tag with no word and no icon', () => {
    expect(one(item({ tags: [{ type: 3 }] })).tags).toEqual([]);
  });

  it('treats a non-array tags field as no tags', () => {
    expect(one(item({ tags: 'hot' })).tags).toEqual([]);
    expect(one(item({ tags: { type: 3, word: 'Hot' } })).tags).toEqual([]);
  });
});

describe('validateMenu: compliance (spec §5, §6)', () => {
  const compliance = mapCompliance({ menu_list: ['x_stocks', 'launchpad', 'button_alpha_hidden', 'derivatives', 'nft'], business_list: [] });

  it('hides items whose code is in the compliance menu list, children included', () => {
    const items = validateMenu(headerMenu('en'), ctx({ compliance }));
    expect(ids(items)).not.toContain('derivatives');
    const web3 = items.find((i) => i.id === 'web3_head')!;
    expect(ids(web3.children)).not.toContain('nft');
    const earn = items.find((i) => i.id === 'earn_head')!;
    const launch = earn.children.find((i) => i.id === 'earn_launch')!;
    expect(ids(launch.children)).not.toContain('launchpad');
  });

  it('hides tags whose code is in the list but keeps their item', () => {
    const items = validateMenu(headerMenu('en'), ctx({ compliance }));
    // The mock's Alpha entry carries the button_alpha_hidden tag: the tag goes, the entry stays.
    const alpha = items.find((i) => i.id === 'web3_head')!.children.find((i) => i.id === 'alpha')!;
    expect(alpha.href).toBe('/alpha');
    expect(alpha.tags).toEqual([]);
    // Without the compliance list it shows.
    const plain = validateMenu(headerMenu('en'), ctx())
      .find((i) => i.id === 'web3_head')!
      .children.find((i) => i.id === 'alpha')!;
    expect(plain.tags.map((t) => t.code)).toEqual(['button_alpha_hidden']);
    // x_stocks names both the entry and its tag: the entry itself goes.
    expect(ids(items.find((i) => i.id === 'trade_head')!.children)).not.toContain('x_stocks');
    const tagged = one(
      item({
        code: 'kept',
        tags: [
          { type: 2, code: 'x_stocks', word: 'New' },
          { type: 3, code: 'other', word: 'Hot' },
        ],
      }),
      { compliance },
    );
    expect(tagged.tags.map((t) => t.word)).toEqual(['Hot']);
  });

  it('a tag with an empty code is never hidden', () => {
    const c = mapCompliance({ menu_list: ['a'] });
    expect(one(item({ tags: [{ type: 3, code: '', word: 'Hot' }] }), { compliance: c }).tags).toHaveLength(1);
  });

  it('drops a link-less group whose entries were all hidden, keeps a linked one', () => {
    const c = mapCompliance({ menu_list: ['k1', 'k2'] });
    const menu = [item({ code: 'g1', jump_url: '', children: [item({ code: 'k1' })] }), item({ code: 'g2', children: [item({ code: 'k2' })] })];
    const items = validateMenu(menu, ctx({ compliance: c }));
    expect(ids(items)).toEqual(['g2']);
    expect(items[0]!.children).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
