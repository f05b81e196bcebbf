import { proxy } from 'valtio/vanilla';
import { readStored, removeStored, writeStored } from '../../core/util/storage';
import { STORAGE_KEY } from '../../core/util/storage-keys';
import { registerReset } from '../../core/util/resets';

/**
 * The user's starred markets (issue 27): row ids (`{kind}:{market}`, stable across reloads),
 * newest last. One proxy for the page, so every element shows the same stars at once; kept in
 * localStorage under STORAGE_KEY.marketFavourites (validated on read: a corrupt value is dropped
 * alone) and followed across the browser's tabs through the `storage` event. A page can hand in
 * the account's favourites (the header's `favourites` property); each toggle by the user fires
 * `exch-favourites-change` so the page can save them to the account.
 */
export const FAVOURITES_MAX = 200;
/** What a row id looks like: a market kind, a colon, a market code without spaces or markup characters. */
export const FAVOURITE_ID = /^(?:spot|alpha|pilot|preMarket|futures|delivery|options):[^\s<>"'`]{1,160}$/;

export const favourites = proxy({ ids: [] as string[] });

/** Any value in: the valid ids, once each, in order, at most FAVOURITES_MAX (the newest kept). */
export function validFavourites(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = [...new Set(value.filter((id): id is string => typeof id === 'string' && FAVOURITE_ID.test(id)))];
  return ids.slice(-FAVOURITES_MAX);
}

function readFavourites(): string[] {
  const text = readStored(STORAGE_KEY.marketFavourites);
  if (text === undefined) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  // Not JSON, or not a list at all: drop this key alone (every other stored choice stays).
  if (!Array.isArray(stored)) removeStored(STORAGE_KEY.marketFavourites);
  return validFavourites(stored);
}

function save(ids: string[]): void {
  favourites.ids = ids;
  writeStored(STORAGE_KEY.marketFavourites, JSON.stringify(ids));
}

let started = false;
function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY.marketFavourites || event.key === null) favourites.ids = readFavourites();
}

/** Reads the stored stars and follows other tabs' changes (once per page; from effects and actions). */
export function startFavourites(): void {
  if (started) return;
  started = true;
  favourites.ids = readFavourites();
  window.addEventListener('storage', onStorage);
}

export interface FavouriteChange {
  ids: string[];
  id: string;
  favourite: boolean;
}

/** Stars or unstars a row; returns the change (what `exch-favourites-change` carries). */
export function toggleFavourite(id: string): FavouriteChange {
  startFavourites();
  if (!FAVOURITE_ID.test(id)) return { ids: [...favourites.ids], id, favourite: false };
  const favourite = !favourites.ids.includes(id);
  const ids = favourite ? validFavourites([...favourites.ids, id]) : favourites.ids.filter((x) => x !== id);
  save(ids);
  return { ids: [...ids], id, favourite };
}

/** The page's own list (the header's `favourites` property), validated; it replaces the stored one. */
export function setFavourites(value: unknown): void {
  startFavourites();
  save(validFavourites(value));
}

/** For tests: forget the page's state (storage is the test's to clear). */
export function resetFavourites(): void {
  if (started) window.removeEventListener('storage', onStorage);
  started = false;
  favourites.ids = [];
}

registerReset(resetFavourites);
