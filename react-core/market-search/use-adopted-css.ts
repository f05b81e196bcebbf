import { useLayoutEffect, useRef, type RefObject } from 'react';
import { adoptStyles, sheetFor } from '../core/element/styles';

/**
 * `useOwnStyles` (core/element/use-own-styles.ts) for parts that open and close often: the
 * stylesheet is adopted into the shadow root on the first mount only. Assigning
 * `adoptedStyleSheets` again, even to the same sheets, restyles the whole shadow tree (the whole
 * header), which a panel that opens on hover cannot afford on every open.
 */
export function useAdoptedCss<E extends HTMLElement>(cssText: string): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
    if (!root.adoptedStyleSheets.includes(sheetFor(cssText))) adoptStyles(root, [cssText]);
  }, [cssText]);
  return ref;
}
