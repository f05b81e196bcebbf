import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BULLETIN_ID_PREFIX, mapBulletin } from '../../../react-core/announcement/bulletin.mappers';
import { NOTICE_ID } from '../../../react-core/announcement/announcement.rules';
import { isLiveAt, nextScheduleBoundary, scheduleOf } from '../../../react-core/announcement/schedule.rules';
import { fullsiteBulletin } from '../../../demo/mock-api/data/site';

const NOW = 1_795_000_000;

describe('the full-site bulletin mapper', () => {
  it('maps the mock answer of each variant: live and future ones in (with their window), ended and absent ones out', () => {
    expect(mapBulletin(fullsiteBulletin('info', NOW), NOW)).toEqual({
      contentId: 'bulletin:20261128',
      title: 'Scheduled system upgrade',
      level: 'info',
      content: 'Trading is unaffected. Some account pages may load slowly on 2026-11-28 between 01:00 and 02:00 (UTC).',
      link: '/announcements/article/41901',
      schedule: { start: NOW - 86_400, end: NOW + 30 * 86_400 },
    });
    expect(mapBulletin(fullsiteBulletin('warning', NOW), NOW)?.level).toBe('warning');
    const future = mapBulletin(fullsiteBulletin('future', NOW), NOW)!;
    expect(isLiveAt(future.schedule, NOW * 1000)).toBe(false);
    expect(isLiveAt(future.schedule, (future.schedule.start ?? 0) * 1000)).toBe(true);
    for (const variant of ['expired', 'none'] as const) expect(mapBulletin(fullsiteBulletin(variant, NOW), NOW)).toBeNull();
  });

  it('the window: from start_time (inclusive) to end_time (exclusive), in seconds or ms; either may be missing', () => {
    const base = { id: 7, title: 'T', content: 'C' };
    const live = (data: object) => {
      const b = mapBulletin({ ...base, ...data }, NOW);
      return b !== null && isLiveAt(b.schedule, NOW * 1000);
    };
    expect(live({ start_time: NOW, end_time: NOW + 1 })).toBe(true);
    expect(live({ start_time: NOW + 1 })).toBe(false);
    expect(mapBulletin({ ...base, end_time: NOW }, NOW)).toBeNull();
    expect(live({ start_time: (NOW - 10) * 1000, end_time: (NOW + 10) * 1000 })).toBe(true);
    expect(live({ start_time: 'soon', end_time: null })).toBe(true);
  });

  it('the next boundary is the nearest start or end still ahead (the bar’s one timer), or none', () => {
    const ms = NOW * 1000;
    expect(nextScheduleBoundary([scheduleOf(NOW + 30, NOW + 90), scheduleOf(NOW - 5, NOW + 60)], ms)).toBe((NOW + 30) * 1000);
    expect(nextScheduleBoundary([scheduleOf(NOW - 30, NOW + 90)], ms)).toBe((NOW + 90) * 1000);
    expect(nextScheduleBoundary([scheduleOf(null, null), undefined, null], ms)).toBeNull();
    fc.assert(
      fc.property(
        fc.array(fc.record({ start: fc.option(fc.integer({ min: 1, max: 4e9 })), end: fc.option(fc.integer({ min: 1, max: 4e9 })) })),
        fc.integer({ min: 0, max: 4e12 }),
        (schedules, now) => {
          const next = nextScheduleBoundary(schedules, now);
          const bounds = schedules.flatMap((s) => [s.start, s.end]).filter((b): b is number => b !== null && b * 1000 > now);
          // Nothing changes between now and the next boundary: the one timer is enough.
          if (next === null) return bounds.length === 0;
          return bounds.every((b) => b * 1000 >= next) && schedules.every((s) => isLiveAt(s, now + 1) === isLiveAt(s, next - 1) || now + 1 >= next);
        },
      ),
    );
  });

  it('text stays text: whitespace folded, long strings cut, unknown levels are info, no id or no text is no bulletin', () => {
    const b = mapBulletin({ id: 'maint-1', title: '  <b>Up</b>\n grade ', content: 'x'.repeat(5000), level: 'critical' }, NOW)!;
    expect(b.title).toBe('<b>Up</b> grade');
    expect(b.content).toHaveLength(2000);
    expect(b.level).toBe('info');
    expect(mapBulletin({ title: 'no id' }, NOW)).toBeNull();
    expect(mapBulletin({ id: 1, title: ' ', content: '' }, NOW)).toBeNull();
    expect(mapBulletin({ id: 'has spaces', title: 'T' }, NOW)).toBeNull();
  });

  it('any JSON in: null or a bulletin with a valid dismissal id, bounded strings and a known level, never a throw', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.record(
          {
            id: fc.anything(),
            title: fc.anything(),
            content: fc.anything(),
            link: fc.anything(),
            level: fc.anything(),
            start_time: fc.anything(),
            end_time: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        (any, shaped) => {
          for (const data of [any, shaped]) {
            const b = mapBulletin(data, NOW);
            if (b === null) continue;
            expect(b.contentId.startsWith(BULLETIN_ID_PREFIX)).toBe(true);
            expect(NOTICE_ID.test(b.contentId)).toBe(true);
            expect(typeof b.title === 'string' && b.title.length <= 200).toBe(true);
            expect(typeof b.content === 'string' && b.content.length <= 2000).toBe(true);
            expect(b.title.length + b.content.length).toBeGreaterThan(0);
            expect(typeof b.link === 'string' && b.link.length <= 2000).toBe(true);
            expect(['info', 'warning']).toContain(b.level);
          }
        },
      ),
    );
  });
});
