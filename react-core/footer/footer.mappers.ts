import { RESTRICTED_NOTICE_LANGUAGES, SOCIAL_LINKS, type SocialLinkDef } from './footer.data';
import type { FooterLinkDef, FooterVariantDef } from './variant-schema';
import { safeHref, withSitePrefix } from '../core/routes/links';
import { isHiddenByCompliance, type Compliance } from '../core/site/compliance';
import type { SiteFlag } from '../core/site/common-data';
import type { Site } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';
import type { FooterKey } from './footer.intl';

/** Footer definitions + site + compliance + flags → exactly what the footer shows. */
export interface FooterLinkView {
  id: string;
  label: FooterKey;
  labelVars?: Record<string, string>;
  href: string;
  newTab: boolean;
}

export interface FooterGroupView {
  id: string;
  title: FooterKey;
  titleVars?: Record<string, string>;
  links: FooterLinkView[];
}

export interface FooterColumnView {
  id: string;
  title: FooterKey;
  links: FooterLinkView[];
  groups: FooterGroupView[];
}

export interface FooterModel {
  /** Empty when the main footer is hidden (EU under isItalyLimit, spec §6). */
  columns: FooterColumnView[];
  social: readonly SocialLinkDef[];
  downloadQr: boolean;
  legal: FooterKey[];
  company: FooterKey;
  restrictedNotice: boolean;
  copyrightStart: number;
}

export interface FooterModelInput {
  site: Site;
  lang: LanguageCode;
  compliance: Compliance;
  flags: Readonly<Record<SiteFlag, boolean>>;
  /** The site's footer table (footer.data.ts: one chunk per variant). */
  variant: FooterVariantDef;
  /** The page's `hidden-download` (spec §6 hiddenDownload): no download QR code or button. */
  downloadHidden?: boolean;
  /** Common data's `is_service_host` (support links stay on that host). */
  serviceHost?: boolean;
  /** The site prefix (spec §2, core/routes/links.ts sitePrefixOf) before every prefixed link. */
  sitePrefix?: string;
}

/** Flags that mark a limited or flagged user: social icons are hidden for them (spec §6). */
const SOCIAL_HIDING_FLAGS: readonly SiteFlag[] = ['isUKLimit', 'isItalyLimit', 'isNlLimit', 'isBlockedCountry'];

function toLinkView(def: FooterLinkDef, input: FooterModelInput): FooterLinkView | null {
  if (isHiddenByCompliance(input.compliance, def.compliance)) return null;
  const raw =
    typeof def.href === 'function'
      ? def.href({ lang: input.lang, region: input.site.key, defaultPair: input.site.defaultPair, serviceHost: input.serviceHost ?? false })
      : def.href;
  const languageHref = safeHref(raw, input.lang, !def.noPrefix);
  // The links that take the language prefix take the site's too (spec §2); `noPrefix` ones neither.
  const href = languageHref && !def.noPrefix ? withSitePrefix(languageHref, input.sitePrefix ?? '') : languageHref;
  if (!href) return null;
  return { id: def.id, label: def.label, labelVars: def.labelVars, href, newTab: Boolean(def.newTab || /^https?:/i.test(href)) };
}

/** A variant's `{region}` key for this site (tests/unit/footer checks every site's keys exist). */
const regional = (key: string, site: Site) => key.replace('{region}', site.key) as FooterKey;

export function buildFooterModel(input: FooterModelInput): FooterModel {
  const { site, flags, variant } = input;
  const mainHidden = site.footerHiddenUnderItalyLimit && flags.isItalyLimit;
  const columns = mainHidden
    ? []
    : variant.columns
        .map((column) => ({
          id: column.id,
          title: column.title,
          links: column.links.map((l) => toLinkView(l, input)).filter((l): l is FooterLinkView => l !== null),
          groups: (column.groups ?? [])
            .map((g) => ({
              id: g.id,
              title: g.title,
              titleVars: g.titleVars,
              links: g.links.map((l) => toLinkView(l, input)).filter((l): l is FooterLinkView => l !== null),
            }))
            .filter((g) => g.links.length > 0),
        }))
        .filter((c) => c.links.length > 0 || c.groups.length > 0);
  const flagged = SOCIAL_HIDING_FLAGS.some((f) => flags[f]);
  return {
    columns,
    social: site.socialIcons && !flagged ? SOCIAL_LINKS : [],
    downloadQr: site.footerDownloadQr && !input.downloadHidden,
    legal: variant.legal.map((k) => regional(k, site)),
    company: regional(variant.company, site),
    restrictedNotice: RESTRICTED_NOTICE_LANGUAGES.includes(input.lang),
    copyrightStart: site.copyrightStartYear,
  };
}
