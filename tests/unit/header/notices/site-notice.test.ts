import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closedNotices, SITE_NOTICE_CLOSED_MS, SITE_NOTICES, siteNoticeOf, siteNoticesOf } from '../../../../react-core/header/notices/site-notice.rules';
import { DEFAULT_COMMON_DATA, mapCommonData } from '../../../../react-core/core/site/common-data';

const ctx = { known: true, isLogin: true, testnet: false };

describe('the notices of common data’s toast flags (spec §3)', () => {
  it('each flag asks for its notice, in one order; kyc_toast for logged-in users only', () => {
    const all = mapCommonData({
      kyc_toast: true,
      isShowComplianceTips: true,
      isHKUser: true,
      isBrazilToast: true,
      isLTWToast: true,
      isUzbekistanToast: true,
    });
    expect(siteNoticesOf(all, ctx)).toEqual([...SITE_NOTICES]);
    expect(siteNoticesOf(all, { ...ctx, isLogin: false })).toEqual(['complianceTips', 'hkUser', 'brazil', 'ltw', 'uzbekistan']);
    expect(siteNoticesOf(mapCommonData({ isBrazilToast: true }), ctx)).toEqual(['brazil']);
    expect(siteNoticesOf(DEFAULT_COMMON_DATA, ctx)).toEqual([]);
    expect(siteNoticesOf(all, { ...ctx, known: false })).toEqual([]);
    expect(siteNoticesOf(all, { ...ctx, testnet: true })).toEqual([]);
  });

  it('one at a time: the first not closed in the last day; a day later it shows again', () => {
    const now = 1_800_000_000_000;
    const closed = closedNotices({ kyc: now - 1000, brazil: now - SITE_NOTICE_CLOSED_MS, hkUser: 'x' }, now);
    expect([...closed]).toEqual(['kyc']);
    expect(siteNoticeOf(['kyc', 'brazil'], closed)).toBe('brazil');
    expect(siteNoticeOf(['kyc'], closed)).toBeNull();
  });

  it('property: any stored JSON reads as a set of known notices closed within the day', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4_000_000_000_000 }), (stored, now) => {
        for (const notice of closedNotices(stored, now)) {
          expect(SITE_NOTICES).toContain(notice);
          const at = (stored as Record<string, number>)[notice]!;
          expect(at <= now && now - at < SITE_NOTICE_CLOSED_MS).toBe(true);
        }
      }),
    );
  });

  it('property: the notice shown is asked for and not closed, and the first such', () => {
    fc.assert(
      fc.property(fc.subarray([...SITE_NOTICES]), fc.subarray([...SITE_NOTICES]), (asked, closedList) => {
        const shown = siteNoticeOf(asked, new Set(closedList));
        expect(shown).toBe(asked.find((n) => !closedList.includes(n)) ?? null);
      }),
    );
  });
});
