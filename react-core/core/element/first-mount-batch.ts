import { flushSync } from 'react-dom';
import { registerReset } from '../util/resets';
import { onIdle } from '../layout/idle';

/**
 * The chrome's first client renders (and hydrations) commit together, in one task, so the browser
 * lays out and paints the page once for all of its elements, as it does for a page whose one React
 * root renders header, announcement and footer.
 *
 * Each element is a React root of its own; mounted one by one as their code and data came in,
 * each root's render ran in a scheduler task of its own and the browser drew a frame between
 * them (style, layout and paint of the whole page, twice more on a page with three elements).
 * Traced on a phone's CPU (4x) without latency, the last of three elements completed about
 * 60 ms after the first; committed together the page was complete sooner, at the cost of the
 * header's own paint waiting for its siblings (docs/performance.md, "One frame for the chrome").
 *
 * A host joins while it loads its first render's code and data (`joinFirstMount`) and hands its
 * mount over once they are in. The mounts run when no joined host is still loading, or at the
 * first idle period after the first was handed over, and at most `FIRST_MOUNT_HOLD_MS` after it.
 * Held while the main thread is busy: the elements whose answers came in the same burst (the
 * boot script's preloads) become ready in consecutive tasks, with no idle period between, and
 * commit together. Released once the thread waits: a sibling whose answer is a round trip behind
 * (up to the client's 4 s timeout) would otherwise turn the others' render from waiting time into
 * time on the path to complete. A fixed hold did one or the other: 100 ms slowed a desktop page
 * at 150 ms latency, 20 ms let a phone's burst (tasks of 100 ms and more at 4x) commit apart;
 * measured in docs/performance.md.
 *
 * Hydrations join the same batch: inside flushSync, hydrateRoot hydrates in the sync hydration
 * lane, in this one task, where on its own each root's hydration was concurrent work sliced into
 * 5 ms pieces with the browser's frames between them. Traced on a phone's CPU (4x, no latency) the
 * server-rendered chrome was interactive 947 ms after the start instead of 1,065 to 1,143, its
 * script time 293 ms instead of 604 (the header, announcement and footer, `npm run bench`).
 */
export const FIRST_MOUNT_HOLD_MS = 100;

let loading = 0;
let queued: Array<() => void> = [];
/** Cancels the pending hold, if any. */
let cancelHold: (() => void) | undefined;

function mountQueued(): void {
  cancelHold?.();
  cancelHold = undefined;
  const mounts = queued;
  queued = [];
  if (!mounts.length) return;
  // One synchronous render and commit of every root, inside this task: no frame in between.
  flushSync(() => {
    for (const mount of mounts) mount();
  });
}

/**
 * Joins the batch of first mounts; the returned function hands this host's mount over (or a
 * no-op, for a host removed while it loaded). Each ticket counts once.
 */
export function joinFirstMount(): (mount: () => void) => void {
  loading += 1;
  let handed = false;
  return (mount) => {
    if (handed) return;
    handed = true;
    loading -= 1;
    queued.push(mount);
    if (loading === 0) mountQueued();
    else cancelHold ??= onIdle(mountQueued, FIRST_MOUNT_HOLD_MS);
  };
}

/** For tests: forget the hosts still loading and the mounts waiting (a test's page leaves none behind). */
function resetFirstMounts(): void {
  cancelHold?.();
  cancelHold = undefined;
  loading = 0;
  queued = [];
}
registerReset(resetFirstMounts);
