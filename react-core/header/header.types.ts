import type { AccountKey } from './account/account.intl';
/**
 * The header's view-model types, shared by the menu layer (header/menu), the account layer
 * (header/account) and the views. Everything here is already validated and safe to render:
 * hrefs passed `safeHref`, image URLs are http(s) or relative, texts are plain strings.
 */

/** Display-tag types of spec §3: 1 custom image, 2 green background, 3 fire, 4 live image, 5 VIP. */
export type NavTagType = 1 | 2 | 3 | 4 | 5;

export interface NavTag {
  type: NavTagType;
  code: string;
  word: string;
  lightIcon: string;
  darkIcon: string;
}

/** Layout of a dropdown (spec §3: 1 vertical, 2 horizontal). */
export type NavLayout = 'vertical' | 'horizontal';

/** One navigation entry (spec §3 Nav item), top level or child. */
export interface NavItem {
  /** The server code; unique among siblings. */
  id: string;
  title: string;
  desc: string;
  /** Safe href, or null for a pure group heading. */
  href: string | null;
  /** External links (jump_type 2) open in a new tab. */
  external: boolean;
  lightIcon: string;
  darkIcon: string;
  /** An image item (spec §2: shown at 81x24 when it has a link). */
  lightImage: string;
  darkImage: string;
  layout: NavLayout;
  tags: NavTag[];
  children: NavItem[];
  disabled?: boolean;
  /**
   * Where the link opens (spec §3 Nav item `target`): `_blank` a new tab, `_self` this one.
   * Absent: a new tab for external links (jump_type 2), this one otherwise.
   */
  target?: NavTarget;
  /** Spec §3 Nav item `rightIcon`: a safe image URL shown after the title (decorative). */
  rightIcon?: string;
  /** Spec §3 Nav item `rightNode`: a short badge text shown after the title ("20 USDT"). */
  rightNode?: string;
}

export type NavTarget = '_self' | '_blank';

/** An entry of the wallet, orders or personal menus (spec §2 Funds, Orders, Account). */
export interface AccountEntry {
  id: string;
  /** i18n key of the `account` namespace (header/account/intl). */
  label: AccountKey;
  labelVars?: Record<string, string>;
  href: string;
  disabled?: boolean;
}

/**
 * Panels a navigation item's dropdown (or drawer section) holds beside its own links: the
 * market panels of trade_head, derivatives and buy_coins_head (header/nav/market-nav-panels.tsx).
 * The views take them as an extension, so they stay plain views (the bench's React floor renders
 * them without any).
 */
export interface NavPanels {
  /** Whether the item's dropdown holds a panel. */
  hosts(item: NavItem): boolean;
  /** The item's hover, focus or touch: starts what its panel shows first (idempotent). */
  intent(item: NavItem): void;
  /** The panel, rendered from the item's first open; `links` are the item's own links; `open`: shown now (a dropdown keeps it mounted while closed). */
  Panel: import('react').ComponentType<{ item: NavItem; links: import('react').ReactNode; variant: 'dropdown' | 'drawer'; open?: boolean }>;
}
