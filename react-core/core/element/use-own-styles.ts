import { useLayoutEffect, useRef, type RefObject } from 'react';
import { adoptStyles } from './styles';

/**
 * Lazy panels carry their own CSS: on mount (before paint) the stylesheet is adopted into the
 * shadow root they render in, so the host element need not ship it in its first-paint script.
 * Adopting is idempotent (one shared sheet per text), so a host that adopts it too is fine.
 */
export function useOwnStyles<E extends HTMLElement>(cssText: string): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) adoptStyles(root, [cssText]);
  }, [cssText]);
  return ref;
}
