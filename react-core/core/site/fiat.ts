/** Fiat codes are upper-case letters (USD, EUR, USDT never: it is not a fiat but fits the rule). */
export const DEFAULT_FIAT = 'USD';
const FIAT_CODE = /^[A-Z]{2,5}$/;

export function normalizeFiat(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return FIAT_CODE.test(code) ? code : undefined;
}
