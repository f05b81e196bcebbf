/** Never made inert: the live regions (core/layout/live-status.connected.tsx), so what the user does inside still gets announced. */
const STAYS_LIVE = '[role="status"], [role="alert"], [aria-live]';
/** Not rendered, so nothing to make inert; left untouched. */
const NOT_RENDERED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'META']);

/**
 * Makes everything outside `keep` inert, as a modal <dialog> makes the page behind it: the
 * siblings of `keep` and of each of its ancestors, through shadow roots to their hosts, up to
 * <body> (the host page included). Returns the undo, which releases exactly the elements it made
 * inert: one that was inert already (a closed popover) stays so.
 */
export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  let node: Element | null = keep;
  while (node && node !== document.body && node !== document.documentElement) {
    const parent: ParentNode | null = node.parentNode;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || NOT_RENDERED.has(sibling.tagName) || sibling.matches(STAYS_LIVE)) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    node = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
  }
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
