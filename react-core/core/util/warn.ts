import { registerReset } from './resets';
/**
 * Console warnings that fire once per page for a given key, so a bad attribute repeated on a
 * thousand renders (or a thousand bad menu items of one kind) says so once.
 */
const said = new Set<string>();

export function warnOnce(key: string, message: string, ...details: unknown[]): void {
  if (said.has(key)) return;
  said.add(key);
  console.warn(`[exch-chrome] ${message}`, ...details);
}

/** For tests only: forget what was said. */
export function resetWarnings(): void {
  said.clear();
}

registerReset(resetWarnings);
