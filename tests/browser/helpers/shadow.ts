// Shadow DOM helpers for testing the exch-* elements (each renders into an open shadow root).
import { waitUntil } from '@open-wc/testing';
import { WAIT_TIMEOUT_MS } from './timeouts';

/**
 * Waits until `el.shadowRoot.querySelector(selector)` exists (React renders asynchronously) and
 * returns it. Rejects after `timeout` ms with a message naming the selector.
 */
export async function waitForShadow<E extends Element = HTMLElement>(el: Element, selector: string, timeout = WAIT_TIMEOUT_MS): Promise<E> {
  let found: E | null = null;
  await waitUntil(
    () => {
      found = el.shadowRoot?.querySelector<E>(selector) ?? null;
      return found !== null;
    },
    `<${el.localName}> never rendered "${selector}" in its shadow root (${timeout} ms)`,
    { timeout, interval: 20 },
  );
  return found as unknown as E;
}

/** Like waitForShadow, but for every match (waits until there is at least `min`). */
export async function waitForShadowAll<E extends Element = HTMLElement>(el: Element, selector: string, min = 1, timeout = WAIT_TIMEOUT_MS): Promise<E[]> {
  let found: E[] = [];
  await waitUntil(
    () => {
      found = Array.from(el.shadowRoot?.querySelectorAll<E>(selector) ?? []);
      return found.length >= min;
    },
    `<${el.localName}> never rendered ${min}x "${selector}" in its shadow root (${timeout} ms)`,
    { timeout, interval: 20 },
  );
  return found;
}

const NOT_RENDERED = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK', 'META']);

function renderedText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof HTMLElement) || NOT_RENDERED.has(node.tagName)) return '';
  const style = getComputedStyle(node);
  if (style.display === 'none') return '';
  // innerText does not enter nested shadow roots: descend into them ourselves
  if (node.shadowRoot) return Array.from(node.shadowRoot.childNodes, renderedText).join(' ');
  return node.innerText;
}

/**
 * The text a user sees in `el`'s shadow root (hidden nodes and <style> left out), with runs of
 * whitespace collapsed to one space and trimmed. Falls back to the light-DOM text without a shadow root.
 */
export function shadowText(el: Element): string {
  const root: ParentNode = el.shadowRoot ?? el;
  return Array.from(root.childNodes, renderedText).join(' ').replace(/\s+/g, ' ').trim();
}

/** Resolves on the next animation frame (after the browser had a chance to lay out and paint). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
