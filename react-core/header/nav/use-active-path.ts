import { useCallback, useMemo } from 'react';
import { activeTopLevel } from '../menu/menu.rules';
import { isActiveTradeItem, normalizePath } from '../../core/routes/active-path';
import { stripLanguagePrefix, stripSitePrefix } from '../../core/routes/links';
import { LANGUAGE_CODES } from '../../core/i18n/languages';
import type { NavItem } from '../header.types';

const CODES = LANGUAGE_CODES;

/**
 * The §2 active-item rule for the nav: which link is the current page, which top item holds it.
 * `items` and `currentPath` are without the site prefix; the links the views ask about carry it
 * (spec §2 "site prefix", core/routes/links.ts), so it comes off them first.
 */
export function useActivePath(items: readonly NavItem[], currentPath: string, sitePrefix = '') {
  const activePath = useCallback(
    (link: string | null) => {
      if (!link) return false;
      const href = stripSitePrefix(link, sitePrefix);
      if (isActiveTradeItem(href, currentPath)) return true;
      return normalizePath(href) === normalizePath(stripLanguagePrefix(currentPath, CODES));
    },
    [currentPath, sitePrefix],
  );
  const activeId = useMemo(() => activeTopLevel(items, currentPath), [items, currentPath]);
  return { activePath, activeId };
}
