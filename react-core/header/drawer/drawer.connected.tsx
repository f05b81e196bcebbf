import Drawer, { DRAWER_VIEW_CSS, type DrawerProps } from './drawer';
import { useMarketNavPanels } from '../nav/market-nav-panels';
import { MobileSettingsEntry } from '../../settings/mobile-settings-entry.connected';
import mobileSettingsCss from '../../settings/mobile-settings-entry.css?inline';

/** The drawer's sheets, for a host that adopts them ahead of the first open (header.connected.tsx). */
export const DRAWER_CSS = [DRAWER_VIEW_CSS, mobileSettingsCss];

/**
 * The drawer as the header shows it (its own chunk, loaded at idle on narrow screens): the view
 * with the market panels in its Trade, Derivatives and Buy crypto sections and the settings rows.
 */
export default function DrawerConnected(props: Omit<DrawerProps, 'panels' | 'settings'>) {
  const panels = useMarketNavPanels();
  return <Drawer {...props} panels={panels} settings={<MobileSettingsEntry />} />;
}
