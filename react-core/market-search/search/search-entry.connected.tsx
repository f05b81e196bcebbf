import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useChrome } from '../../core/element/context';
import { COOKIE, readStartupCookie } from '../../core/cookies/cookies';
import { useSiteData } from '../../core/store/use-site-data';
import { loadable } from '../../core/element/loadable';
import type { Translator } from '../../core/i18n/catalogs';
import { preloadMarketTexts } from '../market-search.intl';
import { registerSearchShortcut, shortcutLabel } from './search-shortcut';
import { afterPaintWhenIdle } from '../../core/layout/idle';

/** The focused element, inside shadow roots too. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** The user's platform (User-Agent Client Hints where the browser has them). */
function platformName(): string {
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return hints?.platform || navigator.platform || '';
}

/**
 * The header's search entry (spec §1, §6, §7): a button named "Search" that opens the search
 * modal, as do Ctrl+K, Cmd+K and "/" anywhere on the page (search-shortcut.ts). Small on purpose, since it sits in the header's chunk: the modal's code (and its data)
 * load only when it first opens; pointing at or focusing the button fetches the code ahead.
 *
 * Hidden by `hidden-search` and the region's own hiding (`isHidden('search')`: every sub-site
 * and the testnet, spec §6), for Italy-limited users (common data `isItalyLimit`; hidden until
 * common data has answered, so it never flashes), and inside the apps' web views (a
 * `device_type` query parameter or cookie, spec §7).
 */
const SearchModal = loadable(() => import('./search-modal.connected'));

/** The modal's code and texts (idle after the header's first paint, and pointer or focus intent). */
export function preloadSearch(): Promise<void> {
  return Promise.all([SearchModal.preload(), preloadMarketTexts()]).then(
    () => undefined,
    () => undefined,
  );
}
const intent = () => void preloadSearch();

/**
 * Spec §7: the search is skipped inside the apps' web views, which open pages with this query
 * parameter (or set the cookie of the same name, `COOKIE.deviceType`). Here, not with the
 * market-search constants: the entry is on the header's first paint, the constants module is not.
 */
export const APP_WEBVIEW_QUERY = 'device_type';

/** Spec §7 "skipped when a device_type query or cookie is set". Reads the page: call it outside render. */
export function isAppWebView(search: string, cookie: string | undefined): boolean {
  return Boolean(new URLSearchParams(search).get(APP_WEBVIEW_QUERY)) || Boolean(cookie);
}

const noSubscription = () => () => undefined;
const readAppWebView = () => isAppWebView(location.search, readStartupCookie(COOKIE.deviceType));
/**
 * A server render (and the hydration pass) shows the entry, as nearly every page does: the rare
 * page inside the app's web view drops it after hydration, rather than every page adding it (a
 * layout shift of the tools).
 */
const serverAppWebView = () => false;

/** The longest wait for an idle period before the shortcut's label is read (see SearchEntry). */
const SHORTCUT_LABEL_WAIT_MS = 1000;

/** Whether the page shows the search entry (see SearchEntry); `inAppView` read outside render. */
export function searchShows(hidden: boolean, inAppView: boolean, data: { status: string; common: { flags: { isItalyLimit: boolean } } }): boolean {
  return !hidden && !inAppView && data.status === 'ready' && !data.common.flags.isItalyLimit;
}

/** The button; its label comes with the header's first-paint texts, so it shows with the header. */
/** `t`: the header's translator (its `ui.search` label); the entry has no texts of its own. */
export function SearchEntry({ t }: { t: Translator<'ui.search'> }) {
  const { isHidden } = useChrome();
  const data = useSiteData();
  // Read once per mount, on the client only (a server render and the hydration pass use the
  // server snapshot): it cannot change while the page lives, and each read of a cookie is a
  // synchronous trip to the browser's cookie store, while the snapshot is read on every render.
  const appWebView = useRef<boolean | null>(null);
  const readOnce = useCallback(() => (appWebView.current ??= readAppWebView()), []);
  const inAppView = useSyncExternalStore(noSubscription, readOnce, serverAppWebView);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  /** What had focus when the shortcut opened the modal (null: the button opened it). */
  const returnTo = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setOpen(false), []);
  // Once the modal has closed (the page is no longer inert behind it), focus goes back to what
  // opened it: the button, or what had focus when the shortcut was pressed.
  const returnFocus = useCallback(() => {
    const target = returnTo.current;
    return target?.isConnected && target !== document.body ? target : button.current;
  }, []);

  const shows = searchShows(isHidden('search'), inAppView, data);
  // Ctrl/Cmd+K and "/" open it from anywhere on the page (search-shortcut.ts), while it shows.
  useEffect(
    () =>
      shows
        ? registerSearchShortcut(() => {
            returnTo.current = deepActiveElement();
            setOpen(true);
          })
        : undefined,
    [shows],
  );
  // The platform's spelling of the shortcut, known on the client only: it goes into the tooltip
  // and aria-keyshortcuts, never into the layout (a server render has the same button). Read
  // after the chrome's paint: the first read of the User-Agent hints costs a few ms on a phone,
  // and the commit that adds the label would otherwise run before that paint.
  const [shortcut, setShortcut] = useState<ReturnType<typeof shortcutLabel> | null>(null);
  useEffect(() => afterPaintWhenIdle(() => setShortcut(shortcutLabel(platformName())), SHORTCUT_LABEL_WAIT_MS), []);

  if (!shows) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button search-entry"
        aria-label={t('ui.search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-action="search"
        aria-keyshortcuts={shortcut?.aria}
        title={shortcut ? `${t('ui.search')} (${shortcut.keys})` : undefined}
        onClick={() => {
          returnTo.current = null;
          setOpen(true);
        }}
        onPointerEnter={intent}
        onFocus={intent}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M13.5 13.5L18 18" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {/* Shown from 1520 px up (header.css); the button's name is its aria-label either way. */}
        <span className="search-entry-text" aria-hidden="true">
          {t('ui.search')}
        </span>
      </button>
      {open && <SearchModal onClose={close} returnFocus={returnFocus} />}
    </>
  );
}
