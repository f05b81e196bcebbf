import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mapAnnouncementMap } from '../../../react-core/announcement/announcement.mappers';
import { pageKeyFor } from '../../../react-core/announcement/announcement.rules';
import { pageKeyOfView } from '../../../react-core/announcement/announcement.store';
import { mapBulletin } from '../../../react-core/announcement/bulletin.mappers';
import { expectDisplayText, hostileText } from '../core/util/display-text';

const anyJson = fc.jsonValue({ maxDepth: 4 });
const shaped = (keys: string[], depth = 3) => fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: depth }));

describe('announcement mappers and rules: any input in, a valid value out', () => {
  it('announcement map: only index and wallet, each with an id and content', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyJson,
          fc.dictionary(fc.constantFrom('index', 'wallet', 'other', '__proto__'), fc.oneof(anyJson, shaped(['content_id', 'content', 'link']))),
        ),
        (data) => {
          const map = mapAnnouncementMap(data);
          for (const [key, notice] of Object.entries(map)) {
            expect(['index', 'wallet']).toContain(key);
            expect(notice!.contentId).toMatch(/^[\w.:-]{1,128}$/);
            expect(notice!.content.trim().length).toBeGreaterThan(0);
            expect(typeof notice!.link).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(mapAnnouncementMap({ index: { content_id: 'a-1', content: '<b>x</b>', link: 5 }, wallet: { content_id: '', content: 'x' } })).toEqual({
      index: { contentId: 'a-1', content: '<b>x</b>', link: '', schedule: { start: null, end: null } },
    });
    // A notice may carry a window (ours): kept, in seconds.
    expect(mapAnnouncementMap({ index: { content_id: 'a-2', content: 'x', start_time: 1_800_000_000_000, end_time: 'never' } }).index?.schedule).toEqual({
      start: 1_800_000_000,
      end: null,
    });
  });

  it('page key: the attribute wins; else home is index, /myaccount is wallet, with or without a language prefix', () => {
    expect(pageKeyFor('/', null)).toBe('index');
    expect(pageKeyFor('/de', null)).toBe('index');
    expect(pageKeyFor('/zh-tw/', null)).toBe('index');
    expect(pageKeyFor('/myaccount/myfunds', null)).toBe('wallet');
    expect(pageKeyFor('/fr/myaccount', null)).toBe('wallet');
    expect(pageKeyFor('/myaccounting', null)).toBeNull();
    expect(pageKeyFor('/trade/BTC_USDT', null)).toBeNull();
    expect(pageKeyFor('/trade/BTC_USDT', 'WALLET')).toBe('wallet');
    expect(pageKeyFor('/', 'nonsense')).toBe('index');
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (path, attr) => {
        expect([null, 'index', 'wallet']).toContain(pageKeyFor(path, attr));
        expect(pageKeyOfView(path, attr)).toBe(pageKeyFor(path, attr));
      }),
    );
  });

  it('page key: the view warns once about a page attribute that names no page key; the early readers stay silent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(pageKeyFor('/', 'front-page')).toBe('index');
      expect(warn).not.toHaveBeenCalled();
      expect(pageKeyOfView('/', 'front-page')).toBe('index');
      expect(pageKeyOfView('/', 'front-page')).toBe('index');
      expect(pageKeyOfView('/', 'wallet')).toBe('wallet');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Unknown announcement page');
    } finally {
      warn.mockRestore();
    }
  });

  it('shows no control or bidi character: notice contents and bulletin texts are display text', () => {
    let shown = 0;
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (content, title, body) => {
        const notice = mapAnnouncementMap({ index: { content_id: 'n-1', content } }).index;
        const bulletin = mapBulletin({ id: 1, title, content: body }, 1);
        for (const text of [notice?.content ?? '', bulletin?.title ?? '', bulletin?.content ?? '']) {
          expectDisplayText(text);
          if (text) shown += 1;
        }
      }),
      { numRuns: 500 },
    );
    expect(shown).toBeGreaterThan(500);
    expect(mapAnnouncementMap({ index: { content_id: 'n-1', content: '<b>\u202eNew</b>\u0000 listing' } }).index?.content).toBe('<b> New</b>  listing');
    expect(mapBulletin({ id: 1, title: 'Up\u2067grade\r\n now', content: '' }, 1)?.title).toBe('Up grade now');
    expect(mapAnnouncementMap({ index: { content_id: 'n-1', content: '\u202e\u0000 ' } })).toEqual({});
  });
});
