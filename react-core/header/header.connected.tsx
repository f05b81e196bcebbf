import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import headerCss from './header.css?inline';
import { adoptStyles } from '../core/element/styles';
import { useSnapshot } from 'valtio';
import { HeaderView } from './header';
import { useHeaderMenu } from './use-header-menu';
import { activeTopLevel, isActiveTradeItem, normalizePath } from './menu/menu.active';
import { shouldShowCookieNotice, readCookieNoticeAck, acknowledgeCookieNotice } from './cookie-notice.rule';
import { whenChromePainted } from '../core/layout/paint-gate';
// Registering the texts here keeps the header's catalog loaders out of the one-script entry.
import { HEADER_TEXTS } from './header.intl';
import { useChrome, useMarkReady } from '../core/element/context';
import { useTranslation } from '../core/i18n/use-translation';
import { useSiteData } from '../core/store/use-site-data';
import { session } from '../core/store/session';
import { prefs } from '../core/store/prefs';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQuery } from '../core/layout/use-media-query';
import { stripLanguagePrefix, withLanguage } from '../core/routes/links';
import * as ROUTES from '../core/routes/routes';
import { MAIN_SITE_URL, TESTNET_URL } from '../core/site/hosts';
import { LANGUAGES } from '../core/i18n/languages';

const Drawer = lazy(() => import('./drawer'));
// Logged-in users only: visitors never fetch the account or notification code.
const AccountArea = lazy(() => import('./account-area'));
const NotificationBell = lazy(() => import('../notifications/bell'));
const CookieNotice = lazy(() => import('./cookie-notice'));
const AppPrompt = lazy(() => import('./app-prompt'));

/** Limited or flagged users see no wallet-app prompt (spec §6). */
const PROMPT_HIDING_FLAGS = ['isUKLimit', 'isItalyLimit', 'isNlLimit', 'isBlockedCountry', 'isWithdrawOnlyUser'] as const;

const CODES = LANGUAGES.map((l) => l.code);

/** Reads the shared store and site data, loads the menu, and wires every header part. */
export default function HeaderConnected() {
  const { options, site, isHidden, props, emit, host, raw } = useChrome();
  // The stylesheet travels with this chunk; adopted before the first paint of the view.
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptStyles(host.shadowRoot, [headerCss]);
  }, [host]);
  const { t, lang, ready } = useTranslation(HEADER_TEXTS);
  const { theme: storedTheme } = useSnapshot(prefs);
  const theme = options.theme ?? storedTheme;
  const data = useSiteData(options.apiBase, options.region, lang);
  const dataReady = data.status === 'ready';
  const { user, status: sessionStatus } = useSnapshot(session);
  // Common data says who may be logged in (no personal request for visitors); once the session
  // has loaded (or ended by a logout), it has the last word.
  const isLogin = dataReady && data.common.isLogin && !(sessionStatus === 'ready' && !user.isLogin);
  const compact = useMediaQuery(BREAKPOINTS.headerDrawer);
  const phone = useMediaQuery(BREAKPOINTS.footerMobile);
  const menu = useHeaderMenu(options.apiBase, lang, data.compliance, dataReady, props.menu);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [noticeAck, setNoticeAck] = useState(() => readCookieNoticeAck());

  // Personal data loads only with the account area, which renders only for users the common
  // data says are logged in (visitors make no personal request).

  // Spec §7: five seconds after load, check the script's host still serves it. The check's
  // code is a chunk fetched after the chrome painted.
  useEffect(() => {
    void whenChromePainted()
      .then(() => import('./cdn-check'))
      .then(({ scheduleCdnCheck }) =>
        scheduleCdnCheck({
          userAgent: navigator.userAgent,
          hasReactGlobal: 'React' in window,
          search: location.search,
          scriptUrl: import.meta.url,
          fetchImpl: (...args) => fetch(...args),
          setTimer: (fn, ms) => setTimeout(fn, ms),
          now: () => performance.now(),
        }),
      );
  }, []);

  // Spec §2: logged-out visitors on some paths may be redirected; only pages that configure it
  // fetch the rule's code.
  useEffect(() => {
    if (!dataReady || isLogin || !props.visitorRedirect) return;
    let live = true;
    void import('./visitor-redirect').then(({ visitorRedirectTarget }) => {
      const target = visitorRedirectTarget(props.visitorRedirect, {
        host: location.host, pathname: options.currentPath, search: location.search, isLogin,
      });
      if (live && target && emit('exch-visitor-redirect', { href: target })) location.replace(target);
    });
    return () => {
      live = false;
    };
  }, [dataReady, isLogin, props.visitorRedirect, options.currentPath, emit]);

  const items = useMemo(() => menu?.items ?? [], [menu]);
  const currentPath = options.currentPath;
  const activePath = useCallback(
    (href: string | null) => {
      if (!href) return false;
      if (isActiveTradeItem(href, currentPath)) return true;
      return normalizePath(href) === normalizePath(stripLanguagePrefix(currentPath, CODES));
    },
    [currentPath],
  );
  const activeId = useMemo(() => activeTopLevel(items, currentPath), [items, currentPath]);
  // Focus goes back to the menu button however the drawer was opened (click, tap or key).
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>('[data-action="drawer"]')?.focus());
  }, [host]);

  useMarkReady(ready && dataReady && menu !== null);
  if (!ready) return <div className="header-reserve" aria-hidden="true" />;

  const prefix = (path: string) => withLanguage(lang, path);
  const testnet = site.testnet;
  const loginHref = testnet
    ? `${MAIN_SITE_URL}${ROUTES.accountAuthorize()}?callback=${encodeURIComponent(`${location.origin}${ROUTES.testnetAuthorizeCallback()}`)}`
    : prefix(ROUTES.login());
  const showVisitor = dataReady && !isLogin && !isHidden('loginAndSignup');
  const visitor = showVisitor
    ? {
        loginHref,
        loginLabel: testnet ? t('header.authorize.login') : t('auth.login'),
        signupHref: isHidden('register') ? null : prefix(ROUTES.signup()),
      }
    : null;
  const downloadHref = prefix(ROUTES.download('header'));
  const showNotice = dataReady && shouldShowCookieNotice(site, currentPath, noticeAck, Date.now());
  const showAppPrompt =
    phone && dataReady && !isLogin && !site.testnet && !isHidden('download') &&
    !PROMPT_HIDING_FLAGS.some((flag) => data.common.flags[flag]);
  // Spec §6 (optional chat room): the `chat-room` attribute shows its entry; sub-accounts are
  // passed to it.
  const chatHref =
    isLogin && raw.chatRoom !== null && raw.chatRoom !== undefined && raw.chatRoom !== 'false'
      ? `${prefix(ROUTES.serviceChat())}${user.isSubAccount ? '&is_sub=1' : ''}`
      : null;

  return (
    <>
      <HeaderView
        t={t}
        theme={theme}
        homeHref={prefix(ROUTES.home())}
        items={items}
        activeId={activeId}
        activePath={activePath}
        compact={compact}
        testnet={testnet ? { liveTradingHref: `${MAIN_SITE_URL}${ROUTES.trade()}` } : null}
        demoTradeHref={site.demoTradeBadge ? TESTNET_URL : null}
        visitor={visitor}
        download={isHidden('download') ? null : { href: downloadHref, url: new URL(downloadHref, location.origin).href }}
        account={
          isLogin ? (
            <Suspense fallback={null}>
              <AccountArea t={t} compact={compact} />
            </Suspense>
          ) : null
        }
        tools={
          // The market-search and settings entries of their issues join the bell here.
          <>
            {chatHref && (
              <a className="icon-button" href={chatHref} aria-label={t('chat.open')} data-action="chat-room">
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  <path d="M3 4h14v9H8l-4 3v-3H3z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
                </svg>
              </a>
            )}
            {isLogin && !isHidden('notification') && (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            )}
          </>
        }
        onOpenDrawer={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
        drawerOpen={drawerOpen}
      />
      {compact && drawerLoaded && drawerOpen && (
        <Suspense fallback={null}>
          <Drawer
            t={t}
            theme={theme}
            items={items}
            activePath={activePath}
            visitor={visitor}
            rewardsHref={isHidden('rewardsHubCard') ? null : prefix(ROUTES.rewardsHub())}
            loggedIn={isLogin && user.isLogin}
            downloadHref={site.drawerDownload && !isHidden('download') ? downloadHref : null}
            onClose={closeDrawer}
          />
        </Suspense>
      )}
      {showAppPrompt && (
        <Suspense fallback={null}>
          <AppPrompt t={t} href={downloadHref} />
        </Suspense>
      )}
      {showNotice && (
        <Suspense fallback={null}>
          <CookieNotice
            t={t}
            policyHref={prefix(ROUTES.legal('cookies-policy'))}
            onAccept={() => {
              acknowledgeCookieNotice();
              setNoticeAck(String(Date.now()));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
