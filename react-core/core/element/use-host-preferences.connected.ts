import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { effectiveMarketDisplay, prefs, type Theme } from '../store/prefs';
import { hueValue } from '../brand/market-hues';

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
