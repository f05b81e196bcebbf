import type { ServerView } from '../core/element/element-definition';
import { legalSiteOf } from '../core/region/regions';
import FooterConnected from './footer.connected';
import { FOOTER_TEXTS, footerLegalTexts } from './footer.intl';

/** The footer's server render (react-core/server/render.tsx): its sheets are all in its definition; its texts and its site's legal texts. */
export const FOOTER_SERVER_VIEW: ServerView = {
  View: FooterConnected,
  styles: [],
  namespaces: (site) => [FOOTER_TEXTS.name, footerLegalTexts(legalSiteOf(site)).name],
};
