import type { CommonData } from '../../core/site/common-data';

/**
 * The notices common data's toast flags ask for (spec §3 Common site data: `isBrazilToast`,
 * `isLTWToast`, `isUzbekistanToast`, `isHKUser`, `isShowComplianceTips`, `kyc_toast`). The spec
 * names the flags, not their texts or looks: each shows one short notice at the bottom of the
 * page, one at a time in this order, closed for a day when the user closes it
 * (site-notice.tsx). `kyc_toast` is for logged-in users only (it links their verification page).
 */
export const SITE_NOTICES = ['kyc', 'complianceTips', 'hkUser', 'brazil', 'ltw', 'uzbekistan'] as const;
export type SiteNotice = (typeof SITE_NOTICES)[number];

const SHOWN_WHEN: Readonly<Record<SiteNotice, (common: Pick<CommonData, 'flags' | 'kycToast'>) => boolean>> = {
  kyc: (c) => c.kycToast,
  complianceTips: (c) => c.flags.isShowComplianceTips,
  hkUser: (c) => c.flags.isHKUser,
  brazil: (c) => c.flags.isBrazilToast,
  ltw: (c) => c.flags.isLTWToast,
  uzbekistan: (c) => c.flags.isUzbekistanToast,
};

/** How long a closed notice stays closed. */
export const SITE_NOTICE_CLOSED_MS = 86_400_000;

/** Closing times by notice, as stored (any JSON in: only numbers of known notices count). */
export function closedNotices(stored: unknown, now: number): ReadonlySet<SiteNotice> {
  const closed = new Set<SiteNotice>();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return closed;
  for (const notice of SITE_NOTICES) {
    const at = (stored as Record<string, unknown>)[notice];
    if (typeof at === 'number' && at <= now && now - at < SITE_NOTICE_CLOSED_MS) closed.add(notice);
  }
  return closed;
}

/** The notices the flags ask for, in order (none before common data is known, none on the testnet). */
export function siteNoticesOf(common: Pick<CommonData, 'flags' | 'kycToast'>, context: { known: boolean; isLogin: boolean; testnet: boolean }): SiteNotice[] {
  if (!context.known || context.testnet) return [];
  return SITE_NOTICES.filter((notice) => (notice !== 'kyc' || context.isLogin) && SHOWN_WHEN[notice](common));
}

/** The one notice to show now, or null: the first asked for that is not closed. */
export function siteNoticeOf(asked: readonly SiteNotice[], closed: ReadonlySet<SiteNotice>): SiteNotice | null {
  return asked.find((notice) => !closed.has(notice)) ?? null;
}
