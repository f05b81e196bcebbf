/**
 * Shared fixture conventions: one fixed clock and the way exchange APIs print numbers (as strings,
 * with precision that depends on magnitude).
 */

/**
 * The mock's "now" (2026-11-01T00:00:00Z). Timestamps are fixed rather than read from the clock so
 * every run answers the same; messages and listings are placed relative to it.
 */
export const ANCHOR_S = 1793491200;
export const DAY_S = 86400;

/**
 * Upcoming listings open at fixed dates in 2030 so that, whatever day the demo runs, they always
 * have a future opening time (the spec's "newly listed" rule) without reading the clock.
 */
export const UPCOMING_BASE_S = 1893456000; // 2030-01-01T00:00:00Z

/** Price with precision by magnitude: 96012.35, 2.3456, 0.00002213. */
export function fmtPrice(p: number): string {
  if (p >= 1000) return p.toFixed(2);
  if (p >= 1) return p.toFixed(4);
  if (p >= 0.01) return p.toFixed(6);
  // Small caps: keep 4 significant digits without exponent notation.
  const digits = Math.min(12, Math.max(4, Math.ceil(-Math.log10(p)) + 3));
  return p.toFixed(digits);
}

export const fmtAmount = (n: number, decimals = 2): string => n.toFixed(decimals);
export const fmtPercent = (n: number): string => n.toFixed(2);
