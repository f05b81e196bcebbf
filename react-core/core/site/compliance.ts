import { asRecord, asStringList } from '../util/coerce';

/**
 * The compliance check (spec §3, §6): codes of menu entries and businesses hidden for this user
 * and site. A code in `menu` hides footer links, menu entries and tags that carry it.
 */
export interface Compliance {
  menu: ReadonlySet<string>;
  business: ReadonlySet<string>;
}

export const EMPTY_COMPLIANCE: Compliance = { menu: new Set(), business: new Set() };

export function mapCompliance(data: unknown): Compliance {
  const d = asRecord(data);
  return { menu: new Set(asStringList(d.menu_list)), business: new Set(asStringList(d.business_list)) };
}

export function isHiddenByCompliance(compliance: Compliance, code: string | undefined): boolean {
  return code !== undefined && compliance.menu.has(code);
}
