/**
 * What Tab can reach inside a container, and the one rule that keeps Tab inside it (the focus
 * trap of the drawer, the modal dialogs). One selector for everything that can take focus; a
 * roving group's other items (tabindex -1) and what is not rendered are not tab stops.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function isTabStop(el: HTMLElement): boolean {
  return el.tabIndex >= 0 && el.getClientRects().length > 0;
}

/**
 * The first tab stop only: opening stops there instead of measuring every link of a drawer, which
 * a first tap at 4x CPU paid before its frame.
 */
export function firstTabStop(container: HTMLElement): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isTabStop);
}

function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabStop);
}

/** The focused element in the container's tree (its shadow root's, or the document's). */
export function focusedIn(container: HTMLElement): HTMLElement | null {
  return (container.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
}

/**
 * The Tab key, with or without Shift. WebKitGTK names Shift+Tab's key `Unidentified` (GTK calls
 * it ISO_Left_Tab) while its code stays `Tab`: without this, Shift+Tab would leave the trap there.
 */
function isTabKey(event: KeyboardEvent): boolean {
  return event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
}

/**
 * For a keydown in a modal container: Tab past the last tab stop goes to the first, Shift+Tab
 * before the first goes to the last, and focus outside comes back in; between the two ends the
 * browser's own order holds (a focused roving item, tabindex -1, moves on as usual). With no tab
 * stop at all, Tab goes nowhere.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (!isTabKey(event)) return;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = focusedIn(container);
  const inside = active !== null && container.contains(active);
  const beyond = (stop: HTMLElement) =>
    stop !== active && (active!.compareDocumentPosition(stop) & (event.shiftKey ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING)) !== 0;
  // At an end: no tab stop lies further in the direction Tab moves.
  if (inside && stops.some(beyond)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
