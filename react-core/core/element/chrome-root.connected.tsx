import { Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { ChromeContext, type ChromeContextValue, type HostState, type HydrationInputs } from './context';
import { AUTO_THEME, parseChromeAttributes, type ChromeOptions, type RawAttributes } from './attributes';
import { dispatchChromeEvent } from './events';
import { resolveSite, type HidingFlag } from '../region/regions';
import { prefs, setLanguage } from '../store/prefs';
import { siteData, siteDataKey } from '../store/site-data';
import { SiteDataContext, useElementSiteData } from '../store/use-site-data';
import { sitePrefixOf, stripSitePrefix } from '../routes/links';
import { useIsClient } from '../layout/use-is-client';
import { useMediaQueryOrUnknown } from '../layout/use-media-query';
import { isRightToLeft } from '../i18n/languages';
import { useHostPreferences } from './use-host-preferences.connected';
import { trackOfClick } from './track';

export interface ChromeRootProps {
  host: HTMLElement;
  /** Attribute strings by property name; a new object only when a value changed. */
  raw: RawAttributes;
  /** Object-valued element properties (not attributes); a new object only when one changed. */
  props?: Readonly<Record<string, unknown>>;
  View: ComponentType;
  /** Called (once per mount) when the view is complete. */
  onReady: () => void;
  onHostState?: (name: HostState, on: boolean) => void;
  /** The inputs of the server HTML this root hydrates (or renders, on a server); see hydration-state.ts. */
  server?: HydrationInputs | null;
}

const noHostState = () => {};

const NO_PROPS: Readonly<Record<string, unknown>> = {};

const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * Parses the element's attributes, applies the page-chosen language to the shared store, and
 * provides the context every view reads. Same for custom elements and React components.
 */
export function ChromeRoot({ host, raw, props = NO_PROPS, View, onReady, onHostState = noHostState, server = null }: ChromeRootProps) {
  const parsed = useMemo(() => parseChromeAttributes(raw), [raw]);
  // On a server and in the hydration pass, the server's inputs stand in for what only the page
  // knows: its path (the server rendered for `current-path` or `/`) and the stored theme (light
  // unless the attribute pins one). The re-render right after hydration applies the page's.
  const isClient = useIsClient();
  const hydrating = server !== null && !isClient;
  const hydration = hydrating ? server : null;
  // `theme="auto"` follows the system's colour scheme, live; the server and the hydration pass
  // cannot know it (light), the re-render after hydration applies it.
  const systemDark = useMediaQueryOrUnknown(parsed.theme === AUTO_THEME ? PREFERS_DARK : null);
  const pinnedTheme = parsed.theme === AUTO_THEME ? (systemDark ? 'dark' : 'light') : parsed.theme;
  const { lang: storeLang, theme: storedTheme } = useSnapshot(prefs);
  const lang = hydration?.lang ?? storeLang;
  // The site prefix of common data's lang_prefix (spec §2): the server's while hydrating.
  const sites = useSnapshot(siteData);
  const langPrefix = (hydration ? hydration.site : sites.entries[siteDataKey(parsed.apiBase, parsed.region, parsed.lang ?? lang)])?.common.langPrefix ?? '';
  const sitePrefix = sitePrefixOf(langPrefix, parsed.lang ?? lang);
  const options = useMemo<ChromeOptions>(() => {
    const read: ChromeOptions = hydration
      ? { ...parsed, currentPath: hydration.currentPath, theme: parsed.theme === AUTO_THEME ? 'light' : (parsed.theme ?? 'light') }
      : { ...parsed, theme: pinnedTheme };
    // The views read the page's path without the site prefix (active items, language URLs, page keys).
    return sitePrefix ? { ...read, currentPath: stripSitePrefix(read.currentPath, sitePrefix) } : read;
  }, [parsed, hydration, pinnedTheme, sitePrefix]);

  // Every element needs its site's common data and compliance menu: resolved here once (loaded
  // now, in parallel with the view's own chunk, and kept fresh while the element is on the page)
  // and given to every part through SiteDataContext (useSiteData()).
  const elementSiteData = useElementSiteData(options.apiBase, options.region, options.lang ?? lang, hydration);

  // The page's lang attribute sets the shared language (last set wins across elements).
  useEffect(() => {
    if (options.lang) setLanguage(options.lang);
  }, [options.lang]);

  const value = useMemo<ChromeContextValue>(() => {
    const site = resolveSite(options.region, options.testnet);
    const siteHides = new Set<HidingFlag>(site.hides);
    return {
      host,
      options,
      raw,
      props,
      site,
      isHidden: (flag) => siteHides.has(flag) || options.hidden.has(flag),
      sitePrefix,
      emit: (name, detail) => dispatchChromeEvent(host, name, detail),
      markReady: onReady,
      setHostState: onHostState,
      hydration,
    };
  }, [host, options, raw, props, onReady, onHostState, hydration, sitePrefix]);

  const theme = options.theme ?? storedTheme;
  useHostPreferences(host, value.site, theme);
  // The spec's named clicks (track.ts): one listener for the whole element, in the capture
  // phase, so a view that stops a click's propagation still reports it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    const track = (event: Event) => {
      const detail = trackOfClick(event.target, el, host.getAttribute('data-exch-chrome') ?? host.localName);
      if (detail) dispatchChromeEvent(host, 'exch-track', detail);
    };
    el.addEventListener('click', track, true);
    return () => el.removeEventListener('click', track, true);
  }, [host]);
  return (
    <ChromeContext.Provider value={value}>
      <SiteDataContext.Provider value={elementSiteData}>
        <div className="exch-root" data-theme={theme} dir={isRightToLeft(lang) ? 'rtl' : 'ltr'} lang={lang} ref={root}>
          {/* Views that load lazily keep their reserved space blank until their chunk arrives.
            A page-set language is applied (effect above) before the view renders, so the view
            never starts its requests in the previous language. */}
          {(!options.lang || options.lang === lang) && (
            <Suspense fallback={null}>
              <View />
            </Suspense>
          )}
          {/* The view's last node: server HTML stays invisible until it is parsed (base.css). */}
          <i className="exch-end" hidden />
        </div>
      </SiteDataContext.Provider>
    </ChromeContext.Provider>
  );
}
