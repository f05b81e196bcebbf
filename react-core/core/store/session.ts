import { proxy } from 'valtio/vanilla';
import { request } from '../api/client';
import { VISITOR, type UserInfo } from '../site/visitor';
import * as ACCOUNT_PATHS from '../api/account-paths';
import { onUnauthorized, saysNoSession } from '../api/unauthorized';
import { registerReset } from '../util/resets';
import { createResource, type Resource, type ResourceAnswer, type ResourceState } from '../resource/resource';
import { FRESHNESS } from '../resource/freshness';
import { pageEnv } from '../resource/page-env';
import { createSessionChannel, type SessionChannel, type SessionNews } from './session-channel';
import { forgetLoggedInSiteData, revalidateLoggedInSiteData, revalidateSiteData } from './site-data';

/**
 * Who is logged in, shared by every element and, through the session channel, every tab of
 * the browser. Only elements that need it (the header, the notifications) start the check, so a
 * footer-only page makes no personal request.
 *
 * - A failed or late check is not a logout: the status says `failed` (the header keeps the
 *   account area pending at its size, or the user it showed), and the check is retried with
 *   backoff, on `online` and when the tab is shown again (core/resource/freshness.ts).
 * - The server's word that there is no session (`userInfo` answering a visitor, or a 401/403 to
 *   any call that needs the session: core/api/unauthorized.ts) ends it: every tab turns to the
 *   visitor state, with a notice when a confirmed session ended under the user.
 * - A logout, a session the server ended and a new login are told to the other tabs, which
 *   follow within the second (session-channel.ts).
 */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type SessionEndCause = 'server' | 'logout';

export const session = proxy<{
  /** failed: the last check got no answer (the user shown, if any, is the last known). */
  status: SessionStatus;
  user: UserInfo;
  /** A logged-in user shows and the last check of them failed (it is retried): last known. */
  refreshing: boolean;
  /**
   * Why the session this page showed ended, when not by this page's own logout: the server ended
   * it ('server': the header says so until dismissed), or the user logged out in another tab.
   */
  ended: SessionEndCause | null;
}>({
  status: 'idle',
  user: VISITOR,
  refreshing: false,
  ended: null,
});

let resource: Resource<UserInfo> | null = null;
let resourceBase = '';

const endListeners = new Set<(uid: string) => void>();

/**
 * What a feature forgets when a user's session ends (their account data, their notification
 * lists, what was cached for them). Registered by the module that holds it, at load.
 */
export function onSessionEnd(forget: (uid: string) => void): void {
  endListeners.add(forget);
}

async function fetchUser(base: string): Promise<ResourceAnswer<UserInfo>> {
  // The mapper comes with the first check (pages without a logged-in user never fetch it), asked
  // for beside the answer: chained, the answer waited for the chunk's round trip too.
  const mapper = import('../site/user-info');
  // Handled where it is awaited; this keeps a failed chunk from being reported before then.
  mapper.catch(() => {});
  const result = await request(ACCOUNT_PATHS.userInfo, { base });
  // The server says there is no session: that is an answer (a visitor), not a failure.
  if (!result.ok && saysNoSession(result.status, result.code)) return { ok: true, value: VISITOR, raw: { isLogin: false } };
  if (!result.ok) return { ok: false, reason: result.kind };
  try {
    const { mapUserInfo } = await mapper;
    return { ok: true, value: mapUserInfo(result.data), raw: result.data };
  } catch {
    // The mapper's chunk did not load: the check failed (and is retried).
    return { ok: false, reason: 'chunk' };
  }
}

function sessionResource(base: string): Resource<UserInfo> {
  if (resource && resourceBase === base) return resource;
  resource?.reset();
  resourceBase = base;
  const created = createResource<UserInfo>({ fetch: () => fetchUser(base), freshness: FRESHNESS.session, env: pageEnv });
  created.subscribe(apply);
  resource = created;
  return created;
}

/** What the check's state means for the page's session. */
function apply(state: ResourceState<UserInfo>): void {
  if (state.status === 'idle') return;
  if (state.status === 'loading') {
    if (session.status === 'idle' || session.status === 'failed') session.status = 'loading';
    return;
  }
  if (state.status === 'error') {
    session.status = 'failed';
    return;
  }
  const user = state.value ?? VISITOR;
  if (state.failed) {
    // A re-check that failed: the user shown stays, marked as being refreshed (it is retried).
    session.refreshing = session.user.isLogin;
    return;
  }
  if (session.status === 'ready' && session.user.isLogin && !user.isLogin) {
    endSessionByServer();
    return;
  }
  session.user = user;
  session.status = 'ready';
  session.refreshing = false;
  if (user.isLogin) {
    session.ended = null;
    tellOtherTabsOfLogin(user.uid);
  }
}

/**
 * Starts (once) the check of who is logged in; resolves when it has settled (answered or
 * failed). A check that failed is asked again.
 */
export function loadSession(base: string): Promise<void> {
  return sessionResource(base).ensure();
}

/**
 * Keeps the session checked while an element shows a logged-in (or not yet known) state:
 * retries after a failure, a check when the tab is shown after 5 minutes hidden, and the other
 * tabs' news. Returns the unwatch.
 */
export function watchSession(base: string): () => void {
  const offs = [sessionResource(base).watch(), listenToOtherTabs(base)];
  return () => offs.forEach((off) => off());
}

/**
 * The page says who is logged in may have changed (it logged someone in without a reload; the
 * `exch-session-change` event): common data and the session are asked again.
 */
export function recheckSession(): void {
  session.ended = null;
  void revalidateSiteData();
  if (!resource) return;
  const wasAsked = session.status !== 'idle';
  resource.reset();
  session.status = 'idle';
  session.refreshing = false;
  if (wasAsked) void resource.ensure();
}

function toVisitor(ended: SessionEndCause | null): void {
  const uid = session.user.uid;
  // A check on its way is about the session just ended: its answer must not bring the user back.
  resource?.reset();
  session.user = VISITOR;
  session.status = 'ready';
  session.refreshing = false;
  session.ended = ended;
  for (const forget of [...endListeners]) forget(uid);
  forgetLoggedInSiteData();
  void revalidateLoggedInSiteData();
}

/** After the user's own logout: everyone on the page, and every other tab, sees a visitor at once. */
export function endSession(): void {
  toVisitor(null);
  channel?.publish({ kind: 'logout', base: resourceBase, uid: '' });
}

/** The server ended the session: every tab turns to a visitor, with a notice. */
export function endSessionByServer(): void {
  if (session.status === 'ready' && !session.user.isLogin) return;
  toVisitor('server');
  channel?.publish({ kind: 'ended', base: resourceBase, uid: '' });
}

/** The notice of an ended session was read (or the user logged in again). */
export function dismissSessionEnded(): void {
  session.ended = null;
}

// A call that needs the session answered "not logged in".
onUnauthorized(() => {
  if (session.status === 'ready' && session.user.isLogin) endSessionByServer();
  // Not confirmed yet: the check settles it (its own answer will say visitor).
  else if (resource && session.status !== 'ready') void resource.revalidate();
});

// Other tabs ------------------------------------------------------------------------------------

let channel: SessionChannel | null = null;
let listeners = 0;
let offChannel: (() => void) | null = null;

function onNews(news: SessionNews): void {
  if (news.base !== resourceBase) return;
  if (news.kind === 'login') {
    if (session.status === 'ready' && session.user.uid === news.uid) return;
    recheckSession();
    return;
  }
  // Logged out or ended in another tab: the session is the browser's, so it is over here too.
  if (session.status === 'ready' && !session.user.isLogin) return;
  toVisitor(news.kind === 'ended' ? 'server' : 'logout');
}

function tellOtherTabsOfLogin(uid: string): void {
  if (!channel) return;
  const last = channel.last();
  if (last && last.kind === 'login' && last.base === resourceBase && last.uid === uid) return;
  channel.publish({ kind: 'login', base: resourceBase, uid });
}

/**
 * Hears the other tabs' session news (and the page's `exch-session-change`) while an element
 * shows who is logged in, a visitor's header too (reference counted). Returns the stop.
 */
export function followSessionNews(base: string): () => void {
  return listenToOtherTabs(base);
}

const onPageSays = () => recheckSession();

function listenToOtherTabs(base: string): () => void {
  resourceBase = base;
  listeners += 1;
  if (!channel) {
    channel = createSessionChannel();
    offChannel = channel.subscribe(onNews);
    window.addEventListener('exch-session-change', onPageSays);
  }
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    listeners -= 1;
    // Kept if another element takes it up in this task (a move, StrictMode's replay).
    queueMicrotask(() => {
      if (listeners > 0 || !channel) return;
      stopListening();
    });
  };
}

function stopListening(): void {
  offChannel?.();
  offChannel = null;
  channel?.close();
  channel = null;
  if (typeof window !== 'undefined') window.removeEventListener('exch-session-change', onPageSays);
}

export function resetSession(): void {
  resource?.reset();
  resource = null;
  resourceBase = '';
  session.status = 'idle';
  session.user = VISITOR;
  session.refreshing = false;
  session.ended = null;
  stopListening();
  listeners = 0;
}

registerReset(resetSession);
