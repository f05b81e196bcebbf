import type { ServerView } from '../core/element/element-definition';
import AnnouncementConnected, { ANNOUNCEMENT_VIEW_STYLES } from './announcement.connected';
import { ANNOUNCEMENT_TEXTS } from './announcement.intl';

/** The bar's server render (react-core/server/render.tsx): the view, the sheet it adopts, the texts it reads. */
export const ANNOUNCEMENT_SERVER_VIEW: ServerView = {
  View: AnnouncementConnected,
  styles: ANNOUNCEMENT_VIEW_STYLES,
  namespaces: () => [ANNOUNCEMENT_TEXTS.name],
};
