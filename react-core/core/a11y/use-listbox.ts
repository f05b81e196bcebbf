import type { KeyboardEvent } from 'react';

/**
 * The keys of a list of options under a field (the WAI-ARIA listbox pattern's keys over a list of
 * links: the market lists, the search results, Pay-with's currencies): the options are one tab
 * stop; ArrowDown and ArrowUp move one option, PageDown and PageUp a screenful, Home and End go to
 * the ends, and Enter is the focused link's own. The field above the list (a search or filter
 * box, a tab row) leads into it with ArrowDown, and ArrowUp on the first option leads back out.
 * Unlike a tab row (roving-focus.ts) nothing wraps: the list's ends are where the field and the
 * page go on.
 *
 * The key arithmetic is one pure function (`listboxTarget`, tested without a DOM); `useListbox`
 * is its event half, for lists whose options may not all be in the DOM (a virtualised list says
 * how many there are and focuses one by index).
 */

/** Where a key moves in a list: an option's index, 'before' (back to the field above), or null (not the list's key). */
export type ListboxTarget = number | 'before' | null;

/**
 * The option a key moves to among `count` options from `from` (-1 when focus comes from above the
 * list): arrows one option (ArrowUp on the first leaves the list upwards), PageUp and PageDown
 * `pageRows` options, Home and End the ends; null for any other key.
 */
export function listboxTarget(key: string, from: number, count: number, pageRows: number): ListboxTarget {
  if (count <= 0) return key === 'ArrowUp' ? 'before' : null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return from <= 0 ? 'before' : from - 1;
    case 'PageDown':
      return Math.min(Math.max(from, 0) + pageRows, last);
    case 'PageUp':
      return Math.max(from - pageRows, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export interface ListboxOptions {
  /** How many options the list has (rendered or not). */
  count: number;
  /** The index of the option a key was pressed on, or -1 when it was none of them. */
  indexOf(target: EventTarget): number;
  /** Moves focus to the option at `index` (scrolling it into view first if the list must). */
  focusOption(index: number): void;
  /** How many options PageUp and PageDown move: what the list shows at once. */
  pageRows: number;
  /** ArrowUp on the first option: focus goes back to the field above the list. */
  onLeaveUp(): void;
}

/** The list's keydown handler: moves focus as `listboxTarget` says, leaving other keys alone. */
export function listboxKeyDown(event: Pick<KeyboardEvent, 'key' | 'target' | 'preventDefault'>, options: ListboxOptions): void {
  const target = listboxTarget(event.key, options.indexOf(event.target), options.count, options.pageRows);
  if (target === null) return;
  event.preventDefault();
  if (target === 'before') options.onLeaveUp();
  else options.focusOption(target);
}

/** A list's keydown handler (`onKeyDown` of the element around its options). */
export function useListbox(options: ListboxOptions): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => listboxKeyDown(event, options);
}

/**
 * The field above a list (a search or filter box, a tab row): ArrowDown moves into the list (its
 * first option). True when the key was taken, so a field with keys of its own (a tab row's arrows,
 * a search box's Enter) goes on with the others.
 */
export function intoListboxKey(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>, intoList: () => void): boolean {
  if (event.key !== 'ArrowDown') return false;
  event.preventDefault();
  intoList();
  return true;
}
