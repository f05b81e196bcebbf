import { useCallback, useMemo } from 'react';
import { activeTopLevel } from '../menu/menu.rules';
import { isActiveTradeItem, normalizePath } from '../../core/routes/active-path';
import { stripLanguagePrefix } from '../../core/routes/links';
import { LANGUAGE_CODES } from '../../core/i18n/languages';
import type { NavItem } from '../header.types';

const CODES = LANGUAGE_CODES;

/** The §2 active-item rule for the nav: which link is the current page, which top item holds it. */
export function useActivePath(items: readonly NavItem[], currentPath: string) {
  const activePath = useCallback(
    (href: string | null) => {
      if (!href) return false;
      if (isActiveTradeItem(href, currentPath)) return true;
      return normalizePath(href) === normalizePath(stripLanguagePrefix(currentPath, CODES));
    },
    [currentPath],
  );
  const activeId = useMemo(() => activeTopLevel(items, currentPath), [items, currentPath]);
  return { activePath, activeId };
}
