import { fetchMapped, request } from '../core/api/client';
import type { LanguageCode } from '../core/i18n/languages';
import { EMPTY_RECORDS, mapRecords, mapTabs } from './notifications.mappers';
import { NOTIFICATIONS } from './notifications.constants';
import type { FeedApi, MarkReadResult } from './feed';
import * as NOTIFICATION_PATHS from '../core/api/paths.notifications';

/**
 * The three herald calls of the panel (spec §7), with the spec's failure values (§8): tabs →
 * empty list, records → empty list (page 1, the spec's default size 10), mark-read → `markReadFailureCode` with the error.
 * They send X-Gate-AppLang / X-Gate-AppType.
 */
export function createFeedApi(base: string, lang: () => LanguageCode, fetchImpl?: typeof fetch): FeedApi {
  const common = () => ({ base, appLang: lang(), fetchImpl });
  return {
    async tabs() {
      const { value } = await fetchMapped(NOTIFICATION_PATHS.reminderTabs, mapTabs, [], { ...common(), query: { language: lang() } });
      return value;
    },
    async records({ code, page, size, now }) {
      const { value } = await fetchMapped(NOTIFICATION_PATHS.reminderRecords, mapRecords, EMPTY_RECORDS, {
        ...common(),
        query: { page, size, code, language: lang(), now },
      });
      return value;
    },
    async markRead(code): Promise<MarkReadResult> {
      const result = await request(NOTIFICATION_PATHS.reminderMarkRead, { ...common(), form: { msg_type: code } });
      if (result.ok) return { success: true };
      return { success: false, code: NOTIFICATIONS.markReadFailureCode, message: result.message };
    },
  };
}
