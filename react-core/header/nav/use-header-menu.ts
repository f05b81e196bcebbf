import { useEffect, useReducer, useRef, useState } from 'react';
import {
  answeredServerMenu,
  loadHeaderMenu,
  paintableCachedMenu,
  readCachedMenu,
  rememberServerMenu,
  requestServerMenu,
  watchServerMenu,
  type MenuResult,
} from '../menu/menu.loader';
import { afterChromePaint } from '../../core/layout/paint-gate';
import { validateMenu } from '../menu/menu.mappers';
import type { Compliance } from '../../core/site/compliance';
import type { LanguageCode } from '../../core/i18n/languages';

/** The menu shown; `list` and `compliance` when it is the server's answer the first render showed. */
type Shown = MenuResult & { list?: readonly unknown[]; compliance?: Compliance };

/**
 * The navigation for this language. The menu request starts from an effect (an element starts
 * it before it mounts: header.loader.ts), once per page and language (`requestServerMenu`
 * deduplicates it), alongside the common data and compliance requests; the items are validated once the compliance menu is known, so a hidden entry never
 * flashes. A cached menu shows meanwhile (no blank bar on a repeat visit).
 */
export function useHeaderMenu(
  base: string,
  lang: LanguageCode,
  compliance: Compliance,
  ready: boolean,
  pageMenu: unknown,
  /** False on the sub-sites, which use their built-in navigation (spec §6). */
  serverMenu = true,
  /**
   * The raw menu server-rendered HTML was rendered with (server-state.ts): the first render
   * (server and hydration pass alike) validates it against the same compliance menu, so both
   * show the same items; the page's own load (a newer menu, a cached one) replaces it after.
   */
  rendered?: readonly unknown[],
): MenuResult | null {
  const [shown, setShown] = useState<Shown | null>(() => {
    if (pageMenu || !serverMenu) return null;
    if (rendered) return { items: validateMenu(rendered, { lang, platform: 'web', compliance }), source: 'rendered' };
    // The element loaded the menu before mounting (loadHeaderData): the first render shows it.
    const answered = ready ? answeredServerMenu(base, lang) : null;
    const items = answered ? validateMenu(answered, { lang, platform: 'web', compliance }) : [];
    if (items.length > 0) return { items, source: 'server', list: answered ?? undefined, compliance };
    // A repeat visit: the cached menu is the first paint's, and the request waits for that paint.
    const cachedList = ready ? paintableCachedMenu(base, lang) : null;
    const cachedItems = cachedList ? validateMenu(cachedList, { lang, platform: 'web', compliance }) : [];
    return cachedItems.length > 0 ? { items: cachedItems, source: 'cache' } : null;
  });
  // Whether the first render painted from the cache: the menu request then starts after the paint.
  const [paintedFromCache] = useState(() => shown?.source === 'cache');
  // Bumped by each new list a revalidation brings (the tab shown again, every 30 minutes): the
  // load below runs again and replaces the menu in place when its items changed.
  const [revision, revised] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (pageMenu || !serverMenu) return undefined;
    return watchServerMenu(base, lang, revised);
  }, [base, lang, pageMenu, serverMenu]);
  // What is on screen, for the load below (written after each commit, read by effects only).
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  });
  useEffect(() => {
    if (pageMenu || !serverMenu) return undefined;
    if (!paintedFromCache) {
      void requestServerMenu(base, lang);
      return undefined;
    }
    let live = true;
    void afterChromePaint().then(() => {
      if (live) void requestServerMenu(base, lang);
    });
    return () => {
      live = false;
    };
  }, [base, lang, pageMenu, serverMenu, paintedFromCache]);
  useEffect(() => {
    if (!ready || (!pageMenu && !serverMenu)) return undefined;
    // The first render showed the server's answer, validated against this compliance menu: it
    // stays (no second validation and render of the same menu); only the cache learns it.
    const answered = pageMenu ? null : answeredServerMenu(base, lang);
    if (answered && shownNow.current?.list === answered && shownNow.current.compliance === compliance) {
      rememberServerMenu(base, lang, answered);
      return undefined;
    }
    let live = true;
    const cached = pageMenu ? null : readCachedMenu({ base, lang, compliance });
    // A later change (a language switched in place, new compliance) keeps the last menu until
    // the new one is validated, a request the page already made away (no blank bar); the first
    // paint waits for the compliance menu, so an entry it hides never shows.
    const fromCacheNow = paintedFromCache && shownNow.current?.source === 'cache';
    if (cached && !fromCacheNow) setShown({ items: cached, source: 'cache' });
    const requestList = () => (fromCacheNow ? afterChromePaint().then(() => requestServerMenu(base, lang)) : requestServerMenu(base, lang));
    loadHeaderMenu({ base, lang, compliance, pageMenu, requestList }).then(
      (next) => {
        if (!live) return;
        // A revalidation (of a menu painted from the cache, or of the server's): the same items
        // change nothing.
        if ((fromCacheNow || revision > 0) && JSON.stringify(next.items) === JSON.stringify(shownNow.current?.items)) return;
        setShown(next);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [base, lang, compliance, ready, pageMenu, serverMenu, paintedFromCache, revision]);
  return shown;
}
