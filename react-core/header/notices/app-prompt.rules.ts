import type { SiteFlag } from '../../core/site/common-data';
import type { Site } from '../../core/region/regions';

/** Limited or flagged users see no wallet-app prompt (spec §6). */
const PROMPT_HIDING_FLAGS: readonly SiteFlag[] = ['isUKLimit', 'isItalyLimit', 'isNlLimit', 'isBlockedCountry', 'isWithdrawOnlyUser'];

/** Spec §1, §6: the wallet-app prompt is for phone visitors, not on testnet, not when downloads are hidden or the user is flagged. */
export function shouldShowAppPrompt(input: {
  phone: boolean;
  known: boolean;
  isLogin: boolean;
  site: Site;
  downloadHidden: boolean;
  flags: Readonly<Record<SiteFlag, boolean>>;
}): boolean {
  const { phone, known, isLogin, site, downloadHidden, flags } = input;
  return phone && known && !isLogin && !site.testnet && !downloadHidden && !PROMPT_HIDING_FLAGS.some((flag) => flags[flag]);
}
