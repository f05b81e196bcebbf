import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { FirstPaintOf } from '../core/element/element-spec';
import type { ANNOUNCEMENT_ELEMENT } from './announcement.element';
import baseCss from '../core/element/base.css?inline';
import announcementHostCss from './announcement-host.css?inline';
import { isNoticeExpected, pageKeyFor, slotOf } from './announcement.rules';
import { currentPathOf, locationPath } from '../core/element/attribute-values';
import { loadable } from '../core/element/loadable';
import { prefs } from '../core/store/prefs';

const view = () => import('./announcement.connected');

/** The announcement bar's runtime, for `<exch-announcement>` and `ExchAnnouncement` alike (element-definition.ts). */
export const ANNOUNCEMENT_DEFINITION: ChromeElementDefinition<FirstPaintOf<typeof ANNOUNCEMENT_ELEMENT>> = {
  // The view, its CSS and the texts are one lazy chunk: the entry only carries this definition.
  View: loadable(view),
  styles: [baseCss, announcementHostCss],
  // A returning visitor's notice keeps its place from the start (announcement-host.css) in the
  // `./react` component, which renders with its page; the element holds none (create-element.ts).
  reserve: (raw) => isNoticeExpected(slotOf(pageKeyFor(currentPathOf(raw.currentPath ?? null) ?? locationPath(), raw.page ?? null))),
  // The bar's texts, its notice and the bulletin, so its first commit is the bar (or nothing).
  loadData: (options) => view().then((module) => module.loadAnnouncementTexts(options.lang ?? prefs.lang)),
  needs: {
    notice: (options, inputs) => view().then((module) => module.loadPageNotice(options, inputs)),
    bulletin: (options, inputs) => view().then((module) => module.loadBulletinIfNeeded(options, inputs)),
  },
};
