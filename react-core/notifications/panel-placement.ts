import { NOTIFICATIONS } from './notifications.data';

/** Whether the browser has popovers: the panel is then a manual popover in the top layer (panel.connected.tsx). */
export const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/** The class of the panel while closed: in the top layer, transparent and inert (panel.css). */
export const PANEL_CLOSED_CLASS = 'is-closed';

/** Writes an inline style only when it changes: a tap that re-places a panel already in place restyles nothing. */
function setStyle(el: HTMLElement, property: 'top' | 'left' | 'width', value: string): void {
  if (el.style[property] !== value) el.style[property] = value;
}

/** Places the panel's popover under the bell, right-aligned with it and inside the viewport (spec §9: 400 px wide). */
export function placeUnderBell(panel: HTMLElement, bell: HTMLElement | null): void {
  const box = bell?.getBoundingClientRect();
  if (!box) return;
  const viewport = document.documentElement.clientWidth;
  const width = Math.min(NOTIFICATIONS.panelWidth, viewport - 16);
  const left = Math.min(Math.max(8, box.right - width), viewport - width - 8);
  setStyle(panel, 'top', `${Math.round(box.bottom + 8)}px`);
  setStyle(panel, 'left', `${Math.round(left)}px`);
  setStyle(panel, 'width', `${width}px`);
}

/**
 * Shows or hides the rendered panel at once, placed under the bell: what a tap on the bell
 * changes in its own task, ahead of React's render of the open state (use-bell.connected.ts). False when
 * there is nothing to show this way (no popovers in this browser).
 *
 * The panel goes into the top layer when it is first rendered (closed, at idle) and stays there,
 * transparent and inert while closed, so a tap changes only its opacity and placement: showing
 * the popover in the tap's own task restyled and laid out the whole panel in that frame, 5 to
 * 10 ms of a phone's first open at 4x CPU. Opening leaves `inert` to the render of the open
 * state after that frame (releasing it restyles the panel too); closing sets it at once.
 */
export function showPanelNow(panel: HTMLElement, bell: HTMLElement | null, open: boolean): boolean {
  if (!SUPPORTS_POPOVER) return false;
  if (!panel.matches(':popover-open')) {
    placeUnderBell(panel, bell);
    panel.showPopover();
  }
  const closed = panel.classList.contains(PANEL_CLOSED_CLASS);
  if (open && closed) {
    placeUnderBell(panel, bell);
    panel.classList.remove(PANEL_CLOSED_CLASS);
  } else if (!open && !closed) {
    panel.classList.add(PANEL_CLOSED_CLASS);
    panel.inert = true;
  }
  return true;
}
