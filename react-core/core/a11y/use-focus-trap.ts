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
    if (!active || !el) return;
    const previous = (focusedIn(el) ?? document.activeElement) as HTMLElement | null;
    const release = inertOutside(keep?.current ?? el);
    (firstTabStop(el) ?? el).focus();
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
      (latest.current.returnFocus?.() ?? previous)?.focus?.();
    };
  }, [container, active, keep]);
}
