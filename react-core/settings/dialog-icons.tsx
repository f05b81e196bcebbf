import { MARKET_HUES } from '../core/brand/market-hues';
import type { RiseColor } from '../core/store/prefs';

/** The dialogs' icons (decorative: aria-hidden). */
export function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** An up and a down triangle in the scheme's hues (shapes, not text: they need no contrast pair). */
export function RiseFallSwatch({ scheme }: { scheme: RiseColor }) {
  const up = scheme === 'risered' ? MARKET_HUES.red : MARKET_HUES.green;
  const down = scheme === 'risered' ? MARKET_HUES.green : MARKET_HUES.red;
  return (
    <svg className="st-swatch" viewBox="0 0 24 12" width="24" height="12" aria-hidden="true">
      <path d="M1 11L6 2l5 9z" fill={up} />
      <path d="M13 1h10l-5 9z" fill={down} />
    </svg>
  );
}
