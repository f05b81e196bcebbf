import { useEffect, useMemo, useState } from 'react';
import { fetchMenuList, loadHeaderMenu, readCachedMenu, type MenuResult } from './menu/menu.load';
import type { Compliance } from '../core/site/compliance';
import type { LanguageCode } from '../core/i18n/languages';

/**
 * The navigation for this language. The menu request starts at once, alongside the common data
 * and compliance requests; the items are validated once the compliance menu is known, so a
 * hidden entry never flashes. A cached menu shows meanwhile (no blank bar on a repeat visit).
 */
export function useHeaderMenu(base: string, lang: LanguageCode, compliance: Compliance, ready: boolean, pageMenu: unknown): MenuResult | null {
  const [result, setResult] = useState<MenuResult | null>(null);
  const request = useMemo(() => {
    if (pageMenu) return null;
    const controller = new AbortController();
    return { controller, list: fetchMenuList({ base, lang, compliance, signal: controller.signal }) };
  }, [base, lang, pageMenu]);
  useEffect(() => () => request?.controller.abort(), [request]);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const cached = pageMenu ? null : readCachedMenu({ base, lang, compliance });
    setResult(cached ? { items: cached, source: 'cache' } : null);
    loadHeaderMenu({ base, lang, compliance, pageMenu, pending: request?.list, signal: request?.controller.signal }).then(
      (next) => {
        if (live) setResult(next);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [base, lang, compliance, ready, pageMenu, request]);
  return result;
}
