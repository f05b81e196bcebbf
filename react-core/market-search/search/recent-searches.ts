import { cleanText } from '../../core/util/coerce';
import { readStoredJson, removeStored, writeStored } from '../../core/util/storage';
import { RECENT_SEARCHES } from '../market-search.data';

/**
 * The search modal's recent searches, kept in localStorage under one key of our own
 * (RECENT_SEARCHES.storageKey): keywords only, most recent first, each once (any case), at most
 * RECENT_SEARCHES.max. Whatever the storage holds is validated on read: corrupt JSON, a wrong
 * type or hostile text gives the valid part (or nothing) and never throws; writing and clearing
 * touch this key only, so no other stored value is ever erased.
 */

/** One keyword as kept: plain text, trimmed, not too long; null when it is not worth keeping. */
export function recentKeyword(value: unknown): string | null {
  const text = cleanText(value, RECENT_SEARCHES.maxLength + 1);
  return text && text.length <= RECENT_SEARCHES.maxLength ? text : null;
}

/** The valid keywords of a stored value, in order, each once, capped. */
export function parseRecent(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const keyword = recentKeyword(item);
    if (keyword && !out.some((k) => k.toLowerCase() === keyword.toLowerCase())) out.push(keyword);
    if (out.length === RECENT_SEARCHES.max) break;
  }
  return out;
}

/** `keyword` first, without its earlier copy, capped; the list itself when the keyword is not kept. */
export function withRecent(list: readonly string[], keyword: string): string[] {
  const kept = recentKeyword(keyword);
  if (!kept) return [...list];
  return [kept, ...list.filter((k) => k.toLowerCase() !== kept.toLowerCase())].slice(0, RECENT_SEARCHES.max);
}

export function readRecent(): string[] {
  return parseRecent(readStoredJson(RECENT_SEARCHES.storageKey));
}

export function writeRecent(list: readonly string[]): void {
  writeStored(RECENT_SEARCHES.storageKey, JSON.stringify(parseRecent(list)));
}

export function clearRecent(): void {
  removeStored(RECENT_SEARCHES.storageKey);
}
