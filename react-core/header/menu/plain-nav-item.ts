import type { NavItem } from '../header.types';

/**
 * A navigation entry the chrome makes itself (a sub-site's built-in menu, the Turkish exchange):
 * no description, icon, image, tag or child unless given, a vertical dropdown.
 */
export function plainNavItem(fields: Pick<NavItem, 'id' | 'title' | 'href' | 'external'> & Partial<NavItem>): NavItem {
  return { desc: '', lightIcon: '', darkIcon: '', lightImage: '', darkImage: '', layout: 'vertical', tags: [], children: [], ...fields };
}
