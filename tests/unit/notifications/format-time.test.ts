import { describe, expect, it } from 'vitest';
import { formatSendTime } from '../../../react-core/notifications/format-time';

describe("formatSendTime (spec §3: YYYY-MM-DD HH:mm:ss in the user's time zone)", () => {
  it('writes the local date and time with two-digit fields, and the ISO instant', () => {
    const seconds = 1_700_000_000; // 2023-11-14T22:13:20Z
    const local = new Date(seconds * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())} ${two(local.getHours())}:${two(local.getMinutes())}:${two(local.getSeconds())}`;
    expect(formatSendTime(seconds)).toEqual({ text: expected, iso: '2023-11-14T22:13:20.000Z' });
    expect(formatSendTime(seconds).text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pads single-digit months, days and times', () => {
    const january = new Date(2024, 0, 5, 3, 4, 5).getTime() / 1000;
    expect(formatSendTime(january).text).toBe('2024-01-05 03:04:05');
  });

  it('writes nothing for a time no date can hold', () => {
    expect(formatSendTime(Number.MAX_VALUE)).toEqual({ text: '', iso: '' });
  });
});
