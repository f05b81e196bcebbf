import type { KeyboardEvent, RefObject } from 'react';

/**
 * The keys of a button that shows a menu or panel below it (the WAI-ARIA menu button and
 * disclosure navigation patterns: the header's top navigation items, its account menus, the
 * notification bell), for the element around the button and its menu:
 * - Escape while the menu shows closes it, and focus goes back to the button; the key goes no
 *   further (an Escape meant for the menu does not also close a dialog or drawer around it).
 *   "Shows" may be earlier than the open state: a menu shown first and opened after the frame
 *   (core/layout/use-reveal-first.ts) asks at the key's time.
 * - ArrowDown on the button opens the menu and moves focus to its first link or button, for a
 *   menu that says where it is (`into`); other menus leave the key to the page.
 * Enter and Space are the button's own (a click). Closing on a click or focus outside is
 * use-disclosure.ts's `useDismiss`.
 */
export interface MenuButtonOptions {
  /** Whether the menu shows now. */
  shows(): boolean;
  /** Closes the menu (without moving focus: the button takes it). */
  close(): void;
  button: RefObject<HTMLElement | null>;
  /** ArrowDown on the button opens the menu (`open`) and focuses the first item of `menu` once it shows. */
  into?: { open(): void; menu: RefObject<HTMLElement | null> };
}

type MenuKeyEvent = Pick<KeyboardEvent, 'key' | 'target' | 'preventDefault' | 'stopPropagation'>;

/** The keydown handler of a menu button and its menu; true when it took the key. */
export function menuButtonKeyDown(event: MenuKeyEvent, { shows, close, button, into }: MenuButtonOptions): boolean {
  if (event.key === 'Escape') {
    if (!shows()) return false;
    event.stopPropagation();
    close();
    button.current?.focus();
    return true;
  }
  if (event.key === 'ArrowDown' && into && event.target === button.current) {
    event.preventDefault();
    into.open();
    // The menu's items show with the render the open state causes: focus the first after it.
    requestAnimationFrame(() => into.menu.current?.querySelector<HTMLElement>('a, button')?.focus());
    return true;
  }
  return false;
}

/** `onKeyDown` for the element around a menu button and its menu. */
export function useMenuButton(options: MenuButtonOptions): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    menuButtonKeyDown(event, options);
  };
}
