import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { ChromeContext, dispatchChromeEvent, type ChromeContextValue } from './context';
import { parseChromeAttributes, type RawAttributes } from './attributes';
import { resolveSite, type HidingFlag } from '../region/regions';
import { prefs, setLanguage } from '../store/prefs';
import { loadSiteData } from '../store/site-data';
import { holdPaintGate } from '../layout/paint-gate';
import { isRightToLeft } from '../i18n/languages';

export interface ChromeRootProps {
  host: HTMLElement;
  raw: RawAttributes;
  /** Object-valued element properties (not attributes). */
  props?: Readonly<Record<string, unknown>>;
  View: ComponentType;
}

/**
 * Parses the element's attributes, applies the page-chosen language and theme to the shared
 * store, and provides the context every view reads. Same for custom elements and React wrappers.
 */
const NO_PROPS: Readonly<Record<string, unknown>> = {};

/** The same object back while its entries are identical (the bridge builds a new one per render). */
function useShallowStable<T extends Readonly<Record<string, unknown>>>(value: T): T {
  const ref = useRef(value);
  const prev = ref.current;
  const same = Object.keys(value).length === Object.keys(prev).length && Object.keys(value).every((k) => value[k] === prev[k]);
  if (!same) ref.current = value;
  return ref.current;
}

export function ChromeRoot({ host, raw, props: rawProps = NO_PROPS, View }: ChromeRootProps) {
  const props = useShallowStable(rawProps);
  const key = Object.keys(raw)
    .sort()
    .map((k) => `${k}=${raw[k] ?? '\u0000'}`)
    .join('\u0001');
  // Re-parse only when an attribute value changed (r2wc passes a new object on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => parseChromeAttributes(raw), [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableRaw = useMemo(() => raw, [key]);
  const { lang, theme: storedTheme } = useSnapshot(prefs);

  // Held from mount until the view reports its first useful paint (or a timeout).
  const [painted] = useState(() => holdPaintGate());
  useEffect(() => painted, [painted]);

  // Every element needs its site's common data and compliance menu: start the (shared,
  // deduplicated) load now, in parallel with the view's own chunk.
  useEffect(() => {
    void loadSiteData(options.apiBase, options.region, options.lang ?? lang);
  }, [options.apiBase, options.region, options.lang, lang]);

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
      raw: stableRaw,
      props,
      site,
      isHidden: (flag) => siteHides.has(flag) || options.hidden.has(flag),
      emit: (name, detail, cancelable) => dispatchChromeEvent(host, name, detail, cancelable),
      painted,
    };
  }, [host, options, stableRaw, props, painted]);

  const theme = options.theme ?? storedTheme;
  return (
    <ChromeContext.Provider value={value}>
      <div className="exch-root" data-theme={theme} dir={isRightToLeft(lang) ? 'rtl' : 'ltr'} lang={lang}>
        {/* Views that load lazily keep their reserved space blank until their chunk arrives.
            A page-set language is applied (effect above) before the view renders, so the view
            never starts its requests in the previous language. */}
        {(!options.lang || options.lang === lang) && (
          <Suspense fallback={null}>
            <View />
          </Suspense>
        )}
      </div>
    </ChromeContext.Provider>
  );
}
