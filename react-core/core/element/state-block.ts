/**
 * Where a server render's state block (server-state.ts) sits, in a module of its own: the
 * elements' entry finds a block without carrying the state's validation, which is the hydration
 * chunk's (rollup places a module shared by two chunks whole in the common one).
 */
export const STATE_ATTRIBUTE = 'data-exch-state';

/** The state blocks of a shadow root: children of the root (a valid one has at most one). */
export function stateBlocks(root: ParentNode): Element[] {
  // Children, not a query: `:scope` matches nothing in a ShadowRoot's querySelector.
  return [...root.children].filter((child) => child.localName === 'script' && child.hasAttribute(STATE_ATTRIBUTE));
}
