import { useEffect, useState } from 'react';
import { answeredServerMenu, rememberServerMenu, requestServerMenu } from '../menu/menu.loader';
import { hiddenCodesOf } from '../menu/menu.mappers';
import { CACHE_NAME, readCache } from '../../core/cache/cache';
import type { LanguageCode } from '../../core/i18n/languages';
import { useHydration } from '../../core/element/context';

const NONE: ReadonlySet<string> = new Set();

/** The menu as last answered for this language, or as cached (spec §5 cache rule). */
function knownList(base: string, lang: LanguageCode): unknown[] | null {
  return answeredServerMenu(base, lang) ?? readCache(CACHE_NAME.menu(base), lang, (value) => (Array.isArray(value) ? value : null)) ?? null;
}

const sameCodes = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((code) => b.has(code));

/**
 * Spec §6: "a feature hidden in the server menu data is hidden on those sites": the codes the
 * server menu marks hidden, for a header showing its built-in navigation (every sub-site, and the
 * main site when the new menu system is off or restricted). The menu is the page's one
 * deduplicated request (requestServerMenu; the element starts it before its first render, and
 * the first render uses it when it has answered by then, header.loader.ts), else the cached one;
 * a later answer that hides more takes those entries out. Nothing when `enabled` is false (the
 * testnet, whose navigation is its own).
 */
export function useServerHiddenCodes(base: string, lang: LanguageCode, enabled: boolean): ReadonlySet<string> {
  // A server render and its hydration pass use what the server rendered with (its menu, if it
  // sent one), so the hydrated DOM is the server's; the effect below applies the page's own.
  const hydration = useHydration();
  const [codes, setCodes] = useState<ReadonlySet<string>>(() => {
    if (!enabled) return NONE;
    return hydration ? hiddenCodesOf(hydration.menu ?? null) : hiddenCodesOf(knownList(base, lang));
  });
  useEffect(() => {
    if (!enabled) {
      setCodes(NONE);
      return undefined;
    }
    let live = true;
    const apply = (list: unknown[] | null) => {
      const next = list ? hiddenCodesOf(list) : NONE;
      setCodes((shown) => (sameCodes(shown, next) ? shown : next));
    };
    apply(knownList(base, lang));
    void requestServerMenu(base, lang).then((list) => {
      if (!live || !list) return;
      rememberServerMenu(base, lang, list);
      apply(list);
    });
    return () => {
      live = false;
    };
  }, [base, lang, enabled]);
  return codes;
}
