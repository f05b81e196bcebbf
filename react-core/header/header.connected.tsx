import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import headerCss from './header.css?inline';
import { adoptStyles } from '../core/element/styles';
import { useSnapshot } from 'valtio';
import { HeaderBar, preloadDrawerView } from './header-bar';
import { useNavigation } from './nav/use-navigation.connected';
import { useIdlePreload } from '../core/layout/use-idle-preload';
import type { NavItem } from './header.types';
import { useActivePath } from './nav/use-active-path';
import { useCookieNotice } from './notices/use-cookie-notice';
import { useCdnCheck } from './notices/use-cdn-check';
import { useVisitorRedirect } from './notices/use-visitor-redirect';
import { AccountBarShell } from './account/account-bar-shell';
import { showDeposit } from './account/deposit.rules';
import { useHeaderLogin } from './account/use-header-login.connected';
import { followSessionNews, loadSession, session, watchSession } from '../core/store/session';
import { shouldShowAppPrompt } from './notices/app-prompt.rules';
import { siteNoticesOf } from './notices/site-notice.rules';
import { useIsClient } from '../core/layout/use-is-client';
// Registering the texts here keeps the header's catalog loaders out of the one-script entry.
import { HEADER_TEXTS } from './header.intl';
import { useChrome, useMarkReady } from '../core/element/context';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { useSiteData } from '../core/store/use-site-data';
import { prefs } from '../core/store/prefs';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQueryOrUnknown } from '../core/layout/use-media-query';
import { withLanguage, withSitePrefix } from '../core/routes/links';
import { withSiteLinks } from './menu/menu-site-data.rules';
import { parseBooleanAttribute } from '../core/element/attributes';
import { hasRestrictedEntries } from '../core/site/restriction';
import * as ROUTES from '../core/routes/header-routes';
import { MAIN_SITE_URL, TESTNET_URL } from '../core/site/hosts';
import { loadable } from '../core/element/loadable';
import { LiveStatus } from '../core/layout/live-status.connected';
import { LanguageRegionEntry, SettingsEntry, preloadSettings } from '../settings/settings-entries.connected';
import { preloadSettingsTexts } from '../settings/settings.intl';
import settingsEntryCss from '../settings/settings-entry.css?inline';
import { marketNavKeyOf, preloadMarketNav } from '../market-search/panel/market-nav.connected';
import { useMarketNavPanels } from './nav/market-nav-panels';
import { preloadSearch, SearchEntry } from '../market-search/search/search-entry.connected';
import { afterChromePaint } from '../core/layout/paint-gate';
import { useSwitchAccountScript } from './account/use-switch-account-script';

// What its first render reads, loaded by the element before it mounts (header.definition.ts, header.loader.ts).
export { loadHeaderData, loadHeaderMenu } from './header.loader';

// Logged-in users only: visitors never fetch the account or notification code.
// Until its code is in, the account bar's shell holds its boxes (passed in as `shell`), so its
// code loads once the chrome has painted, not beside the first paint's own files.
const AccountArea = loadable(
  () => import('./account/account-area.connected'),
  (props: { shell: ReactNode }) => props.shell,
  { after: afterChromePaint },
);
const NotificationBell = loadable(
  () => import('../notifications/notifications.connected'),
  <span className="ntf-bell-host">
    <span className="ntf-bell-reserve" aria-hidden="true" />
  </span>,
  { after: afterChromePaint },
);
const CookieNotice = loadable(() => import('./notices/cookie-notice'));
// Only after a session the server ended: its code and texts load then.
const SessionEndedNotice = loadable(() => import('./account/session-ended-notice.connected'));
const AppPrompt = loadable(() => import('./notices/app-prompt'));
const SiteNotices = loadable(() => import('./notices/site-notice.connected'));

const NO_ITEMS: readonly NavItem[] = [];

/** The sheets the view adopts (the server render links the same, header.server.ts). */
export const HEADER_VIEW_STYLES: readonly string[] = [headerCss, settingsEntryCss];

/** Reads the shared store and site data, loads the menu, and wires every header part. */
export default function HeaderConnected() {
  const { options, site, isHidden, props, emit, host, raw, hydration, sitePrefix } = useChrome();
  // The stylesheet travels with this chunk; adopted before the first paint of the view.
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptStyles(host.shadowRoot, HEADER_VIEW_STYLES);
  }, [host]);
  const { t, lang, ready } = useTranslation(HEADER_TEXTS);
  const { theme: storedTheme } = useSnapshot(prefs);
  const { ended: sessionEnded } = useSnapshot(session);
  const theme = options.theme ?? storedTheme;
  const data = useSiteData();
  const dataReady = data.status === 'ready';
  // `pending`: nobody has said who is logged in yet (a failed common data and session check):
  // neither the account nor "Log in / Sign up" shows; the account's boxes hold its place.
  const { known: loginKnown, isLogin, pending, isSubAccount } = useHeaderLogin(data);
  // Null on a server render and in its hydration pass (the width is the page's to know): the view
  // then renders both layouts and its CSS shows the right one (no shift when the client settles).
  const compactOrUnknown = useMediaQueryOrUnknown(BREAKPOINTS.headerDrawer);
  const phoneOrUnknown = useMediaQueryOrUnknown(BREAKPOINTS.phone);
  const compact = compactOrUnknown === true;
  const phone = phoneOrUnknown === true;
  const navigation = useNavigation({
    base: options.apiBase,
    lang,
    site,
    compliance: data.compliance,
    dataReady,
    textsReady: ready,
    pageMenu: props.menu,
    t,
    serverMenu: hydration?.menu,
    country: data.common.userLandingPageCountry,
    menuSystem: !parseBooleanAttribute(raw.builtInMenu),
    restricted: hasRestrictedEntries(site, data.common.flags),
    siteData: data.common,
  });
  // Whether the drawer is mounted (see HeaderBar's `mountDrawer`); set once.
  const [drawerMounted, mountDrawer] = useReducer(() => true, false);
  const currentPath = options.currentPath;
  const notice = useCookieNotice(site, currentPath, dataReady);
  useCdnCheck(raw.cdnCheckUrl);
  // The account's starred markets, handed in by the page (`favourites`): they replace the
  // browser's list. The favourites store loads with the market code, not with the header.
  const pageFavourites = props.favourites;
  useEffect(() => {
    if (pageFavourites !== undefined) void import('../market-search/data/favourites').then((module) => module.setFavourites(pageFavourites));
  }, [pageFavourites]);
  useVisitorRedirect({ known: loginKnown, isLogin, config: props.visitorRedirect, currentPath, emit });
  const items = navigation ?? NO_ITEMS;
  // What a first tap or click opens loads at idle, so it opens at once (issue 8).
  // The drawer's sheet is adopted with its code, ahead of the first tap: adopting a sheet restyles
  // the whole shadow tree, which the tap should not wait for.
  // The drawer holds the settings rows (below 768 px the only settings entry), so their texts too.
  const preloadDrawer = useCallback(
    () =>
      Promise.all([
        preloadDrawerView(),
        import('./drawer/drawer.connected').then((module) => host.shadowRoot && adoptStyles(host.shadowRoot, module.DRAWER_CSS)),
        preloadSettingsTexts(lang),
      ]).then(mountDrawer),
    [host, lang],
  );
  useIdlePreload(compact, preloadDrawer);
  useIdlePreload(true, preloadSettings);
  // The market panels' code and texts (no market data: that waits for a hover or focus).
  useIdlePreload(
    items.some((item) => marketNavKeyOf(item.id) !== null),
    preloadMarketNav,
  );
  useIdlePreload(!isHidden('search'), preloadSearch);
  useSwitchAccountScript(isLogin && site.switchAccount, raw.switchAccountSrc, options.apiBase);
  // Who is logged in is asked once the chrome has painted, when common data says someone may be
  // (or could not say): not before (its answer, mapper chunk and store updates are not first-
  // paint work) and not once the account area's code has come (a round trip later, and the
  // account's own calls wait for this answer). Then it is kept checked (retries, a tab shown
  // again after 5 minutes: core/store/session.ts).
  const checkSession = isLogin || pending;
  useEffect(() => {
    if (!checkSession) return undefined;
    let live = true;
    let unwatch = () => {};
    void afterChromePaint().then(() => {
      if (!live) return;
      void loadSession(options.apiBase);
      unwatch = watchSession(options.apiBase);
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [checkSession, options.apiBase]);
  // The page hears of a session that ended under it (the server, or a logout in another tab),
  // once per end (the context's emit may change identity meanwhile).
  const emittedEnd = useRef<string | null>(null);
  useEffect(() => {
    if (sessionEnded && emittedEnd.current !== sessionEnded) emit('exch-session-end', { cause: sessionEnded });
    emittedEnd.current = sessionEnded;
  }, [sessionEnded, emit]);
  // Every header hears the other tabs' logins and logouts, and the page's exch-session-change
  // (a visitor's too), from its first commit: a page may say so as soon as the chrome shows.
  useEffect(() => followSessionNews(options.apiBase), [options.apiBase]);
  useIdlePreload(isLogin, AccountArea.preload);
  useIdlePreload(isLogin && !isHidden('notification'), NotificationBell.preload);
  const { activePath, activeId } = useActivePath(items, currentPath, sitePrefix);
  // Spec §2: every same-site link with the site prefix (common data's lang_prefix).
  const navItems = useMemo(() => withSiteLinks(items, sitePrefix), [items, sitePrefix]);
  // Common data's toast flags (spec §3), shown on the client (their closing is stored there).
  const isClient = useIsClient();
  const notices = siteNoticesOf(data.common, { known: dataReady, isLogin, testnet: site.testnet });
  const navPanels = useMarketNavPanels();

  // The header shows complete or not at all (its reserved bar until then): texts, site data (who
  // is logged in, what compliance hides) and the navigation arrive in the same round trip.
  const complete = ready && dataReady && navigation !== null;
  useMarkReady(complete);
  if (!complete) return <div className="header-reserve" aria-hidden="true" />;

  const prefix = (path: string) => withSitePrefix(withLanguage(lang, path), sitePrefix);
  const testnet = site.testnet;
  // The page's origin is the page's to know: a server (and the hydration pass) renders the
  // testnet callback relative to the main site's authorize page, the client's origin follows.
  const origin = hydration ? '' : location.origin;
  const loginHref = testnet ? ROUTES.testnetSignIn(MAIN_SITE_URL, origin) : prefix(ROUTES.login());
  const showVisitor = loginKnown && !isLogin && !isHidden('loginAndSignup');
  const visitor = showVisitor
    ? {
        loginHref,
        loginLabel: testnet ? t('header.authorize.login') : t('auth.login'),
        signupHref: isHidden('register') ? null : prefix(ROUTES.signup()),
      }
    : null;
  const downloadHref = prefix(ROUTES.download('header'));
  // The bar's badge, and the drawer's link (a phone's bar has no room for the badge: header.css).
  const demoTradeHref = site.demoTradeBadge ? TESTNET_URL : null;
  const showAppPrompt = shouldShowAppPrompt({
    phone,
    known: loginKnown,
    isLogin,
    site,
    downloadHidden: isHidden('download'),
    flags: data.common.flags,
  });
  // Spec §6 (optional chat room): the `chat-room` attribute shows its entry; sub-accounts are
  // passed to it.
  const chatHref =
    isLogin && raw.chatRoom !== null && raw.chatRoom !== undefined && raw.chatRoom !== 'false'
      ? `${prefix(ROUTES.serviceChat(data.common.isPhone ? 'h5' : 'web'))}${isSubAccount ? '&is_sub=1' : ''}`
      : null;

  return (
    <>
      <HeaderBar
        mountDrawer={mountDrawer}
        view={{
          t,
          theme,
          homeHref: prefix(ROUTES.home()),
          items: navItems,
          navPanels,
          activeId,
          activePath,
          compact: compactOrUnknown,
          testnet: testnet ? { liveTradingHref: `${MAIN_SITE_URL}${ROUTES.trade()}` } : null,
          demoTradeHref,
          visitor,
          // The QR code's absolute URL against the document's base: a srcdoc frame's origin is "null", its base its parent's.
          download: isHidden('download') ? null : { href: downloadHref, url: hydration ? downloadHref : new URL(downloadHref, document.baseURI).href },
          account: pending ? (
            <AccountBarShell
              t={t}
              compact={compact}
              deposit={showDeposit({ site, user: { isLogin: true }, compliance: data.compliance })}
              profile={!isHidden('personalInfo')}
            />
          ) : isLogin ? (
            <AccountArea
              t={t}
              compact={compact}
              shell={
                <AccountBarShell
                  t={t}
                  compact={compact}
                  deposit={showDeposit({ site, user: { isLogin }, compliance: data.compliance })}
                  profile={!isHidden('personalInfo')}
                />
              }
            />
          ) : null,
          tools: (
            // Below 768 px the settings live in the drawer.
            <>
              <SearchEntry t={t} />
              {chatHref && (
                <a className="icon-button" href={chatHref} aria-label={t('chat.open')} data-action="chat-room">
                  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                    <path d="M3 4h14v9H8l-4 3v-3H3z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
                  </svg>
                </a>
              )}
              {isLogin && !isHidden('notification') && <NotificationBell />}
              {!phone && <LanguageRegionEntry />}
              {!phone && <SettingsEntry />}
            </>
          ),
        }}
        drawer={
          compact && drawerMounted
            ? {
                t,
                theme,
                items: navItems,
                activePath,
                visitor,
                rewardsHref: isHidden('rewardsHubCard') ? null : prefix(ROUTES.rewardsHub()),
                // The operations menu shows once the session has confirmed the login (use-account.connected.ts).
                loggedIn: isLogin,
                downloadHref: site.drawerDownload && !isHidden('download') ? downloadHref : null,
                demoTradeHref,
              }
            : null
        }
      />
      {showAppPrompt && <AppPrompt t={t} href={downloadHref} />}
      {isClient && notices.length > 0 && <SiteNotices asked={notices} />}
      <LiveStatus />
      {sessionEnded === 'server' && <SessionEndedNotice loginHref={loginHref} />}
      {notice.show && <CookieNotice t={t} policyHref={prefix(ROUTES.legal('cookies-policy'))} onAccept={notice.accept} />}
    </>
  );
}
