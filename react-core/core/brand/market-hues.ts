import type { Theme } from '../store/prefs';

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
