import { NOTIFICATIONS } from './notifications.constants';

/** Whether the browser has popovers: the panel is then a manual popover in the top layer (panel.connected.tsx). */
export const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/** Places the panel's popover under the bell, right-aligned with it and inside the viewport (spec §9: 400 px wide). */
export function placeUnderBell(panel: HTMLElement, bell: HTMLElement | null): void {
  const box = bell?.getBoundingClientRect();
  if (!box) return;
  const viewport = document.documentElement.clientWidth;
  const width = Math.min(NOTIFICATIONS.panelWidth, viewport - 16);
  const left = Math.min(Math.max(8, box.right - width), viewport - width - 8);
  panel.style.top = `${Math.round(box.bottom + 8)}px`;
  panel.style.left = `${Math.round(left)}px`;
  panel.style.width = `${width}px`;
}

/**
 * Shows or hides the rendered panel's popover at once, placed under the bell: what a tap on the
 * bell changes in its own task, ahead of React's render of the open state (use-bell.ts). False
 * when there is nothing to show this way (no popovers in this browser).
 */
export function showPanelNow(panel: HTMLElement, bell: HTMLElement | null, open: boolean): boolean {
  if (!SUPPORTS_POPOVER) return false;
  const shown = panel.matches(':popover-open');
  if (open && !shown) {
    placeUnderBell(panel, bell);
    panel.showPopover();
  } else if (!open && shown) panel.hidePopover();
  return true;
}
