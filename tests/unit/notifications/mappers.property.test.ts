import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  badgeText,
  fillHtmlPlaceholders,
  mapMessage,
  mapRecords,
  mapTabs,
  mapTemplateArgs,
  mapUnreadMap,
  sumUnread,
  visibleTabs,
} from '../../../react-core/notifications/notifications.mappers';
import { resolveNotificationLink } from '../../../react-core/notifications/notification-link';
import { parseShared } from '../../../react-core/notifications/unread-share';
import { LANGUAGE_CODES } from '../../../react-core/core/i18n/languages';
import { toUnixSeconds } from '../../../react-core/core/util/unix-time';
import { expectDisplayText, hostileText } from '../core/util/display-text';

/** Any JSON, and objects shaped like the real answers whose values are any JSON. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const shaped = (keys: string[], depth = 3) => fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: depth }));
const TAB_KEYS = ['code', 'name', 'unread_num', 'is_show', 'content'];
const EXTRAS_KEYS = ['mid', 'url', 'web_url', 'notice_content', 'startup_id', 'market', 'stream_id', 'contract', 'settle_asset', 'isAllowHref'];
const TEMPLATES = ['margin_trade', 'startup', 'strategybot', 'copytrading', 'live', 'cross_margin', 'futures', 'post', 'url', 'web_url', 'no_href', 'other'];
const hostile = fc.constantFrom(
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil',
  'https://ok.example/a',
  '/ok/path',
  'relative/path',
  '../../etc',
  '',
  '#frag',
  '?q=1',
);
/** A message-shaped object with plausible or hostile values in every field. */
const messageLike = fc.record(
  {
    id: fc.oneof(fc.integer(), fc.string(), anyJson),
    title: fc.oneof(fc.string(), anyJson),
    content: fc.oneof(fc.string(), anyJson),
    isread: fc.oneof(fc.constantFrom(0, 1, '0', '1', true, false), anyJson),
    send_timest: fc.oneof(fc.integer(), fc.double(), fc.string(), anyJson),
    template_id: fc.oneof(fc.constantFrom(...TEMPLATES), anyJson),
    type: fc.oneof(fc.constantFrom(...TEMPLATES), anyJson),
    template_args: fc.oneof(anyJson, fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), anyJson))),
    extras: fc.oneof(
      fc.record(
        {
          mid: fc.oneof(fc.string(), fc.integer(), hostile),
          startup_id: fc.oneof(hostile, fc.string()),
          market: fc.oneof(hostile, fc.string()),
          url: fc.oneof(hostile, fc.string()),
          web_url: fc.oneof(hostile, fc.string()),
          stream_id: fc.oneof(hostile, fc.string()),
          contract: fc.oneof(hostile, fc.string()),
          settle_asset: fc.oneof(fc.string(), anyJson),
          isAllowHref: fc.oneof(fc.boolean(), anyJson),
        },
        { requiredKeys: [] },
      ),
      shaped(EXTRAS_KEYS),
    ),
    link: fc.oneof(hostile, fc.string(), anyJson),
  },
  { requiredKeys: [] },
);

/** What a safe href looks like: a same-site path or an http(s) URL, nothing else. */
const isSafeHref = (href: string) => (/^\/(?![/\\])/.test(href) && !href.includes('\\')) || /^https?:\/\/[^\s/\\]+/i.test(href);

describe('notification mappers: any JSON in, a valid value (or a skip) out', () => {
  it('tabs: codes are clean and unique, counts are non-negative integers, is_show is a boolean', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, fc.array(fc.oneof(anyJson, shaped(TAB_KEYS)))), (data) => {
        const tabs = mapTabs(data);
        expect(new Set(tabs.map((t) => t.code)).size).toBe(tabs.length);
        for (const t of tabs) {
          expect(t.code).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
          expect(typeof t.name).toBe('string');
          expect(t.name.length).toBeGreaterThan(0);
          expect(Number.isInteger(t.unreadNum) && t.unreadNum >= 0).toBe(true);
          expect(typeof t.isShow).toBe('boolean');
        }
        for (const t of visibleTabs(tabs)) expect(t.isShow && (t.content.trim() !== '' || t.code === 'announce')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('tabs: is_show 1 shows, empty content hides except announce (spec §3)', () => {
    const tabs = mapTabs([
      { code: 'announce', name: 'A', unread_num: 2, is_show: 1, content: '' },
      { code: 'p2p', name: 'P2P', unread_num: 0, is_show: 1, content: '' },
      { code: 'trade', name: 'T', unread_num: '3', is_show: 1, content: 'x' },
      { code: 'hidden', name: 'H', unread_num: 1, is_show: 0, content: 'x' },
      { code: 5, name: 'bad code' },
      { code: 'trade', name: 'duplicate' },
    ]);
    expect(visibleTabs(tabs).map((t) => [t.code, t.unreadNum])).toEqual([
      ['announce', 2],
      ['trade', 3],
    ]);
    expect(mapTabs({ list: [] })).toEqual([]);
  });

  it('records: every message has an id and text, ids are unique, totals are sane', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyJson, fc.record({ list: fc.array(fc.oneof(messageLike, anyJson)), total: anyJson, unread_num: anyJson }, { requiredKeys: [] })),
        (data) => {
          const page = mapRecords(data);
          expect(new Set(page.list.map((m) => m.id)).size).toBe(page.list.length);
          expect(page.total).toBeGreaterThanOrEqual(page.list.length);
          expect(Number.isInteger(page.unreadNum) && page.unreadNum >= 0).toBe(true);
          for (const m of page.list) {
            expect(m.id.length).toBeGreaterThan(0);
            expect(typeof m.title).toBe('string');
            expect(typeof m.content).toBe('string');
            expect((m.title + m.content).trim().length).toBeGreaterThan(0);
            expect(typeof m.isRead).toBe('boolean');
            if (m.sendTime !== null) expect(Number.isInteger(m.sendTime) && m.sendTime > 0 && m.sendTime < 253_402_300_800).toBe(true);
            expect(m.extras.settleAsset).toMatch(/^[A-Z0-9]{2,10}$/);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('records: the wrong types of the mock fault give no messages rather than "48" as a title', () => {
    const page = mapRecords({
      list: [{ id: { value: '1' }, title: 48, content: 60, isread: '0', send_timest: { value: '1' }, extras: [] }],
      total: { value: '9' },
    });
    expect(page).toEqual({ list: [], total: 0, unreadNum: 0 });
    expect(mapRecords(null)).toEqual({ list: [], total: 0, unreadNum: 0 });
  });

  it('send_timest: seconds stay, milliseconds become seconds, junk is null', () => {
    expect(toUnixSeconds(1793491200)).toBe(1793491200);
    expect(toUnixSeconds(1793491200123)).toBe(1793491200);
    expect(toUnixSeconds('1793491200')).toBe(1793491200);
    for (const bad of [0, -5, 'x', null, {}, true, Infinity, 1e20]) expect(toUnixSeconds(bad)).toBeNull();
  });

  it('unix time: any JSON gives null or whole seconds before the year 10000, and milliseconds of a second give that second', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, fc.double(), fc.integer()), (value) => {
        const s = toUnixSeconds(value);
        expect(s === null || (Number.isInteger(s) && s > 0 && s < 253_402_300_800)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_001, max: 253_402_300_799 }), (seconds) => {
        expect(toUnixSeconds(seconds * 1000 + 999)).toBe(seconds);
      }),
    );
  });

  it('unread map: counts only, any JSON in; the badge sums them and says 99+ above 99', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, fc.dictionary(fc.string(), anyJson)), (data) => {
        const counts = mapUnreadMap(data);
        if (counts === null) return;
        for (const [code, n] of Object.entries(counts)) {
          expect(code).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
          expect(Number.isInteger(n) && n >= 0).toBe(true);
        }
        const total = sumUnread(counts);
        const text = badgeText(total);
        expect(text === '' || text === '99+' || /^[1-9]\d?$/.test(text)).toBe(true);
        expect(text === '').toBe(total === 0);
      }),
      { numRuns: 400 },
    );
    expect(mapUnreadMap([1, 2])).toBeNull();
    expect(mapUnreadMap('x')).toBeNull();
    expect(mapUnreadMap({ trade: 3, system: '2', bad: {}, p2p: -1 })).toEqual({ trade: 3, system: 2 });
    expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100), badgeText(5000)]).toEqual(['', '1', '99', '99+', '99+']);
  });

  it('notification → link: any message resolves to null or a safe href (http(s) or a same-site path)', () => {
    fc.assert(
      fc.property(messageLike, fc.constantFrom(...LANGUAGE_CODES), (raw, lang) => {
        const m = mapMessage({ id: 1, title: 't', ...raw });
        if (!m) return;
        const link = resolveNotificationLink(m, lang);
        if (link === null) return;
        expect(isSafeHref(link.href), link.href).toBe(true);
        expect(link.external).toBe(/^https?:/i.test(link.href));
        if (m.extras.isAllowHref === false) throw new Error('a message with isAllowHref false linked');
      }),
      { numRuns: 1000 },
    );
  });

  it('template_args fill the {name} placeholders of title and content, as text (spec §3)', () => {
    const m = mapMessage({
      id: 1,
      title: 'Margin call: {market} isolated margin',
      content: 'Risk <b>{risk}%</b> on {market}; {unknown} stays',
      template_args: { market: 'BTC_USDT', risk: 115, extra: {} },
    })!;
    expect(m.title).toBe('Margin call: BTC_USDT isolated margin');
    expect(m.content).toBe('Risk <b>115%</b> on BTC_USDT; {unknown} stays');
    // Markup in a value is text in the content (escaped), and plain text in the title.
    const hostileArgs = mapMessage({ id: 2, title: 'Hi {name}', content: '<p>Hi {name}</p>', template_args: { name: '<img src=x onerror=alert(1)>' } })!;
    expect(hostileArgs.content).toBe('<p>Hi &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(hostileArgs.title).toBe('Hi <img src=x onerror=alert(1)>');
    // An array fills {0}, {1}.
    expect(mapMessage({ id: 3, title: '{0} bought {1}', template_args: ['You', 'BTC'] })!.title).toBe('You bought BTC');
    expect(mapTemplateArgs('x')).toEqual({});
  });

  it('property: a filled content holds no markup from its arguments (every value escaped)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^\w{1,8}$/), fc.string()), fc.string(), (raw, text) => {
        const args = mapTemplateArgs(raw);
        const names = Object.keys(args);
        const template = `${text.replace(/[<>&{}"']/g, '')}${names.map((n) => `{${n}}`).join(' ')}`;
        const filled = fillHtmlPlaceholders(template, args);
        expect(filled.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('shared counts from another tab: any JSON is a valid share or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, fc.record({ counts: anyJson, at: anyJson })), (data) => {
        const shared = parseShared(data);
        if (shared === null) return;
        expect(shared.at).toBeGreaterThan(0);
        for (const n of Object.values(shared.counts)) expect(Number.isInteger(n) && n >= 0).toBe(true);
      }),
    );
  });

  it('shows no control or bidi character: tab names, titles, contents and notices are display text', () => {
    let shown = 0;
    const expectShown = (text: string) => {
      expectDisplayText(text);
      if (text) shown += 1;
    };
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: fc.constantFrom('announce', 'trade', 'p2p'), name: hostileText, is_show: fc.constant(1), content: hostileText })),
        fc.array(fc.record({ id: fc.nat(), title: hostileText, content: hostileText, extras: fc.record({ notice_content: hostileText }) })),
        (tabs, list) => {
          for (const t of mapTabs(tabs)) [t.name, t.content].forEach(expectShown);
          for (const m of mapRecords({ list }).list) [m.title, m.content, m.extras.noticeContent].forEach(expectShown);
        },
      ),
      { numRuns: 400 },
    );
    expect(shown).toBeGreaterThan(500);
    const m = mapMessage({ id: 1, title: '\u202eTransfer\u0007', content: '<b>x</b>\n\u2066y', extras: { notice_content: 'a\u200fb' } })!;
    expect([m.title, m.content, m.extras.noticeContent]).toEqual(['Transfer', '<b>x</b>  y', 'a b']);
    // Only control characters is no text: the message is skipped.
    expect(mapMessage({ id: 2, title: '\u202e\u0000', content: '' })).toBeNull();
  });

  it('keeps links and ids as sent, for safeHref and the route rules to judge', () => {
    const m = mapMessage({ id: 1, title: 'T', template_id: 'futures', link: ' java\nscript:alert(1)', extras: { contract: 'BTC\u0000' } })!;
    expect([m.link, m.extras.contract]).toEqual([' java\nscript:alert(1)', 'BTC\u0000']);
    // Cleaned as text, the link would read "java script:", a relative path safeHref keeps.
    expect(resolveNotificationLink(m, 'en')).toBeNull();
  });
});
