import * as ROUTES from '../core/routes/routes';
import * as NOTIFICATION_ROUTES from '../core/routes/notification-routes';
import { safeHref } from '../core/routes/links';
import type { LanguageCode } from '../core/i18n/languages';
import type { NotificationExtras, ReminderMessage } from './notifications.mappers';

/**
 * Where a notification leads (spec §2 "Notification click-through", §5): the template's route,
 * else the extras' `url` or `web_url`, else the message's own link. Every result goes through
 * safeHref, so only http(s) and relative links (with the language prefix) come out. A message
 * whose `isAllowHref` is false never links.
 */
export interface NotificationLink {
  href: string;
  /** http(s) links leave the site: they open in a new tab. */
  external: boolean;
}

/** A path segment taken from the data (stream ids, contracts): nothing that could change the path. */
const SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/;
const segment = (value: string): string | null => (SEGMENT.test(value) && !/^\.+$/.test(value) ? value : null);

type RouteBuilder = (extras: NotificationExtras) => string | null;

/** template_id → route (the click-through table of demo/mock-api/API.md). */
const TEMPLATE_ROUTES: Readonly<Record<string, RouteBuilder>> = {
  margin_trade: () => NOTIFICATION_ROUTES.marginTrade(),
  startup: () => NOTIFICATION_ROUTES.startup(),
  strategy_bot: () => NOTIFICATION_ROUTES.strategyBotHistory(),
  copy_trading: () => NOTIFICATION_ROUTES.copyTradingUnderway(),
  cross_margin: () => NOTIFICATION_ROUTES.crossMarginFunds(),
  live_stream: (e) => {
    const stream = segment(e.streamId);
    return stream ? NOTIFICATION_ROUTES.liveVideo(stream) : null;
  },
  futures: (e) => {
    const contract = segment(e.contract);
    return contract ? ROUTES.futures(e.settleAsset, contract) : null;
  },
};

export function resolveNotificationLink(message: ReminderMessage, lang: LanguageCode): NotificationLink | null {
  const { extras } = message;
  if (!extras.isAllowHref) return null;
  const route = Object.hasOwn(TEMPLATE_ROUTES, message.templateId) ? TEMPLATE_ROUTES[message.templateId]?.(extras) : null;
  for (const candidate of [route, extras.url, extras.webUrl, message.link]) {
    if (!candidate) continue;
    const href = safeHref(candidate, lang);
    // A bare `#x` or `?x` goes nowhere: not a link worth making the message clickable for.
    if (href && !/^[#?]/.test(href)) return { href, external: /^https?:/i.test(href) };
  }
  return null;
}
