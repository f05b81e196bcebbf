import { useEffect, useState } from 'react';
import { loadHeaderMenu, readCachedMenu, requestServerMenu, type MenuResult } from './menu/menu.load';
import { validateMenu } from './menu/menu.validate';
import type { Compliance } from '../core/site/compliance';
import type { LanguageCode } from '../core/i18n/languages';

/**
 * The navigation for this language. The menu request starts from an effect, once per page and
 * language (`requestServerMenu` deduplicates it), alongside the common data and compliance
 * requests; the items are validated once the compliance menu is known, so a hidden entry never
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
  const [shown, setShown] = useState<MenuResult | null>(() =>
    rendered && !pageMenu && serverMenu ? { items: validateMenu(rendered, { lang, platform: 'web', compliance }), source: 'rendered' } : null,
  );
  useEffect(() => {
    if (!pageMenu && serverMenu) void requestServerMenu(base, lang);
  }, [base, lang, pageMenu, serverMenu]);
  useEffect(() => {
    if (!ready || (!pageMenu && !serverMenu)) return undefined;
    let live = true;
    const cached = pageMenu ? null : readCachedMenu({ base, lang, compliance });
    // A later change (a language switched in place, new compliance) keeps the last menu until
    // the new one is validated, a request the page already made away (no blank bar); the first
    // paint waits for the compliance menu, so an entry it hides never shows.
    if (cached) setShown({ items: cached, source: 'cache' });
    loadHeaderMenu({ base, lang, compliance, pageMenu, requestList: () => requestServerMenu(base, lang) }).then(
      (next) => {
        if (live) setShown(next);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [base, lang, compliance, ready, pageMenu, serverMenu]);
  return shown;
}
