import dayjs from 'dayjs';

/** Spec §3: `send_timest` (unix seconds) shown as YYYY-MM-DD HH:mm:ss in the user's time zone. */
export const SEND_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatSendTime(seconds: number): { text: string; iso: string } {
  const time = dayjs.unix(seconds);
  return { text: time.format(SEND_TIME_FORMAT), iso: time.toISOString() };
}
