import { proxy } from 'valtio/vanilla';
import { fetchMapped } from '../api/client';
import { VISITOR, type UserInfo } from '../site/visitor';
import * as ACCOUNT_PATHS from '../api/account.paths';
import { registerReset } from '../util/resets';

/**
 * Who is logged in, shared by every element. Only elements that need it (the header) start the
 * load, so a footer-only page makes no personal request.
 */
export const session = proxy<{ status: 'idle' | 'loading' | 'ready'; user: UserInfo }>({
  status: 'idle',
  user: VISITOR,
});

let load: Promise<void> | undefined;

export function loadSession(base: string): Promise<void> {
  if (load) return load;
  session.status = 'loading';
  // The mapper comes with the first load: pages without a logged-in user never fetch it.
  load = import('../site/user-info')
    .then(({ mapUserInfo }) => fetchMapped(ACCOUNT_PATHS.userInfo, (d) => mapUserInfo(d), VISITOR, { base }))
    .then(({ value }) => {
      session.user = value;
      session.status = 'ready';
    });
  return load;
}

/** After logout: everyone on the page sees a visitor at once. */
export function endSession(): void {
  session.user = VISITOR;
  session.status = 'ready';
}

export function resetSession(): void {
  load = undefined;
  session.status = 'idle';
  session.user = VISITOR;
}

registerReset(resetSession);
