import type { EndpointPath } from './endpoints';
import * as ACCOUNT_PATHS from './account-paths';
import * as NOTIFICATION_PATHS from './notification-paths';

/**
 * The calls that need the session: a 401 or 403 to one of them (or the envelope's 401, the
 * not-logged-in answer) is the server saying the session is over, not a network error. The
 * logout calls are not here: their answer is about a session being ended on purpose.
 */
export const SESSION_PATHS: ReadonlySet<string> = new Set<EndpointPath>([
  ACCOUNT_PATHS.userInfo,
  ACCOUNT_PATHS.unifiedAccountMode,
  ACCOUNT_PATHS.crossMarginInfo,
  ACCOUNT_PATHS.futuresAccountInfo,
  NOTIFICATION_PATHS.reminderTabs,
  NOTIFICATION_PATHS.reminderRecords,
  NOTIFICATION_PATHS.reminderMarkRead,
  NOTIFICATION_PATHS.unreadCount,
]);

/** The envelope code of the not-logged-in answer (the mock's, and the HTTP status it mirrors). */
export const NOT_LOGGED_IN_CODE = 401;

/** Whether an answer's HTTP status or envelope code says the caller has no session. */
export function saysNoSession(status: number | undefined, code: number | undefined): boolean {
  return status === 401 || status === 403 || code === NOT_LOGGED_IN_CODE;
}

const listeners = new Set<(path: string) => void>();

/** The client reports each such answer to a session path (client.ts). */
export function noteUnauthorized(path: string): void {
  if (!SESSION_PATHS.has(path)) return;
  for (const listener of [...listeners]) listener(path);
}

/** The session store listens (session.ts). Returns the unsubscribe. */
export function onUnauthorized(listener: (path: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
