import { useCallback, useRef } from 'react';
import { useDismiss, useSingleOpen } from '../core/a11y/use-disclosure';

export type FooterPickerId = 'lang' | 'fiat';

/**
 * The footer pickers' behaviour (spec §4: on mobile the language and fiat pickers are dropdowns,
 * one open at a time): which one is open, and closing on Escape or a click or focus outside,
 * with focus back on the button of the picker that was open.
 */
export function useFooterPickers() {
  const pickers = useSingleOpen<FooterPickerId>();
  const container = useRef<HTMLDivElement>(null);
  const langButton = useRef<HTMLButtonElement>(null);
  const fiatButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useCallback(() => (pickers.open === 'fiat' ? fiatButton.current : langButton.current), [pickers.open]);
  useDismiss(pickers.open !== null, container, pickers.close, returnFocus);
  return { open: pickers.open, toggle: pickers.toggle, close: pickers.close, container, langButton, fiatButton };
}
