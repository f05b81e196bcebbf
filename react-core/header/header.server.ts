import type { ServerView } from '../core/element/element-definition';
import { SETTINGS_ENTRY_TEXTS } from '../settings/settings.intl';
import HeaderConnected, { HEADER_VIEW_STYLES } from './header.connected';
import { HEADER_TEXTS } from './header.intl';

/** The header's server render (react-core/server/render.tsx): the view, the sheets it adopts, the texts it reads first. */
export const HEADER_SERVER_VIEW: ServerView = {
  View: HeaderConnected,
  styles: HEADER_VIEW_STYLES,
  namespaces: () => [HEADER_TEXTS.name, SETTINGS_ENTRY_TEXTS.name],
};
