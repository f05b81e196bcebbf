import * as ROUTES from '../core/routes/routes';
import * as NOTIFICATION_ROUTES from '../core/routes/notification-routes';
import { safeHref, withSitePrefix } from '../core/routes/links';
import type { LanguageCode } from '../core/i18n/languages';
import type { NotificationExtras, ReminderMessage } from './notifications.mappers';

/**
 * Where a notification leads (spec §2 "Notification click-through", §5). Every result goes
 * through safeHref, so only http(s) and relative links (with the language prefix) come out. A
 * message whose `isAllowHref` is false never links.
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

/**
 * The click-through kinds, keyed by the spec's own names: each route of spec §2 "Notification
 * click-through" under the word its path is named by (margin_trade, startup, strategybot,
 * copytrading, live, cross_margin), the futures contract link (§2 /futures/{settle}/{contract},
 * from the extras §3 pairs with it) and the post (§2 /post/status/{mid}, §3 "extras (may hold
 * mid)"). The spec names no type or template_id values: a message names its kind by its
 * `template_id`, else its `type` (both §3 Notification fields). docs/spec.md records the choice.
 */
export const CLICK_THROUGH_KINDS = ['margin_trade', 'startup', 'strategybot', 'copytrading', 'live', 'cross_margin', 'futures', 'post'] as const;
export type ClickThroughKind = (typeof CLICK_THROUGH_KINDS)[number];

const KIND_ROUTES: Readonly<Record<ClickThroughKind, RouteBuilder>> = {
  // The market's own page under /margin_trade when the extras name one.
  margin_trade: (e) => NOTIFICATION_ROUTES.marginTrade(segment(e.market) ?? undefined),
  // The project's page under /startup when the extras name one.
  startup: (e) => NOTIFICATION_ROUTES.startup(segment(e.startupId) ?? undefined),
  strategybot: () => NOTIFICATION_ROUTES.strategyBotHistory(),
  copytrading: () => NOTIFICATION_ROUTES.copyTradingUnderway(),
  live: (e) => {
    const stream = segment(e.streamId);
    return stream ? NOTIFICATION_ROUTES.liveVideo(stream) : null;
  },
  cross_margin: () => NOTIFICATION_ROUTES.crossMarginFunds(),
  futures: (e) => {
    const contract = segment(e.contract);
    return contract ? ROUTES.futures(e.settleAsset, contract) : null;
  },
  post: (e) => (e.mid ? ROUTES.postStatus(e.mid) : null),
};

/**
 * A message whose template and type name no kind still links where its extras say: a stream is
 * a live video, a contract its futures page, a startup id the project, a mid the post (in this
 * order). A market alone says nothing (a spot order and a margin call both carry one).
 */
const KIND_OF_EXTRAS: ReadonlyArray<readonly [keyof NotificationExtras, ClickThroughKind]> = [
  ['streamId', 'live'],
  ['contract', 'futures'],
  ['startupId', 'startup'],
  ['mid', 'post'],
];

const isKind = (value: string): value is ClickThroughKind => Object.hasOwn(KIND_ROUTES, value);

/** The kind a message names (its template_id, else its type), or null. */
export function clickThroughKind(message: Pick<ReminderMessage, 'templateId' | 'type'>): ClickThroughKind | null {
  if (isKind(message.templateId)) return message.templateId;
  return isKind(message.type) ? message.type : null;
}

function inferredRoute(extras: NotificationExtras): string | null {
  for (const [field, kind] of KIND_OF_EXTRAS) if (extras[field]) return KIND_ROUTES[kind](extras);
  return null;
}

/**
 * Where a message leads, best first: the route of the kind it names; the extras' `url`, then
 * `web_url`; the route its extras imply; the message's own link. The first that is a safe link
 * wins; none, or `isAllowHref` false, means the message is not a link (spec §5).
 */
export function resolveNotificationLink(message: ReminderMessage, lang: LanguageCode, sitePrefix = ''): NotificationLink | null {
  const { extras } = message;
  if (!extras.isAllowHref) return null;
  const kind = clickThroughKind(message);
  const route = kind ? KIND_ROUTES[kind](extras) : null;
  for (const candidate of [route, extras.url, extras.webUrl, inferredRoute(extras), message.link]) {
    if (!candidate) continue;
    const href = safeHref(candidate, lang);
    // A bare `#x` or `?x` goes nowhere: not a link worth making the message clickable for.
    // A same-site link takes the site prefix (spec §2, core/routes/links.ts sitePrefixOf).
    if (href && !/^[#?]/.test(href)) return { href: withSitePrefix(href, sitePrefix), external: /^https?:/i.test(href) };
  }
  return null;
}
