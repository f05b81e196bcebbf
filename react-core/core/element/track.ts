/**
 * The spec's named clicks (§7 "Analytics events are sent with named clicks"; the names are not
 * shown, these are ours), as one typed event, `exch-track` (`{ name, properties }`), which the
 * page forwards to its analytics. One delegated listener per element (chrome-root.connected.tsx)
 * reads what was clicked from the attributes the views already carry, so no view calls analytics
 * code and a new control is named by adding it here.
 */

/** Every name `exch-track` carries (docs/embedding.md lists them with what each means). */
export const TRACK_NAMES = [
  // Navigation and markets
  'nav-link',
  'market-row',
  'view-all',
  'pay-with-toggle',
  'pay-with-buy',
  'search',
  // Visitors and the account
  'login',
  'signup',
  'download',
  'deposit',
  'account-entry',
  'switch-account',
  'logout',
  'logout-scope',
  'demo-trade',
  'live-trading',
  'rewards-hub',
  'chat-room',
  'drawer',
  // Settings
  'language-region',
  'settings',
  'language-choice',
  'fiat-choice',
  'turkey-switch',
  'turkey-visit',
  // Notices and notifications
  'open-app',
  'accept-cookies',
  'site-notice',
  'notification-bell',
  'notification-message',
  'notification-view-all',
  'announcement-link',
  'announcement-dismiss',
  // Footer
  'footer-link',
  'social-link',
] as const;
export type TrackName = (typeof TRACK_NAMES)[number];

/** What a named click says about itself: where, which entry, where to. Never user data. */
export interface TrackProperties {
  /** The chrome element clicked in (`exch-header`, ...). */
  element: string;
  /** The entry's own id where it has one: a menu code, a market row id, a fiat or language code. */
  id?: string;
  /** Where a link leads. */
  href?: string;
}

export interface TrackDetail {
  name: TrackName;
  properties: TrackProperties;
}

const NAMES: ReadonlySet<string> = new Set(TRACK_NAMES);

/**
 * The attributes that name a click, closest first: an explicit `data-track` (its value is the
 * name, `data-track-id` the id), the views' own ids (the attribute names the click, its value is
 * the id), and `data-action` (its value is the name, when it is one of TRACK_NAMES: "close" and
 * "retry" are not named clicks).
 */
const ID_ATTRIBUTES: ReadonlyArray<readonly [attribute: string, name: TrackName]> = [
  ['data-nav-id', 'nav-link'],
  ['data-row-id', 'market-row'],
  ['data-link-id', 'footer-link'],
  ['data-social', 'social-link'],
  ['data-entry', 'account-entry'],
  ['data-scope', 'logout-scope'],
  ['data-lang', 'language-choice'],
  ['data-fiat', 'fiat-choice'],
];
const SELECTOR = ['[data-track]', '[data-action]', ...ID_ATTRIBUTES.map(([attribute]) => `[${attribute}]`)].join(',');

function nameOf(el: Element): { name: TrackName; id?: string } | null {
  const explicit = el.getAttribute('data-track');
  if (explicit !== null) return NAMES.has(explicit) ? { name: explicit as TrackName, id: el.getAttribute('data-track-id') ?? undefined } : null;
  for (const [attribute, name] of ID_ATTRIBUTES) {
    const id = el.getAttribute(attribute);
    if (id !== null) return { name, id: id || undefined };
  }
  const action = el.getAttribute('data-action');
  return action !== null && NAMES.has(action) ? { name: action as TrackName } : null;
}

/**
 * The named click of a click on `target` inside an element (`root`: the element's root node, not
 * searched past), or null. A disabled control is not a click.
 */
export function trackOfClick(target: EventTarget | null, root: Element, element: string): TrackDetail | null {
  if (!(target instanceof Element)) return null;
  const named = target.closest(SELECTOR);
  if (!named || !root.contains(named) || named.getAttribute('aria-disabled') === 'true') return null;
  const found = nameOf(named);
  if (!found) return null;
  const properties: TrackProperties = { element };
  if (found.id) properties.id = found.id;
  const href = named instanceof HTMLAnchorElement ? named.getAttribute('href') : null;
  if (href) properties.href = href;
  return { name: found.name, properties };
}
