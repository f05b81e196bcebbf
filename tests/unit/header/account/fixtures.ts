/**
 * Entry-builder contexts made from the mock API's own personas and compliance menus, so the unit
 * tests and the browser tests see the same people.
 */
import { resolveSite, type HidingFlag } from '../../../../react-core/core/region/regions';
import { mapUserInfo } from '../../../../react-core/core/site/user-info';
import { mapCompliance } from '../../../../react-core/core/site/compliance';
import { mapCrossMarginInfo, mapFuturesOpen, mapUnifiedAccount } from '../../../../react-core/header/account/account.store';
import type { AccountEntriesContext } from '../../../../react-core/header/account/account.rules';
import type { AccountEntry } from '../../../../react-core/header/header.types';
import type { LanguageCode } from '../../../../react-core/core/i18n/languages';
import { accountMode, crossMarginInfo, futuresAccountInfo, userInfo, type LoggedInId } from '../../../../demo/mock-api/personas';
import { complianceMenu } from '../../../../demo/mock-api/data/site';

export interface CtxOptions {
  region?: number;
  testnet?: boolean;
  lang?: LanguageCode;
  /** Replaces the region's compliance menu_list. */
  compliance?: string[];
  hidden?: HidingFlag[];
  /** Common data's isItalyLimit. */
  italyLimit?: boolean;
}

export function personaCtx(persona: LoggedInId, o: CtxOptions = {}): AccountEntriesContext {
  const site = resolveSite(o.region ?? 0, o.testnet ?? false);
  const hidden = new Set<HidingFlag>([...site.hides, ...(o.hidden ?? [])]);
  return {
    site,
    lang: o.lang ?? 'en',
    user: mapUserInfo(userInfo(persona, 'USD')),
    mode: mapUnifiedAccount(accountMode(persona)),
    crossMargin: mapCrossMarginInfo(crossMarginInfo(persona)),
    futuresOpen: mapFuturesOpen(futuresAccountInfo(persona)),
    compliance: mapCompliance(complianceMenu(o.region ?? 0, o.compliance ?? null)),
    italyLimit: o.italyLimit ?? false,
    isHidden: (flag) => hidden.has(flag),
  };
}

export const ids = (entries: readonly AccountEntry[]) => entries.map((e) => e.id);
export const byId = (entries: readonly AccountEntry[], id: string) => entries.find((e) => e.id === id);
