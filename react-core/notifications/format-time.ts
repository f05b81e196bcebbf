/**
 * Spec §3: `send_timest` (unix seconds) shown as YYYY-MM-DD HH:mm:ss in the user's time zone.
 * A few lines of `Date` rather than a date library: this is the one format the chrome writes.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatSendTime(seconds: number): { text: string; iso: string } {
  const time = new Date(seconds * 1000);
  if (Number.isNaN(time.getTime())) return { text: '', iso: '' };
  const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  const clock = `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
  return { text: `${date} ${clock}`, iso: time.toISOString() };
}
