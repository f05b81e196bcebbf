import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The chrome's own presentational views and pure mappers: the floor shows the same DOM, CSS and
// data as the chrome, without custom elements, shadow roots, r2wc, lazy chunks or JSON texts.
import { HeaderView } from '../../react-core/header/header';
import Drawer from '../../react-core/header/drawer/drawer';
import { validateMenu } from '../../react-core/header/menu/menu.mappers';
import { serverLanguage } from '../../react-core/core/api/requests';
import { activeTopLevel } from '../../react-core/header/menu/menu.rules';
import { isActiveTradeItem, normalizePath } from '../../react-core/core/routes/active-path';
import { FooterView } from '../../react-core/footer/footer';
import { buildFooterModel } from '../../react-core/footer/footer.mappers';
import { FOOTER_VARIANTS } from '../../react-core/footer/variants';
import { AnnouncementView } from '../../react-core/announcement/announcement';
import { mapAnnouncementMap } from '../../react-core/announcement/announcement.mappers';
import { hasVisibleText, renderSafeHtml } from '../../react-core/core/html/safe-html';
import { DEFAULT_COMMON_DATA, mapCommonData, type CommonData } from '../../react-core/core/site/common-data';
import { EMPTY_COMPLIANCE, mapCompliance, type Compliance } from '../../react-core/core/site/compliance';
import { resolveSite } from '../../react-core/core/region/regions';
import { BREAKPOINTS } from '../../react-core/core/layout/breakpoints';
import { useMediaQuery } from '../../react-core/core/layout/use-media-query';
import { languageUrl, safeHref, stripLanguagePrefix, withLanguage } from '../../react-core/core/routes/links';
import * as ROUTES from '../../react-core/core/routes/routes';
import { TESTNET_URL } from '../../react-core/core/site/hosts';
import { LANGUAGES, normalizeLanguage, type LanguageCode } from '../../react-core/core/i18n/languages';
import type { Vars } from '../../react-core/core/i18n/catalogs';
import texts from 'virtual:floor-texts';
import css from 'virtual:floor-css';

/**
 * The floor of `npm run bench`: the header, announcement bar and footer of the chrome's pages,
 * written as a plain React 19 page would be (one bundle; data fetched in parallel at start; each
 * section shows a reserved box, then renders once its data is in):
 * - header: logo, the server menu (headerMenuListV2, validated against the compliance menu like
 *   the chrome does) as the nav with its dropdowns, login and signup, the download button, and
 *   the drawer on narrow screens;
 * - announcement: the `index` notice (sanitised with DOMPurify, as the chrome does);
 * - footer: the region's columns, pickers, legal notices and copyright (buildFooterModel).
 * Texts of the page language are in the bundle (see vite.config.ts).
 *
 * Bench hook, the same contract the chrome's elements follow: each section's container
 * dispatches a bubbling, composed `CustomEvent('exch-ready')` once its complete content is
 * committed.
 */
const lang: LanguageCode = normalizeLanguage(document.documentElement.lang) ?? 'en';
const headerRoot = document.getElementById('floor-header') as HTMLElement;
const region = Number(headerRoot.dataset.region ?? 0) || 0;
const site = resolveSite(region, false);
const currentPath = location.pathname;
const CODES = LANGUAGES.map((l) => l.code);

type Catalog = Record<string, string>;
const interpolate = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
const translator = (catalog: Catalog) => (key: string, vars?: Vars) => interpolate(catalog[key] ?? key, vars);
const tHeader = translator(texts.header);
const tFooter = translator(texts.footer);
const tNotices = translator(texts.announcement);

// Everything the first paint needs, requested at once when the script runs.
async function api(path: string): Promise<unknown> {
  try {
    const response = await fetch(path, { credentials: 'include' });
    const envelope = (await response.json()) as { code?: number; data?: unknown };
    return envelope.code === 200 ? envelope.data : null;
  } catch {
    return null;
  }
}
const menuRequest = api(`/api/web/v1/site/headerMenuListV2?lang=${serverLanguage(lang)}`);
const siteRequest: Promise<{ common: CommonData; compliance: Compliance }> = Promise.all([
  api(`/api/web/v1/site/commonData?sub_website_id=${region}&lang=${lang}`),
  api(`/api/web/v1/site/complianceMenu?sub_website_id=${region}`),
]).then(([common, compliance]) => ({
  common: common ? mapCommonData(common) : DEFAULT_COMMON_DATA,
  compliance: compliance ? mapCompliance(compliance) : EMPTY_COMPLIANCE,
}));
const announcementRequest = api(`/api/web/v1/site/announcement?page_keys=index&lang=${lang}`);

/** Tells the bench the section is complete, in the commit that shows it. */
function Ready({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const container = marker.current?.closest('[id^="floor-"]');
    container?.dispatchEvent(new CustomEvent('exch-ready', { bubbles: true, composed: true }));
  }, []);
  return (
    <>
      {children}
      <span ref={marker} hidden />
    </>
  );
}

function Root({ children }: { children: ReactNode }) {
  return (
    <div className="exch-root" data-theme="light" dir="ltr" lang={lang}>
      {children}
      {/* The chrome's root ends with this node (chrome-root.connected.tsx); base.css keeps a root without
          it invisible (server HTML still being parsed), so the floor renders it too. */}
      <i className="exch-end" hidden />
    </div>
  );
}

type SiteData = Awaited<typeof siteRequest>;

function Header({ site: { common, compliance }, menu }: { site: SiteData; menu: unknown }) {
  const items = useMemo(() => validateMenu(menu, { lang, platform: 'web', compliance }), [menu, compliance]);
  const compact = useMediaQuery(BREAKPOINTS.headerDrawer);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activePath = (href: string | null) =>
    !!href && (isActiveTradeItem(href, currentPath) || normalizePath(href) === normalizePath(stripLanguagePrefix(currentPath, CODES)));
  const visitor = common.isLogin
    ? null
    : { loginHref: withLanguage(lang, ROUTES.login()), loginLabel: tHeader('auth.login'), signupHref: withLanguage(lang, ROUTES.signup()) };
  const downloadHref = withLanguage(lang, ROUTES.download('header'));
  return (
    <Ready>
      <HeaderView
        t={tHeader}
        theme="light"
        homeHref={withLanguage(lang, ROUTES.home())}
        items={items}
        activeId={activeTopLevel(items, currentPath)}
        activePath={activePath}
        compact={compact}
        testnet={null}
        demoTradeHref={site.key === 'global' ? TESTNET_URL : null}
        visitor={visitor}
        download={{ href: downloadHref, url: new URL(downloadHref, location.origin).href }}
        account={null}
        tools={null}
        onOpenDrawer={() => setDrawerOpen(true)}
        drawerOpen={drawerOpen}
      />
      {compact && drawerOpen && (
        <Drawer
          t={tHeader}
          theme="light"
          items={items}
          activePath={activePath}
          visitor={visitor}
          rewardsHref={withLanguage(lang, ROUTES.rewardsHub())}
          loggedIn={false}
          downloadHref={site.drawerDownload ? downloadHref : null}
          onClose={() => setDrawerOpen(false)}
        />
      )}
    </Ready>
  );
}

function Announcement({ data }: { data: unknown }) {
  const notices = mapAnnouncementMap(data);
  const phone = useMediaQuery(BREAKPOINTS.announcementPhone);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [dismissed, setDismissed] = useState(false);
  const notice = notices.index;
  const content = notice ? renderSafeHtml(notice.content, lang) : [];
  const href = notice ? safeHref(notice.link, lang) : null;
  return (
    <Ready>
      {notice && hasVisibleText(content) && !dismissed && (
        <AnnouncementView
          t={tNotices}
          content={content}
          href={href ?? ''}
          external={!!href && /^https?:/i.test(href)}
          contentId={notice.contentId}
          marquee={phone && !reducedMotion}
          onDismiss={() => setDismissed(true)}
        />
      )}
    </Ready>
  );
}

function Footer({ site: { common, compliance } }: { site: SiteData }) {
  const isMobile = useMediaQuery(BREAKPOINTS.footerMobile);
  const model = useMemo(() => buildFooterModel({ site, lang, compliance, flags: common.flags, variant: FOOTER_VARIANTS[site.footer] }), [common, compliance]);
  const downloadHref = withLanguage(lang, ROUTES.download('footer'));
  const [fiat, setFiat] = useState(common.currFiat);
  return (
    <Ready>
      <FooterView
        model={model}
        t={tFooter}
        isMobile={isMobile}
        year={new Date().getFullYear()}
        languages={common.langList}
        currentLang={lang}
        languageHref={(code) => languageUrl(code, currentPath, CODES)}
        onLanguage={() => {}}
        fiats={common.fiatList}
        currentFiat={fiat}
        onFiat={setFiat}
        userAgreementHref={ROUTES.userAgreement()}
        downloadHref={downloadHref}
        downloadUrl={new URL(downloadHref, location.origin).href}
      />
    </Ready>
  );
}

const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

// Each section: its reserved box at once, its content as soon as its own data is in. (Not
// Suspense with use(): React throttles revealing a boundary's content to 300 ms after its
// fallback showed, which would make the floor slower than it needs to be.)
function section(id: string, reserve: ReactNode, data: Promise<ReactNode>) {
  const root = createRoot(document.getElementById(id) as HTMLElement);
  root.render(<Root>{reserve}</Root>);
  void data.then((content) => root.render(<Root>{content}</Root>));
}
section(
  'floor-header',
  <div className="header-reserve" aria-hidden="true" />,
  Promise.all([siteRequest, menuRequest]).then(([site, menu]) => <Header site={site} menu={menu} />),
);
section(
  'floor-announcement',
  null,
  announcementRequest.then((data) => <Announcement data={data} />),
);
section(
  'floor-footer',
  <div className="footer-reserve" aria-hidden="true" />,
  siteRequest.then((site) => <Footer site={site} />),
);
