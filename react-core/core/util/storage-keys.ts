/**
 * Every localStorage key the chrome's preferences use, written once (the cookies are in
 * core/cookies/cookies.ts COOKIE). Each preference has its own key, so one corrupt value falls
 * back alone and never takes the others with it.
 */
export const STORAGE_KEY = {
  theme: 'exch.prefs.theme',
  changeWindow: 'exch.prefs.changeWindow',
  fiatRateOpen: 'exch.prefs.fiatRateOpen',
  floatRate: 'exch.prefs.floatRate',
} as const;
