import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/**
 * Keeps Tab inside `container` while `active` (drawers, modal dialogs), moves focus in on open,
 * closes on Escape, and gives focus back to what had it before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const el = container.current;
    if (!active || !el) return;
    const root = el.getRootNode() as Document | ShadowRoot;
    const previous = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    // tabIndex -1 (a roving list's other rows) is reachable by arrow keys only, never by Tab.
    const isTabStop = (n: HTMLElement) => n.tabIndex >= 0 && (n.offsetParent !== null || n === root.activeElement);
    const focusables = () => Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabStop);
    // Opening needs the first tab stop only: stop there instead of measuring every link of a
    // drawer, which a first tap at 4x CPU paid before its frame.
    (Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isTabStop) ?? el).focus();
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog opened from inside (the mobile settings in the drawer) keeps its own keys.
      const origin = event.composedPath()[0];
      const nested = origin instanceof Element ? origin.closest('dialog') : null;
      if (nested && nested !== el && el.contains(nested)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const current = root.activeElement as HTMLElement | null;
      if (event.shiftKey && (current === first || !el.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !el.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [container, active, onEscape]);
}
