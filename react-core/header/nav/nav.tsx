import { useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react';
import type { NavItem, NavPanels, NavTag } from '../header.types';
import type { Theme } from '../../core/store/prefs';
import { useHorizontalOverflow } from '../../core/layout/use-overflow';
import { useSingleOpen } from '../../core/a11y/use-disclosure';
import { useMenuButton } from '../../core/a11y/use-menu-button';
import { useHoverIntent } from '../../core/layout/use-hover-intent';
import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';
import { isFuturesCompetition, opensNewTab } from '../menu/menu.rules';

/** The futures competition entry shows from 992 px up only (header.css, BREAKPOINTS.futuresCompetition). */
export const topItemClass = (item: NavItem, base: string) => (isFuturesCompetition(item) ? `${base} futures-competition` : base);

/** Spec §3 display tags: 1 custom image, 2 green background, 3 fire, 4 live image, 5 VIP. */
export function Tag({ tag, theme }: { tag: NavTag; theme: Theme }) {
  const icon = theme === 'dark' ? tag.darkIcon || tag.lightIcon : tag.lightIcon || tag.darkIcon;
  if ((tag.type === 1 || tag.type === 4) && icon) {
    return <img className={`tag tag-${tag.type}`} src={icon} alt={tag.word} width={32} height={16} loading="lazy" />;
  }
  if (!tag.word && tag.type !== 3) return null;
  return (
    <span className={`tag tag-${tag.type}`} data-tag={tag.code}>
      {tag.type === 3 && (
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M6 0c1 2.5 4 3.8 4 7a4 4 0 0 1-8 0c0-1.6.8-2.6 1.6-3.3C3.8 5 4.6 5.6 5 6c.2-2 .2-4-1-6z" fill="currentColor" />
        </svg>
      )}
      {tag.word}
    </span>
  );
}

/** Spec §3 Nav item rightIcon and rightNode: an icon and a badge after the title. */
function RightOf({ item }: { item: NavItem }) {
  return (
    <>
      {item.rightIcon && <img className="nav-right-icon" src={item.rightIcon} alt="" width={16} height={16} loading="lazy" data-right-icon="" />}
      {item.rightNode && (
        <span className="nav-right-node" data-right-node="">
          {item.rightNode}
        </span>
      )}
    </>
  );
}

function imageOf(item: NavItem, theme: Theme): string {
  return theme === 'dark' ? item.darkImage || item.lightImage : item.lightImage || item.darkImage;
}

function iconOf(item: NavItem, theme: Theme): string {
  return theme === 'dark' ? item.darkIcon || item.lightIcon : item.lightIcon || item.darkIcon;
}

/** Text for an item that has only an image (spec §5 allows it): its title, else desc, else code. */
function imageAlt(item: NavItem): string {
  return item.title || item.desc || item.id.replace(/[_-]+/g, ' ');
}

export function NavLink({ item, t, theme, active }: { item: NavItem; t: Translator<HeaderKey>; theme: Theme; active?: boolean }) {
  const icon = iconOf(item, theme);
  const image = imageOf(item, theme);
  const content =
    !item.title && image ? (
      <img src={image} alt={imageAlt(item)} width={81} height={24} />
    ) : (
      <>
        {icon && <img className="nav-icon" src={icon} alt="" width={24} height={24} loading="lazy" />}
        <span className="nav-text">
          <span className="nav-title">
            {item.title}
            {item.tags.map((tag) => (
              <Tag key={tag.code} tag={tag} theme={theme} />
            ))}
            <RightOf item={item} />
          </span>
          {item.desc && <span className="nav-desc">{item.desc}</span>}
        </span>
      </>
    );
  if (!item.href || item.disabled)
    return (
      <span className="nav-link is-disabled" aria-disabled="true">
        {content}
      </span>
    );
  return (
    <a
      className="nav-link"
      href={item.href}
      data-nav-id={item.id}
      aria-current={active ? 'page' : undefined}
      {...(opensNewTab(item) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
      {opensNewTab(item) && <span className="exch-sr-only"> {t('ui.newTab')}</span>}
    </a>
  );
}

/** A dropdown's content: the children, in a column or in groups side by side (show_mode). */
export function NavPanel({
  item,
  t,
  theme,
  activePath,
}: {
  item: NavItem;
  t: Translator<HeaderKey>;
  theme: Theme;
  activePath: (href: string | null) => boolean;
}) {
  if (item.layout === 'horizontal') {
    return (
      <div className="panel-columns">
        {item.children.map((group) => (
          <div key={group.id} className="panel-group">
            <p className="panel-group-title">{group.title}</p>
            <ul>
              {(group.children.length ? group.children : [group]).map((child) => (
                <li key={child.id}>
                  <NavLink item={child} t={t} theme={theme} active={activePath(child.href)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="panel-list">
      {item.children.map((child) => (
        <li key={child.id}>
          <NavLink item={child} t={t} theme={theme} active={activePath(child.href)} />
        </li>
      ))}
    </ul>
  );
}

interface TopItemProps {
  item: NavItem;
  panels: NavPanels | null;
  t: Translator<HeaderKey>;
  theme: Theme;
  open: boolean;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
  activePath: (href: string | null) => boolean;
}

/**
 * One top-level entry (WAI-ARIA disclosure navigation pattern): a button that shows its panel
 * on hover, click, Enter/Space or ArrowDown; Escape and focus leaving close it.
 */
function TopItem({ item, panels, t, theme, open, active, onOpen, onClose, activePath }: TopItemProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const image = imageOf(item, theme);
  const intent = useHoverIntent(open, (next) => (next ? onOpen() : onClose()));
  const hosted = panels !== null && panels.hosts(item);
  // A panel mounts on its item's first open and then stays mounted while closed (hidden without
  // dropping its rendering: content-visibility), so a later open repaints nothing new.
  const [panelMounted, setPanelMounted] = useState(false);
  if (hosted && open && !panelMounted) setPanelMounted(true);
  const links = useMemo(() => <NavPanel item={item} t={t} theme={theme} activePath={activePath} />, [item, t, theme, activePath]);
  const onKeyDown = useMenuButton({ shows: () => open, close: onClose, button, into: { open: onOpen, menu: panel } });

  if (item.children.length === 0) {
    if (image && item.href) {
      // Spec §2: an image nav item with a link shows at 81x24.
      return (
        <li className={topItemClass(item, 'top-item')}>
          <a
            className="top-link image-link"
            href={item.href}
            data-nav-id={item.id}
            {...(opensNewTab(item) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <img src={image} alt={imageAlt(item)} width={81} height={24} />
          </a>
        </li>
      );
    }
    if (!item.href) return null;
    return (
      <li className={topItemClass(item, 'top-item')}>
        <a
          className="top-link"
          href={item.href}
          data-nav-id={item.id}
          aria-current={active ? 'page' : undefined}
          {...(opensNewTab(item) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.title}
          {item.tags.map((tag) => (
            <Tag key={tag.code} tag={tag} theme={theme} />
          ))}
          <RightOf item={item} />
        </a>
      </li>
    );
  }

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && (!next || !event.currentTarget.contains(next))) onClose();
  };
  return (
    <li
      className={`top-item has-panel${active ? ' is-active' : ''}`}
      onMouseEnter={() => {
        if (hosted) panels.intent(item);
        intent.onMouseEnter();
      }}
      onMouseLeave={intent.onMouseLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={hosted ? () => panels.intent(item) : undefined}
    >
      <button ref={button} type="button" className="top-link" aria-expanded={open} aria-controls={panelId} data-nav-id={item.id} onClick={intent.onClick}>
        {image ? <img src={image} alt="" width={81} height={24} /> : null}
        {item.title}
        {item.tags.map((tag) => (
          <Tag key={tag.code} tag={tag} theme={theme} />
        ))}
        <svg className="chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* One element whether or not it holds a panel, so aria-controls and focus keep their node. */}
      {hosted && panelMounted ? (
        <div
          key="panel"
          ref={panel}
          id={panelId}
          className={`nav-panel has-extension${open ? '' : ' is-closed'}`}
          inert={!open}
          part="nav-panel"
          data-panel={item.id}
        >
          <panels.Panel item={item} links={links} variant="dropdown" open={open} />
        </div>
      ) : (
        <div key="panel" ref={panel} id={panelId} className={`nav-panel layout-${item.layout}`} hidden={!open} part="nav-panel">
          {links}
        </div>
      )}
    </li>
  );
}

export interface MainNavProps {
  items: readonly NavItem[];
  /** Panels some dropdowns hold beside their links (the market panels); none by default. */
  panels?: NavPanels | null;
  t: Translator<HeaderKey>;
  theme: Theme;
  activeId: string | null;
  activePath: (href: string | null) => boolean;
}

/** Where the user was in a navigation list: the entry holding focus, and how far it was scrolled. */
interface ListPlace {
  focusedId: string | undefined;
  scrollLeft: number;
}

/**
 * The navigation list, one per set of entries (keyed by them in MainNav). Replaced by another
 * menu's list, it hands over where the user was: the focus moves to the new list's node of the
 * same entry, and the list keeps its scroll, so a menu that changes under a keyboard user (the
 * server's after the pre-rendered one, or a refresh during the day) does not drop the focus to
 * the page. The old list's layout-effect cleanup runs before React removes its nodes, the new
 * list's layout effect after it inserted its own, both before the browser paints.
 */
function NavList({ list, place, children }: { list: RefObject<HTMLUListElement | null>; place: RefObject<ListPlace | null>; children: ReactNode }) {
  useLayoutEffect(() => {
    const ul = list.current;
    const handed = place.current;
    place.current = null;
    if (ul && handed) {
      // At once: the list scrolls smoothly for the arrows (header.css); a CSSOM style, which a
      // strict CSP allows, where the `instant` behaviour is newer than the oldest engines.
      ul.style.scrollBehavior = 'auto';
      ul.scrollLeft = handed.scrollLeft;
      ul.style.scrollBehavior = '';
      const same = handed.focusedId && ul.querySelector<HTMLElement>(`[data-nav-id="${CSS.escape(handed.focusedId)}"]`);
      if (same) same.focus({ preventScroll: true });
    }
    return () => {
      if (!ul) return;
      const root = ul.getRootNode() as Document | ShadowRoot;
      const focused = root.activeElement && ul.contains(root.activeElement) ? root.activeElement.closest<HTMLElement>('[data-nav-id]') : null;
      place.current = { focusedId: focused?.dataset.navId, scrollLeft: ul.scrollLeft };
    };
  }, [list, place]);
  return (
    <ul ref={list} className="nav-list">
      {children}
    </ul>
  );
}

/** The horizontal main navigation with overflow arrows (spec §2: 180 px per step). */
export function MainNav({ items, panels = null, t, theme, activeId, activePath }: MainNavProps) {
  const list = useRef<HTMLUListElement>(null);
  const place = useRef<ListPlace>(null);
  // The list is keyed by its entries: another menu (the server's after the pre-rendered or cached
  // one) replaces it with new nodes at once, where moving the old ones aside for a new entry would
  // shift every item after it (a layout shift); the overflow watch follows the new list, and the
  // focus and scroll move over to it (NavList).
  const entries = items.map((item) => item.id).join(' ');
  const { canScrollStart, canScrollEnd, scrollStep } = useHorizontalOverflow(list, entries);
  const menus = useSingleOpen<string>();
  return (
    <nav className="main-nav" aria-label={t('ui.mainNav')} part="nav">
      {canScrollStart && (
        <button type="button" className="nav-arrow start" aria-label={t('ui.scrollLeft')} onClick={() => scrollStep(-1)}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M8 2L4 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      )}
      <NavList key={entries} list={list} place={place}>
        {items.map((item) => (
          <TopItem
            key={item.id}
            item={item}
            panels={panels}
            t={t}
            theme={theme}
            active={item.id === activeId}
            open={menus.open === item.id}
            onOpen={() => menus.show(item.id)}
            onClose={() => menus.hide(item.id)}
            activePath={activePath}
          />
        ))}
      </NavList>
      {canScrollEnd && (
        <button type="button" className="nav-arrow end" aria-label={t('ui.scrollRight')} onClick={() => scrollStep(1)}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      )}
    </nav>
  );
}
