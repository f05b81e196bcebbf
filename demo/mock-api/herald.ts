/**
 * Notification logic over the stored messages: tabs, paged records, read marking and unread
 * counts. Read state lives in the session (per persona), never in the shared message list.
 */
import type { MarkReadDto, ReminderMessageDto, ReminderRecordsDto, ReminderTabsDto, UnreadCountDto } from '../../react-core/core/api/dto';
import { TAB_CODES, TAB_NAMES, messages, type StoredMessage } from './data/reminders';
import type { Lang } from './lang';

const ALL = '*';

const isRead = (m: StoredMessage, marks: ReadonlySet<string>): boolean => m.baseRead || marks.has(ALL) || marks.has(m.type);

function toDto(m: StoredMessage, marks: ReadonlySet<string>): ReminderMessageDto {
  const { baseRead: _baseRead, ...dto } = m;
  return { ...dto, isread: isRead(m, marks) ? 1 : 0 };
}

export function unreadCounts(marks: ReadonlySet<string>): UnreadCountDto {
  const counts: UnreadCountDto = {};
  for (const code of TAB_CODES) counts[code] = 0;
  for (const m of messages()) if (!isRead(m, marks)) counts[m.type] = (counts[m.type] ?? 0) + 1;
  return counts;
}

export function tabs(lang: Lang, marks: ReadonlySet<string>): ReminderTabsDto {
  const counts = unreadCounts(marks);
  return TAB_CODES.map((code) => ({
    code,
    name: TAB_NAMES[code][lang],
    unread_num: counts[code] ?? 0,
    is_show: 1,
    // The newest title previews the tab; p2p has none, so its empty content hides it.
    content: messages().find((m) => m.type === code)?.title ?? '',
  }));
}

export interface RecordsQuery {
  code: string;
  page: number;
  size: number;
  /** unix seconds or ms; messages sent after it are left out */
  now: number | null;
}

export function records(q: RecordsQuery, marks: ReadonlySet<string>): ReminderRecordsDto {
  const all = q.code === '' || q.code === 'all';
  const nowS = q.now === null ? null : q.now > 1e12 ? Math.floor(q.now / 1000) : q.now;
  const matching = messages().filter((m) => (all || m.type === q.code) && (nowS === null || m.send_timest <= nowS));
  const start = (q.page - 1) * q.size;
  return {
    list: matching.slice(start, start + q.size).map((m) => toDto(m, marks)),
    total: matching.length,
    unread_num: matching.filter((m) => !isRead(m, marks)).length,
  };
}

/** Marks one category (or every category when msgType is empty) read; returns how many changed. */
export function markRead(msgType: string, marks: Set<string>): MarkReadDto {
  const target = msgType.trim();
  const before = messages().filter((m) => !isRead(m, marks)).length;
  marks.add(target === '' ? ALL : target);
  const after = messages().filter((m) => !isRead(m, marks)).length;
  return { msg_type: target, marked: before - after };
}
