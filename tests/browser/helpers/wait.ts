// Waiting on states, never on the clock. A test waits for what it expects to see (waitUntil,
// waitForShadow, whenReady, a recorded request); to assert that something did NOT happen, it first
// waits for a positive signal that the code under test has run to where it would have acted, then
// (for requests) for fetchesIdle(), then asserts the absence. `npm run lint` forbids fixed sleeps here.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';
import { nextFrame } from './shadow';
import { IDLE_FALLBACK_MS } from '../../../react-core/core/layout/idle';
import { WAIT_TIMEOUT_MS } from './timeouts';

/** The kit's waitUntil: @open-wc's, with WAIT_TIMEOUT_MS unless the call names its own timeout. */
export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_TIMEOUT_MS, ...options });
}

/** Resolves once `el` has painted its complete view (`:state(ready)`, set with `exch-ready`). */
export function whenReady(el: Element, timeout = WAIT_TIMEOUT_MS): Promise<void> {
  return waitUntil(() => el.matches(':state(ready)'), `<${el.localName}> never became ready (${timeout} ms)`, { timeout, interval: 20 });
}

/**
 * Resolves in a task after the next frame: what an event scheduled (a React update, a microtask,
 * a passive effect) has been committed by then. For ordering checks ("before any later task")
 * and for "this event changed nothing" after the event itself was dispatched.
 */
export async function nextTask(): Promise<void> {
  await nextFrame();
  // A zero-delay task, not a sleep: it orders after everything already queued.
  // eslint-disable-next-line no-restricted-syntax
  await new Promise<void>((resolve) => setTimeout(resolve));
}

/**
 * Resolves once an `<img src=x>` of our own, added now, has failed to load. An injected
 * `<img src=x onerror=...>` rendered before it would have failed (and run its handler) by then:
 * the positive signal before asserting that no injected script ran.
 */
export function injectedHandlersHadTheirChance(): Promise<void> {
  return new Promise((resolve) => {
    const canary = new Image();
    canary.onerror = () => {
      canary.remove();
      resolve();
    };
    canary.onload = canary.onerror;
    canary.src = 'x';
  });
}

/**
 * Resolves in an idle period of the browser, at most `timeout` ms later: what the chrome queued
 * for idle time before it (`onIdle`, `afterPaintWhenIdle`) has run by then. Where the browser
 * has no idle callbacks (WebKit), the chrome's idle work waits IDLE_FALLBACK_MS on a timer
 * instead, and so does this, on a timer of its own queued after the chrome's.
 */
export function idlePeriod(timeout?: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), timeout === undefined ? undefined : { timeout });
    // eslint-disable-next-line no-restricted-syntax -- the chrome's own idle fallback, not a sleep
    else setTimeout(resolve, IDLE_FALLBACK_MS);
  });
}
