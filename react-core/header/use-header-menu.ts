import { useEffect, useState } from 'react';
import { loadHeaderMenu, readCachedMenu, type MenuResult } from './menu/menu.load';
import type { Compliance } from '../core/site/compliance';
import type { LanguageCode } from '../core/i18n/languages';

/**
 * The navigation for this language: the cached menu at once (no blank bar on a repeat visit),
 * then whatever the loader settles on (page menu, server, cache, bundled). Waits for the
 * compliance menu so a hidden entry never flashes.
 */
export function useHeaderMenu(base: string, lang: LanguageCode, compliance: Compliance, ready: boolean, pageMenu: unknown): MenuResult | null {
  const [result, setResult] = useState<MenuResult | null>(null);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const cached = pageMenu ? null : readCachedMenu({ base, lang, compliance });
    setResult(cached ? { items: cached, source: 'cache' } : null);
    loadHeaderMenu({ base, lang, compliance, pageMenu, signal: controller.signal }).then(
      (next) => {
        if (!controller.signal.aborted) setResult(next);
      },
      () => {},
    );
    return () => controller.abort();
  }, [base, lang, compliance, ready, pageMenu]);
  return result;
}
