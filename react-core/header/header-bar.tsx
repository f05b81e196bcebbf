import { useLayoutEffect } from 'react';
import { HeaderView, type HeaderViewProps } from './header';
import type { DrawerProps } from './drawer/drawer';
import { useDrawer } from './drawer/use-drawer';
import { loadable } from '../core/element/loadable';

const Drawer = loadable(() => import('./drawer/drawer.connected'));

/** The drawer's code, for the header's idle preload. */
export const preloadDrawerView = Drawer.preload;

export interface HeaderBarProps {
  view: Omit<HeaderViewProps, 'onOpenDrawer' | 'drawerOpen'>;
  /** The drawer's props while it is mounted (narrow screens, from its idle preload or first open). */
  drawer: Omit<DrawerProps, 'open' | 'onClose' | 'panels' | 'settings' | 'layerRef'> | null;
  /**
   * Mounts the drawer: its idle preload does, or else its first open. The drawer then stays
   * mounted, closed, so a tap only reveals it.
   */
  mountDrawer: () => void;
}

/**
 * The header bar and its drawer, with the drawer's open state. A tap on the menu button re-renders
 * this component only: its props were made by the element's last render and keep their identity,
 * so the parts passed in (the account area, the tools) bail out, and none of the element's hooks
 * (menu, site data, preloads and their effects) run again. Before, each open re-rendered the whole
 * header in the tap's task.
 */
export function HeaderBar({ view, drawer, mountDrawer }: HeaderBarProps) {
  const { open, setOpen, close, layer, syncLayer } = useDrawer();
  // After every commit (before its paint): the layer as the user last left it.
  useLayoutEffect(syncLayer);
  const show = () => {
    if (!drawer) mountDrawer();
    setOpen(true);
  };
  return (
    <>
      <HeaderView {...view} onOpenDrawer={show} drawerOpen={open} />
      {drawer && <Drawer {...drawer} open={open} onClose={close} layerRef={layer} />}
    </>
  );
}
