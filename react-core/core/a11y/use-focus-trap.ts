import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { firstTabStop, focusedIn, keepTabInside } from './tab-stops';
import { inertOutside } from './inert-outside';

export interface FocusTrapOptions {
  active: boolean;
  onEscape(): void;
  /**
   * What stays live while the trap is active (default: the container); the rest of the page is
   * made inert, as a modal <dialog> makes it. The drawer keeps its layer, backdrop included, so a
   * tap on the backdrop still closes it.
   */
  inertOutside?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes back once the page is released (default: what had focus when the trap
   * started; a tap that focuses nothing, as in Safari, leaves that to the owner's control).
   */
  returnFocus?(): HTMLElement | null | undefined;
}

/**
 * A modal surface that is not a native <dialog> (the drawer: rendered closed at idle, which a
 * closed <dialog> cannot be, and animated in its own layer): while `active` the page outside is
 * inert, focus moves in, Tab stays inside, Escape calls onEscape, and on deactivation the page is
 * released first, then focus goes back (focusing an inert control first would silently fail).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  const { active, inertOutside: keep } = options;
  // The latest callbacks, so a re-render of the owner does not restart the trap (and move focus).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const el = container.current;
    // Only a surface on screen traps: its owner may have hidden it ahead of a state that has not
    // caught up yet (the drawer closes in the tap's task, its state in a transition: use-drawer.ts).
    if (!active || !el || !isOnScreen(el)) return;
    const previous = (focusedIn(el) ?? document.activeElement) as HTMLElement | null;
    const release = inertOutside(keep?.current ?? el);
    // Its owner may have moved focus onto it already (the drawer, in the tap's task): then on to
    // its first tab stop, unless the user has moved it further in.
    const current = focusedIn(el);
    if (current === el || !el.contains(current)) (firstTabStop(el) ?? el).focus();
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog opened from inside (the mobile settings in the drawer) keeps its own keys.
      const origin = event.composedPath()[0];
      const nested = origin instanceof Element ? origin.closest('dialog') : null;
      if (nested && nested !== el && el.contains(nested)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        latest.current.onEscape();
        return;
      }
      keepTabInside(event, el);
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      release();
      // Back to the opener, unless the user has already moved on: a control outside it has focus
      // (the next menu they tapped), which this must not take away.
      if (focusMovedOn(el)) return;
      (latest.current.returnFocus?.() ?? previous)?.focus?.();
    };
  }, [container, active, keep]);
}

/**
 * Whether an element is rendered and not `visibility: hidden`. `checkVisibility` is Baseline 2024
 * (Safari 17.4, Chrome 105, Firefox 106); inside the browser floor without it, its boxes and
 * computed visibility say the same for what the trap is given.
 */
function isOnScreen(el: HTMLElement): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

/** Whether focus is on something other than `container`'s content or nothing (the page's body). */
function focusMovedOn(container: HTMLElement): boolean {
  const inRoot = focusedIn(container);
  if (inRoot) return !container.contains(inRoot);
  const root = container.getRootNode();
  const onPage = document.activeElement;
  return onPage !== null && onPage !== document.body && !(root instanceof ShadowRoot && onPage === root.host);
}
