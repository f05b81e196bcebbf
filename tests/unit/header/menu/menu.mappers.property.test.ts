import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENU_MAX_DEPTH, validateMenu, type MenuContext } from '../../../../react-core/header/menu/menu.mappers';
import { mapCompliance } from '../../../../react-core/core/site/compliance';
import { LANGUAGE_CODES } from '../../../../react-core/core/i18n/languages';
import type { NavItem } from '../../../../react-core/header/header.types';
import { expectDisplayText, hostileText } from '../../core/util/display-text';

/** Links a hostile or sloppy server might send, mixed with fuzz. */
const url = fc.oneof(
  fc.constantFrom(
    '/trade/BTC_USDT',
    'simple-earn',
    'https://web3.example.com/',
    'http://a.example/x?y#z',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'http://',
    '#top',
    '?q=1',
    '/de/price',
    '',
  ),
  fc.string(),
  fc.webUrl(),
  fc.webPath(),
  fc.jsonValue({ maxDepth: 1 }),
);

const codes = fc.constantFrom('spot_trade', 'derivatives', 'nft', 'x_stocks', 'a', 'a', '', 'b');
const enumish = fc.oneof(fc.constantFrom(1, 2, 3, '1', '2', '3', 0, 4, -1, 'x', null, true), fc.jsonValue({ maxDepth: 1 }));

const tag = fc.oneof(
  fc.record({ type: enumish, code: codes, word: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })), light_icon: url, dark_icon: url }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Server-shaped items with wrong types anywhere, nested deeper than the depth limit. */
const { item } = fc.letrec((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 2 }),
    fc.record(
      {
        code: fc.oneof(codes, fc.jsonValue({ maxDepth: 1 })),
        title: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
        title_key: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
        desc: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
        light_image: url,
        dark_image: url,
        light_icon: url,
        dark_icon: url,
        jump_type: enumish,
        hidden: enumish,
        jump_url: url,
        show_mode: enumish,
        platform_type: enumish,
        tags: fc.oneof(fc.array(tag, { maxLength: 4 }), fc.jsonValue({ maxDepth: 1 })),
        children: fc.oneof(fc.array(tie('item'), { maxLength: 4 }), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    ),
  ),
}));

const menu = fc.oneof(
  fc.jsonValue({ maxDepth: 5 }),
  fc.array(item, { maxLength: 8 }),
  fc.record({ list: fc.oneof(fc.array(item, { maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })) }),
);

const context = fc.record({
  lang: fc.constantFrom(...LANGUAGE_CODES),
  platform: fc.constantFrom('web' as const, 'h5' as const),
  compliance: fc.subarray(['derivatives', 'nft', 'x_stocks', 'a']).map((menu_list) => mapCompliance({ menu_list })),
});

const quiet: MenuContext['warn'] = () => undefined;

function* walk(items: NavItem[], depth = 1): Generator<[NavItem, number]> {
  for (const i of items) {
    yield [i, depth];
    yield* walk(i.children, depth + 1);
  }
}

/** null, an http(s) URL with a host, or a same-site path (or a same-page query/fragment). */
function isSafeHref(href: string | null): boolean {
  if (href === null) return true;
  // (`https:host` without slashes is kept by safeHref: still http(s), never a script.)
  if (/^https?:/i.test(href)) return new URL(href).host !== '';
  if (href.startsWith('#') || href.startsWith('?')) return true;
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}

const isSafeImage = (src: string) => src === '' || isSafeHref(src);

describe('validateMenu properties: any JSON in, safe NavItems out', () => {
  it('never throws, and every href and image is null/empty, http(s) or a same-site path', () => {
    let linked = 0;
    fc.assert(
      fc.property(menu, context, (raw, ctx) => {
        const items = validateMenu(raw, { ...ctx, warn: quiet });
        expect(Array.isArray(items)).toBe(true);
        for (const [nav] of walk(items)) {
          if (nav.href !== null) linked += 1;
          expect(isSafeHref(nav.href), String(nav.href)).toBe(true);
          for (const src of [nav.lightIcon, nav.darkIcon, nav.lightImage, nav.darkImage, ...nav.tags.flatMap((t) => [t.lightIcon, t.darkIcon])]) {
            expect(isSafeImage(src), src).toBe(true);
          }
          const all = [nav.href ?? '', nav.lightIcon, nav.darkIcon, nav.lightImage, nav.darkImage].join(' ');
          expect(all).not.toMatch(/(^|\s)(javascript|data|vbscript|file):/i);
        }
      }),
      { numRuns: 1500 },
    );
    // Not vacuous: plenty of generated items survive with a link.
    expect(linked).toBeGreaterThan(200);
  });

  it('yields well-typed items: strings, known layouts and tag types, sibling-unique ids, depth <= limit', () => {
    fc.assert(
      fc.property(menu, context, (raw, ctx) => {
        const items = validateMenu(raw, { ...ctx, warn: quiet });
        const check = (list: NavItem[]) => expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
        check(items);
        for (const [nav, depth] of walk(items)) {
          expect(depth).toBeLessThanOrEqual(MENU_MAX_DEPTH);
          check(nav.children);
          expect(nav.id).not.toBe('');
          for (const s of [nav.id, nav.title, nav.desc, nav.lightIcon, nav.darkIcon, nav.lightImage, nav.darkImage]) expect(typeof s).toBe('string');
          expect(typeof nav.external).toBe('boolean');
          expect(['vertical', 'horizontal']).toContain(nav.layout);
          for (const t of nav.tags) {
            expect([1, 2, 3, 4, 5]).toContain(t.type);
            expect(t.word !== '' || t.lightIcon !== '' || t.darkIcon !== '').toBe(true);
            expect(ctx.compliance.menu.has(t.code)).toBe(false);
          }
          expect(ctx.compliance.menu.has(nav.id)).toBe(false);
        }
        for (const top of items) expect(top.title !== '' || top.lightImage !== '' || top.darkImage !== '').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never keeps an item of the other platform', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), context, (raw, ctx) => {
        // Tag every object with its platform through its code, then look for the wrong one.
        let n = 0;
        const mark = (value: unknown): unknown => {
          if (Array.isArray(value)) return value.map(mark);
          if (typeof value !== 'object' || value === null) return value;
          const v = value as Record<string, unknown>;
          const p = typeof v.platform_type === 'number' || typeof v.platform_type === 'string' ? Number(v.platform_type) : NaN;
          const platform = p === 2 ? 'web' : p === 3 ? 'h5' : 'all';
          return { ...v, code: `${platform}-${(n += 1)}`, children: mark(v.children) };
        };
        const items = validateMenu(mark(raw), { ...ctx, warn: quiet });
        const other = ctx.platform === 'web' ? 'h5-' : 'web-';
        for (const [nav] of walk(items)) expect(nav.id.startsWith(other)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(menu, context, (raw, ctx) => {
        expect(validateMenu(raw, { ...ctx, warn: quiet })).toEqual(validateMenu(raw, { ...ctx, warn: quiet }));
      }),
      { numRuns: 300 },
    );
  });

  it('shows no control or bidi character: titles, descriptions and tag words are display text', () => {
    const texts = fc.oneof(hostileText, fc.integer());
    const shownItem = fc.record(
      {
        code: codes,
        title: texts,
        title_key: texts,
        desc: texts,
        desc_key: texts,
        jump_url: fc.constant('/x'),
        tags: fc.array(fc.record({ type: fc.constant(1), word: texts }), { maxLength: 2 }),
      },
      { requiredKeys: ['title'] },
    );
    let shown = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: texts, jump_url: fc.constant('/g'), children: fc.array(shownItem, { maxLength: 3 }) }), { maxLength: 4 }),
        context,
        (raw, ctx) => {
          for (const [nav] of walk(validateMenu(raw, { ...ctx, warn: quiet }))) {
            for (const text of [nav.title, nav.desc, ...nav.tags.map((t) => t.word)]) {
              expectDisplayText(text);
              if (text) shown += 1;
            }
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(shown).toBeGreaterThan(500);
    // Spec §5: a number still becomes a string; a bidi override becomes a space.
    const [item] = validateMenu([{ code: 'c', title: 'Earn\u202e gnirts', desc: 2026, jump_url: '/x' }], {
      lang: 'en',
      platform: 'web',
      compliance: mapCompliance({}),
      warn: quiet,
    });
    expect(item).toMatchObject({ title: 'Earn  gnirts', desc: '2026' });
  });
});
