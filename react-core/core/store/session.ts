import { proxy } from 'valtio/vanilla';
import { mapResult, request } from '../api/client';
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
/** Bumped by a logout or a reset: an answer asked for before it is not this session's. */
let generation = 0;

export function loadSession(base: string): Promise<void> {
  if (load) return load;
  session.status = 'loading';
  const asked = generation;
  // The mapper comes with the first load (pages without a logged-in user never fetch it), asked
  // for beside the answer: chained, the answer waited for the chunk's round trip too.
  const mapper = import('../site/user-info');
  // Handled where it is awaited; this keeps a failed chunk from being reported before then.
  mapper.catch(() => {});
  load = request(ACCOUNT_PATHS.userInfo, { base })
    .then(async (result) => {
      const { mapUserInfo } = await mapper;
      return mapResult(result, (d) => mapUserInfo(d), VISITOR);
    })
    .then(({ value }) => {
      // A logout while it was out wins (its user must not come back); after a reset, a newer load owns the store.
      if (asked !== generation) return;
      session.user = value;
      session.status = 'ready';
    });
  return load;
}

/** After logout: everyone on the page sees a visitor at once. */
export function endSession(): void {
  generation += 1;
  session.user = VISITOR;
  session.status = 'ready';
}

export function resetSession(): void {
  generation += 1;
  load = undefined;
  session.status = 'idle';
  session.user = VISITOR;
}

registerReset(resetSession);
