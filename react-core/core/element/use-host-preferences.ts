import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { effectiveMarketDisplay, prefs, type Theme } from '../store/prefs';

/**
 * The two market hues (spec §3 colour scheme). base.css falls back to the same values until the
 * host has them (CSS cannot import them; tests/unit/core/element/host-preferences.test.ts checks that
 * they agree).
 */
export const MARKET_HUES = { green: '#1a9f5c', red: '#d9304e' } as const;

/**
 * The page may set the hues: `--exch-success` (green, rises by default) and `--exch-danger` (red),
 * each with a `-dark` variant for the dark theme (falling back to the light one).
 */
export function hueValue(hue: keyof typeof MARKET_HUES, theme: Theme): string {
  const name = hue === 'green' ? '--exch-success' : '--exch-danger';
  const light = `var(${name}, ${MARKET_HUES[hue]})`;
  return theme === 'dark' ? `var(${name}-dark, ${light})` : light;
}

/**
 * Lets the page follow the chrome's choices without listening to events: writes the element's
 * effective theme and rise colour (a site may force the colour: region table) to its host as
 * `data-theme` / `data-rise-color` and `--exch-rise-color` / `--exch-fall-color`, before paint.
 * The shadow tree inherits the two colours: base.css builds `--exch-c-rise`/`--exch-c-fall` on them.
 * No cleanup: the values describe the current state, and blanking them between two updates or
 * while an element moves would only make the page flicker.
 */
export function useHostPreferences(host: HTMLElement, site: { forcedMarketDisplay: boolean }, theme: Theme): void {
  const { riseColor, changeWindow } = useSnapshot(prefs);
  const red = effectiveMarketDisplay({ riseColor, changeWindow }, site).riseColor === 'risered';
  useLayoutEffect(() => {
    host.setAttribute('data-theme', theme);
    host.setAttribute('data-rise-color', red ? 'risered' : 'risegreen');
    host.style.setProperty('--exch-rise-color', hueValue(red ? 'red' : 'green', theme));
    host.style.setProperty('--exch-fall-color', hueValue(red ? 'green' : 'red', theme));
  }, [host, theme, red]);
}
