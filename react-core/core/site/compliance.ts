import { asRecord, asStringList } from '../util/coerce';

/**
 * The compliance check (spec §3, §6): codes of menu entries and businesses hidden for this user
 * and site. A code in `menu` hides footer links, menu entries and tags that carry it; a business
 * in `business` hides the entries of that business (see BUSINESS_OF_CODE).
 */
export interface Compliance {
  menu: ReadonlySet<string>;
  business: ReadonlySet<string>;
}

export const EMPTY_COMPLIANCE: Compliance = { menu: new Set(), business: new Set() };

/** The code that hides the Alpha account and Alpha orders (spec §6: "via button_alpha_hidden"). */
export const ALPHA_COMPLIANCE_CODE = 'button_alpha_hidden';

/**
 * The businesses the compliance check can switch off as a whole (spec §6: "can also hide
 * X-stocks, Ondo, launchpad, and the Alpha account and orders"), keyed by the code their entries
 * carry. The spec does not name the business_list values; ours are the business names, and
 * documented in docs/api-paths.md. Other business_list values (futures, p2p, ...) hide nothing:
 * the menu_list codes already decide those entries.
 */
const BUSINESS_OF_CODE: ReadonlyMap<string, string> = new Map([
  ['x_stocks', 'x_stocks'],
  ['ondo', 'ondo'],
  ['launchpad', 'launchpad'],
  [ALPHA_COMPLIANCE_CODE, 'alpha'],
]);

export function mapCompliance(data: unknown): Compliance {
  const d = asRecord(data);
  return { menu: new Set(asStringList(d.menu_list)), business: new Set(asStringList(d.business_list)) };
}

/** Whether the entry, link or tag carrying `code` is hidden: by its menu code or its business. */
export function isHiddenByCompliance(compliance: Compliance, code: string | undefined): boolean {
  if (code === undefined) return false;
  if (compliance.menu.has(code)) return true;
  const business = BUSINESS_OF_CODE.get(code);
  return business !== undefined && compliance.business.has(business);
}
