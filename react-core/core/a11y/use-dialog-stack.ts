import { useCallback, useReducer } from 'react';

/**
 * Which dialogs of a settings flow are open, as a stack: the language-and-region dialog (or a
 * mobile list) at the bottom, the Turkey modal over it when tr is chosen off Turkey. Closing the
 * top one returns to the one below (its focus returns to the control that opened it); a choice
 * that leaves (a language switch in place) clears the stack. Pure reducer, a thin hook.
 */
export type StackAction<L> = { type: 'push'; layer: L } | { type: 'pop' } | { type: 'clear' };

export function stackReducer<L>(stack: readonly L[], action: StackAction<L>): readonly L[] {
  if (action.type === 'clear') return stack.length ? [] : stack;
  if (action.type === 'pop') return stack.slice(0, -1);
  // One of each kind: pushing a layer already open brings nothing new.
  return stack.includes(action.layer) ? stack : [...stack, action.layer];
}

export function useDialogStack<L>(initial: readonly L[]) {
  const [stack, dispatch] = useReducer(stackReducer<L>, initial);
  const push = useCallback((layer: L) => dispatch({ type: 'push', layer }), []);
  const pop = useCallback(() => dispatch({ type: 'pop' }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { stack, top: stack[stack.length - 1], push, pop, clear };
}
