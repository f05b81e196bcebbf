/**
 * The page's search shortcut: Ctrl+K, Cmd+K and "/" open the search modal from anywhere on the
 * page (as dYdX's and Uniswap's command menus do), except while the user types: in a text field,
 * a textarea, a select or a contenteditable, of the page or inside the chrome's shadow roots.
 * One keydown listener per page however many headers there are; it goes with the last one.
 * The header that registered first (and is still there) opens its modal.
 */
type Opener = () => void;

const openers: Opener[] = [];

/** Whether the key event is the shortcut: Ctrl+K or Cmd+K (no Shift or Alt), or a bare "/". */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey) return event.key.toLowerCase() === 'k';
  return event.key === '/' && !event.ctrlKey && !event.metaKey;
}

const TEXT_INPUT_TYPES = /^(?:text|search|email|number|password|tel|url|date|datetime-local|month|time|week)$/;

/** Whether the event comes from where the user types (its composed path's first element). */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.test(target.type || 'text');
  return target instanceof HTMLElement && target.isContentEditable;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing || event.repeat || !isSearchShortcut(event)) return;
  if (isTypingTarget(event.composedPath()[0])) return;
  const open = openers[0];
  if (!open) return;
  // Ctrl+K is the browser's "search the web" and "/" its quick find: the chrome takes them here.
  event.preventDefault();
  open();
}

/** Registers a header's opener (from an effect); returns its removal. */
export function registerSearchShortcut(open: Opener): () => void {
  if (openers.length === 0) document.addEventListener('keydown', onKeyDown);
  openers.push(open);
  return () => {
    const index = openers.indexOf(open);
    if (index >= 0) openers.splice(index, 1);
    if (openers.length === 0) document.removeEventListener('keydown', onKeyDown);
  };
}

/** The platform's way to say the shortcut: ⌘K on Apple devices, Ctrl+K elsewhere. */
export function shortcutLabel(platform: string): { keys: string; aria: string } {
  const apple = /mac|iphone|ipad|ipod/i.test(platform);
  return apple ? { keys: '⌘K', aria: 'Meta+K /' } : { keys: 'Ctrl+K', aria: 'Control+K /' };
}

/** For tests: how many listeners the page has (0 or 1). */
export function searchShortcutListeners(): number {
  return openers.length > 0 ? 1 : 0;
}
