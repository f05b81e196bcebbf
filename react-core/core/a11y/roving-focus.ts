import type { KeyboardEvent } from 'react';

/**
 * Roving focus (WAI-ARIA "managing focus within components"): a group of items (the tabs of a tab
 * list, the headers of an accordion) is one tab stop, and arrow keys move focus between its items.
 * The key arithmetic is one pure function (tested without a DOM); `moveRovingFocus` is its DOM
 * half, used by use-tabs.ts and use-accordion.ts.
 */
export type Orientation = 'horizontal' | 'vertical';

/**
 * The item a key moves to among `count` items from `index`, or null for a key that is not the
 * group's (or no items): the arrows of the orientation step one and wrap around (horizontal:
 * Left and Right, swapped when the group is laid out right to left, as the WAI-ARIA tabs pattern
 * asks; vertical: Up and Down, whatever the direction); Home and End go to the ends.
 */
export function rovingTarget(key: string, index: number, count: number, orientation: Orientation, rtl: boolean): number | null {
  if (count <= 0) return null;
  const [previous, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The one right-to-left rule: a group runs right to left when it is laid out so, which its
 * closest `dir` says (the chrome's root sets it from the page's language, core/element/chrome-root.connected.tsx).
 */
export function isLaidOutRightToLeft(el: Element): boolean {
  return el.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * For a key pressed in a group of `items` (in their visual order): moves focus to the item the
 * key targets and returns its index; null, leaving the event alone, for another key or when focus
 * is on none of the items.
 */
export function moveRovingFocus(event: KeyboardEvent<HTMLElement>, items: readonly HTMLElement[], orientation: Orientation): number | null {
  const from = items.findIndex((item) => item.contains(event.target as Node));
  if (from < 0) return null;
  const rtl = orientation === 'horizontal' && isLaidOutRightToLeft(event.currentTarget);
  const to = rovingTarget(event.key, from, items.length, orientation, rtl);
  if (to === null) return null;
  event.preventDefault();
  items[to]?.focus();
  return to;
}
