import { resetMarketSearch } from '../../../react-core/market-search/market-search.store';
import { resetLanguageSwitch } from '../../../react-core/core/i18n/switch-language';
import { resetAccount } from '../../../react-core/header/account/account.store';
import { resetServerMenus } from '../../../react-core/header/menu/menu.loader';
import { resetCdnCheck } from '../../../react-core/header/cdn-check';
import { resetNotificationStore } from '../../../react-core/notifications/notifications.store';
import { resetPanelFeeds } from '../../../react-core/notifications/notifications.loader';
import { resetUnreadPolling } from '../../../react-core/notifications/unread';
import { resetDismissedHere } from '../../../react-core/announcement/announcement.rules';
import { resetAnnouncements } from '../../../react-core/announcement/announcement.store';
import { resetWarnings } from '../../../react-core/core/util/warn';
import { resetSession } from '../../../react-core/core/store/session';
import { resetSiteData } from '../../../react-core/core/store/site-data';
import { resetFiatRates } from '../../../react-core/core/store/fiat-rates';
import { reloadPrefs, setLanguage } from '../../../react-core/core/store/prefs';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';
import { resetSwitchAccount } from '../../../react-core/header/account/switch-account';
import { resetLiveStatus } from '../../../react-core/core/store/live-status';
import { resetFavourites } from '../../../react-core/market-search/favourites';
import { resetLiveFeed } from '../../../react-core/market-search/live-feed';
import { clearCookies, clearStorage } from './cookies';

/**
 * One reset for every test: forgets every load the page-wide stores made (so the next element
 * asks the mock afresh), every warning said, cookies, storage and resource timings, and sets the
 * shared preferences and language. Call it in `beforeEach` (and set personas or faults after it).
 */
export function resetChrome(lang: LanguageCode = 'en'): void {
  resetSession();
  resetSiteData();
  resetFiatRates();
  resetAccount();
  resetServerMenus();
  resetCdnCheck();
  resetNotificationStore();
  resetPanelFeeds();
  resetUnreadPolling();
  resetDismissedHere();
  resetAnnouncements();
  resetWarnings();
  resetLanguageSwitch();
  resetMarketSearch();
  resetSwitchAccount();
  resetLiveStatus();
  resetFavourites();
  resetLiveFeed();
  clearCookies();
  clearStorage();
  // Preferences are read again from the now empty cookies and storage (theme, colour, fiat...).
  reloadPrefs();
  setLanguage(lang);
  performance.clearResourceTimings();
}
