import * as ROUTES from '../core/routes/site-routes';
import type { RegionKey } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';
import type { FooterKey } from './footer.intl';

/**
 * The schema of a regional footer's table, which each table (variants/*.ts, a chunk each) is
 * written in; the tables' loaders are footer.data.ts. What each regional footer contains (spec §2 Footer routes). Labels are i18n keys of the
 * `footer` namespace; hrefs are app paths from ROUTES (the mapper adds the language prefix) or
 * absolute http(s) URLs. `compliance` names the compliance-menu code that hides a link (spec §6).
 */
export interface FooterLinkContext {
  lang: LanguageCode;
  region: RegionKey;
  /** The site's default trading pair (region table). */
  defaultPair: string;
  /** Common data's `is_service_host`: the page is on the customer-service host. */
  serviceHost: boolean;
}

export interface FooterLinkDef {
  id: string;
  label: FooterKey;
  /** Interpolation values for the label. */
  labelVars?: Record<string, string>;
  href: string | ((ctx: FooterLinkContext) => string);
  compliance?: string;
  /** Open in a new tab (external sites, documents, the user agreement). */
  newTab?: boolean;
  /** Keep the path as it is (spec §2: the user agreement has no prefix; static PDFs). */
  noPrefix?: boolean;
}

export interface FooterGroupDef {
  id: string;
  title: FooterKey;
  titleVars?: Record<string, string>;
  links: readonly FooterLinkDef[];
}

export interface FooterColumnDef {
  id: string;
  title: FooterKey;
  links: readonly FooterLinkDef[];
  /** Sub-groups: accordions of their own on small screens. */
  groups?: readonly FooterGroupDef[];
}

export interface FooterVariantDef {
  columns: readonly FooterColumnDef[];
  /** Legal notice paragraphs (i18n keys; `{region}` stands for the site's key), in order. */
  legal: readonly string[];
  /** Company name in the copyright line (i18n key; `{region}` as above). */
  company: string;
}

export const chinese = (lang: LanguageCode) => lang === 'zh' || lang === 'zh-tw';
const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A link whose label key is `link.{camelCase id}` (one string less per link in the script). */
export function link(id: string, href: FooterLinkDef['href'], compliance?: string, extra?: Partial<FooterLinkDef>): FooterLinkDef {
  // The key is built, not written: tests/unit/footer checks every variant's keys exist.
  return { id, label: `link.${camel(id)}` as FooterKey, href, compliance, ...extra };
}
export const pdf = (id: string, label: FooterKey, path: string): FooterLinkDef => ({ id, label, href: path, newTab: true, noPrefix: true });
export const userAgreement: FooterLinkDef = { id: 'user-agreement', label: 'link.userAgreement', href: ROUTES.userAgreement(), newTab: true, noPrefix: true };
