import { isHiddenByCompliance, type Compliance } from '../../core/site/compliance';
import type { Site } from '../../core/region/regions';
import type { UserInfo } from '../../core/site/user-info';

/** The compliance-menu code that hides every deposit entry (spec §6). */
export const DEPOSIT_COMPLIANCE_CODE = 'deposit';

/**
 * Spec §6: the Deposit button shows on the main or US site, unless the compliance menu has
 * `deposit`. Its own module: the header's first paint needs it (the account bar's shell), the
 * account chunk's entries too.
 */
export function showDeposit(ctx: { site: Pick<Site, 'deposit'>; user: Pick<UserInfo, 'isLogin'>; compliance: Compliance }): boolean {
  return ctx.user.isLogin && ctx.site.deposit && !isHiddenByCompliance(ctx.compliance, DEPOSIT_COMPLIANCE_CODE);
}
