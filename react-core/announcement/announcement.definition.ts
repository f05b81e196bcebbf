import type { ChromeElementDefinition } from '../core/element/element-definition';
import baseCss from '../core/element/base.css?inline';
import announcementHostCss from './announcement.host.css?inline';
import { isNoticeExpected, pageKeyFor, slotOf } from './announcement.rules';
import { currentPathOf, locationPath } from '../core/element/attribute-values';
import { loadable } from '../core/element/loadable';

const view = () => import('./announcement.connected');

/** The announcement bar's runtime, for `<exch-announcement>` and `ExchAnnouncement` alike (element-definition.ts). */
export const ANNOUNCEMENT_DEFINITION: ChromeElementDefinition = {
  // The view, its CSS and the texts are one lazy chunk: the entry only carries this definition.
  View: loadable(view),
  styles: [baseCss, announcementHostCss],
  // A returning visitor's notice keeps its place from the start (announcement.host.css) in the
  // `./react` component, which renders with its page; the element holds none (create-element.ts).
  reserve: (raw) => isNoticeExpected(slotOf(pageKeyFor(currentPathOf(raw.currentPath ?? null) ?? locationPath(), raw.page ?? null))),
  // The notice and the bar's texts, so its first commit is the bar (or nothing).
  loadData: (options, inputs) => view().then((module) => module.loadAnnouncementData(options, inputs)),
};
