import { REGIONS as REGION_TABLE, type RegionId, type RegionKey } from '../core/region/regions';

/**
 * The public names of the chrome's facts and shapes, for pages and their type checkers: the
 * `region` and `lang` unions, the themes, the sub-sites, the header's `menu` shape and each
 * event's detail (the types are the ones the elements are built from).
 */
export type { RegionId, RegionKey } from '../core/region/regions';
export type { LanguageCode } from '../core/i18n/languages';
export type { Theme, RiseColor, ChangeWindow } from '../core/store/prefs';
export type { HeaderMenu, HeaderMenuItem } from '../core/api/dto';
export type { VisitorRedirectConfig } from '../header/notices/visitor-redirect';
export type { ThemeAttribute } from '../core/element/attributes';
export type { ChromeEventMap, ChromeEventName } from '../core/element/events';
import type { ChromeEventMap } from '../core/element/events';

/** A sub-site: its id (the `region` attribute), key and English name. */
export interface RegionInfo {
  readonly id: RegionId;
  readonly key: RegionKey;
  readonly name: string;
}

/** The sub-sites (spec §1), in the spec's order: `<exch-header region="182">` is the UK's. */
export const REGIONS: readonly RegionInfo[] = REGION_TABLE.map(({ id, key, name }) => Object.freeze({ id, key, name }));

/** Each event's `detail`, by name (`ChromeEventDetail<'exch-logout'>` is `{ scope, href, serverEnded }`). */
export type ChromeEventDetail<K extends keyof ChromeEventMap> = ChromeEventMap[K];
export type LanguageChangeDetail = ChromeEventMap['exch-language-change'];
export type FiatChangeDetail = ChromeEventMap['exch-fiat-change'];
export type ThemeChangeDetail = ChromeEventMap['exch-theme-change'];
export type RiseColorChangeDetail = ChromeEventMap['exch-rise-color-change'];
export type ChangeWindowChangeDetail = ChromeEventMap['exch-change-window-change'];
export type FloatRateChangeDetail = ChromeEventMap['exch-float-rate-change'];
export type LogoutDetail = ChromeEventMap['exch-logout'];
export type VisitorRedirectDetail = ChromeEventMap['exch-visitor-redirect'];
export type SwitchAccountDetail = ChromeEventMap['exch-switch-account'];
export type NotificationDotDetail = ChromeEventMap['exch-notification-dot'];
export type NotificationSetDotDetail = ChromeEventMap['exch-notification-set-dot'];
export type FavouritesChangeDetail = ChromeEventMap['exch-favourites-change'];
export type SessionEndDetail = ChromeEventMap['exch-session-end'];
export type AnnouncementDismissDetail = ChromeEventMap['exch-announcement-dismiss'];
export type ReadyDetail = ChromeEventMap['exch-ready'];
