import { MARKET_HUES } from '../core/element/use-host-preferences';
import type { RiseColor } from '../core/store/prefs';

/** Decorative icons of the settings (aria-hidden: each sits in a named control). */
export function GlobeIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2.5 10h15M10 2.5c2.5 2.5 2.5 12.5 0 15M10 2.5c-2.5 2.5-2.5 12.5 0 15" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function GearIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="2.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M10 2.5l1.4 1.8 2.2-.6.6 2.2 1.8 1.4-1 2 .9 2.1-2 1-.4 2.3-2.3-.2L10 17.5l-1.4-1.9-2.3.2-.4-2.3-2-1 .9-2.1-1-2L5.6 6.9l.6-2.2 2.2.6z"
        fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round"
      />
    </svg>
  );
}

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
