/**
 * Spec §3 Enumerations, "Status icons: 0 warning, 1 success, 2 progress, 99 error": the one
 * reading of a status code wherever the chrome shows a status as an icon (the personal centre's
 * KYC status today). Any other value, and -1 or a missing status (spec §5), shows no icon: an
 * unknown code is not claimed to be a failure.
 */
export type StatusIcon = 'warning' | 'success' | 'progress' | 'error';

const STATUS_ICONS: ReadonlyMap<number, StatusIcon> = new Map([
  [0, 'warning'],
  [1, 'success'],
  [2, 'progress'],
  [99, 'error'],
]);

export function statusIconOf(status: number): StatusIcon | null {
  return STATUS_ICONS.get(status) ?? null;
}
