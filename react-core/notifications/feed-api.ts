import { fetchMapped, request } from '../core/api/client';
import type { LanguageCode } from '../core/i18n/languages';
import { isRecord } from '../core/util/coerce';
import { EMPTY_RECORDS, mapRecords, mapTabs, type RecordsPage, type ReminderTab } from './notifications.mappers';
import { NOTIFICATIONS } from './notifications.data';
import type { FeedApi, MarkReadResult } from './feed';
import * as NOTIFICATION_PATHS from '../core/api/notification-paths';

/**
 * The three herald calls of the panel (spec §7). A list call without a valid answer resolves to
 * null, which the feed turns into the spec's failure value (§8: no tabs, an empty page 1) and a
 * failed state the view shows; mark-read → `markReadFailureCode` with the error.
 * They send X-Gate-AppLang / X-Gate-AppType.
 */
/**
 * The mappers fit whatever arrives into a list (spec §8's defaults); these first tell an answer
 * from no answer: a list of tabs, or a page object with a `list` array, of which at least one
 * row is valid when there are rows. `data: null`, another shape, or rows that are all invalid
 * are no answer, which the view says (with Retry) instead of "no notifications".
 */
function tabsAnswer(data: unknown): ReminderTab[] | null {
  if (!Array.isArray(data)) return null;
  const tabs = mapTabs(data);
  return data.length > 0 && tabs.length === 0 ? null : tabs;
}
function recordsAnswer(data: unknown): RecordsPage | null {
  if (!isRecord(data) || !Array.isArray(data.list)) return null;
  const page = mapRecords(data);
  return data.list.length > 0 && page.list.length === 0 ? null : page;
}

export function createFeedApi(base: string, lang: () => LanguageCode, fetchImpl?: typeof fetch): FeedApi {
  const common = () => ({ base, appLang: lang(), fetchImpl });
  return {
    async tabs() {
      const { value, fresh } = await fetchMapped(NOTIFICATION_PATHS.reminderTabs, tabsAnswer, [], { ...common(), query: { language: lang() } });
      return fresh ? value : null;
    },
    async records({ code, page, size, now }) {
      const { value, fresh } = await fetchMapped(NOTIFICATION_PATHS.reminderRecords, recordsAnswer, EMPTY_RECORDS, {
        ...common(),
        query: { page, size, code, language: lang(), now },
      });
      return fresh ? value : null;
    },
    async markRead(code): Promise<MarkReadResult> {
      const result = await request(NOTIFICATION_PATHS.reminderMarkRead, { ...common(), form: { msg_type: code } });
      if (result.ok) return { success: true };
      return { success: false, code: NOTIFICATIONS.markReadFailureCode, message: result.message };
    },
  };
}
