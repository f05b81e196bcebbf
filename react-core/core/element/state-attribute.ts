/**
 * The attribute of a server render's state block (server-state.ts), in a module of its own: the
 * elements' entry checks for a block without carrying the state's validation, which is the
 * hydration chunk's (rollup places a module shared by two chunks whole in the common one).
 */
export const STATE_ATTRIBUTE = 'data-exch-state';
