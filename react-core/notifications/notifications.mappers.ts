import { asArray, asBoolean, asRecord, cleanText, isRecord, stringOf } from '../core/util/coerce';
import { toUnixSeconds } from '../core/util/unix-time';
import { ANNOUNCE_CODE } from './notifications.data';
import { asCount, isCategoryCode } from './unread.mappers';

export { badgeText, mapUnreadMap, sumUnread, type UnreadMap } from './unread.mappers';

/**
 * Herald answers (spec §3 Reminder tab, Reminder message, List response, Notification) turned
 * into view rows. Any JSON in: every mapper returns a valid value, and skips rows it cannot use.
 * Texts must be strings: a number where a title should be (the mock's `wrongtype`) is dropped
 * rather than shown as "48" (cleanText and stringOf both keep strings only). What is shown goes
 * through cleanText; links and ids, which are never shown, keep their characters (stringOf) for
 * safeHref and the route rules to judge.
 */

export interface ReminderTab {
  code: string;
  name: string;
  unreadNum: number;
  isShow: boolean;
  /** Preview of the newest message: only decides visibility, never rendered. */
  content: string;
}

export function mapTab(raw: unknown): ReminderTab | null {
  if (!isRecord(raw) || !isCategoryCode(raw.code)) return null;
  const name = cleanText(raw.name, 80);
  return {
    code: raw.code,
    name: name || raw.code,
    unreadNum: asCount(raw.unread_num),
    isShow: asBoolean(raw.is_show),
    content: cleanText(raw.content, 2000),
  };
}

/** The tab list (first of each code kept); anything but an array is no tabs (spec §8). */
export function mapTabs(data: unknown): ReminderTab[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: ReminderTab[] = [];
  for (const row of data) {
    const tab = mapTab(row);
    if (tab && !seen.has(tab.code)) {
      seen.add(tab.code);
      out.push(tab);
    }
  }
  return out;
}

/** Spec §3/§4: shown when is_show is 1; an empty content hides a tab, except code announce. */
export function visibleTabs(tabs: readonly ReminderTab[]): ReminderTab[] {
  return tabs.filter((t) => t.isShow && (t.content.trim() !== '' || t.code === ANNOUNCE_CODE));
}

export interface NotificationExtras {
  mid: string;
  url: string;
  webUrl: string;
  noticeContent: string;
  startupId: string;
  market: string;
  streamId: string;
  contract: string;
  /** Defaults to USDT (spec §3 Notification). */
  settleAsset: string;
  /** false only when the server says so explicitly: then the message never links (spec §5). */
  isAllowHref: boolean;
}

export interface ReminderMessage {
  id: string;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  isRead: boolean;
  type: string;
  /** Unix seconds, or null when the answer had no usable time. */
  sendTime: number | null;
  templateId: string;
  extras: NotificationExtras;
  link: string;
}

const idOf = (value: unknown): string => {
  if (typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value)) return value;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return '';
};

function mapExtras(raw: unknown): NotificationExtras {
  const e = asRecord(raw);
  const settle = stringOf(e.settle_asset, 10).trim().toUpperCase();
  return {
    mid: idOf(e.mid),
    url: stringOf(e.url, 2000),
    webUrl: stringOf(e.web_url, 2000),
    noticeContent: cleanText(e.notice_content, 2000),
    startupId: stringOf(e.startup_id, 64),
    market: stringOf(e.market, 64),
    streamId: stringOf(e.stream_id, 64),
    contract: stringOf(e.contract, 64),
    settleAsset: /^[A-Z0-9]{2,10}$/.test(settle) ? settle : 'USDT',
    isAllowHref: asBoolean(e.isAllowHref, true),
  };
}

/**
 * template_args (spec §3 Notification): the values of the message's `{name}` placeholders, as
 * display text. An object gives named values, an array `{0}`, `{1}`, ...; numbers print; anything
 * else is no value (its placeholder stays as written).
 */
export function mapTemplateArgs(raw: unknown): Readonly<Record<string, string>> {
  const entries = Array.isArray(raw) ? raw.map((value, index) => [String(index), value] as const) : isRecord(raw) ? Object.entries(raw) : [];
  const args: Record<string, string> = {};
  for (const [name, value] of entries.slice(0, 32)) {
    if (!/^\w{1,32}$/.test(name)) continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) args[name] = cleanText(String(value), 200);
  }
  return args;
}

const PLACEHOLDER = /\{(\w{1,32})\}/g;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A text with its placeholders filled (a title: plain text). */
export function fillPlaceholders(text: string, args: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(args, name) ? (args[name] ?? whole) : whole));
}

/** An HTML content with its placeholders filled as text: a value is escaped, never markup. */
export function fillHtmlPlaceholders(html: string, args: Readonly<Record<string, string>>): string {
  return html.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(args, name) ? (args[name] ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c) : whole,
  );
}

export function mapMessage(raw: unknown): ReminderMessage | null {
  if (!isRecord(raw)) return null;
  const extras = mapExtras(raw.extras);
  const id = idOf(raw.id) || extras.mid;
  const args = mapTemplateArgs(raw.template_args);
  const title = cleanText(fillPlaceholders(cleanText(raw.title, 500), args), 500);
  const content = cleanText(fillHtmlPlaceholders(cleanText(raw.content, 10_000), args), 12_000);
  if (!id || (!title && !content)) return null;
  return {
    id,
    title,
    content,
    isRead: asBoolean(raw.isread, true),
    type: isCategoryCode(raw.type) ? raw.type : '',
    sendTime: toUnixSeconds(raw.send_timest),
    templateId: isCategoryCode(raw.template_id) ? raw.template_id : '',
    extras,
    link: stringOf(raw.link, 2000),
  };
}

export interface RecordsPage {
  list: ReminderMessage[];
  total: number;
  unreadNum: number;
}

/** Spec §8: a failed list is an empty list. */
export const EMPTY_RECORDS: RecordsPage = { list: [], total: 0, unreadNum: 0 };

export function mapRecords(data: unknown): RecordsPage {
  const d = asRecord(data);
  const seen = new Set<string>();
  const list: ReminderMessage[] = [];
  for (const row of asArray(d.list)) {
    const m = mapMessage(row);
    if (m && !seen.has(m.id)) {
      seen.add(m.id);
      list.push(m);
    }
  }
  return { list, total: Math.max(asCount(d.total), list.length), unreadNum: asCount(d.unread_num) };
}
