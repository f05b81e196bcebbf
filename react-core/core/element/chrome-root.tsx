import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { ChromeContext, dispatchChromeEvent, type ChromeContextValue } from './context';
import { parseChromeAttributes, type RawAttributes } from './attributes';
import { resolveSite, type HidingFlag } from '../region/regions';
import { prefs, setLanguage } from '../store/prefs';
import { isRightToLeft } from '../i18n/languages';

export interface ChromeRootProps {
  host: HTMLElement;
  raw: RawAttributes;
  View: ComponentType;
}

/**
 * Parses the element's attributes, applies the page-chosen language and theme to the shared
 * store, and provides the context every view reads. Same for custom elements and React wrappers.
 */
export function ChromeRoot({ host, raw, View }: ChromeRootProps) {
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
      site,
      isHidden: (flag) => siteHides.has(flag) || options.hidden.has(flag),
      emit: (name, detail, cancelable) => dispatchChromeEvent(host, name, detail, cancelable),
    };
  }, [host, options, stableRaw]);

  const theme = options.theme ?? storedTheme;
  return (
    <ChromeContext.Provider value={value}>
      <div className="exch-root" data-theme={theme} dir={isRightToLeft(lang) ? 'rtl' : 'ltr'} lang={lang}>
        {/* Views that load lazily keep their reserved space blank until their chunk arrives. */}
        <Suspense fallback={null}>
          <View />
        </Suspense>
      </div>
    </ChromeContext.Provider>
  );
}
