import { createChromeElement, defineOnce } from './create-element';
import { EXCH_ANNOUNCEMENT } from './exch-announcement.meta';
import baseCss from '../react-core/core/element/base.css?inline';
import announcementHostCss from '../react-core/announcement/announcement.host.css?inline';
import { isNoticeExpected, pageKeyFor } from '../react-core/announcement/announcement.page';
import { currentPathOf, locationPath } from '../react-core/core/element/attribute-values';
import { loadable } from '../react-core/core/element/loadable';

const view = () => import('../react-core/announcement/announcement.connected');

/** `<exch-announcement>` (described in exch-announcement.meta.ts). */
export class ExchAnnouncementElement extends createChromeElement(EXCH_ANNOUNCEMENT, {
  // The view, its CSS and the texts are one lazy chunk: the entry only carries this definition.
  View: loadable(view),
  styles: [baseCss, announcementHostCss],
  // A returning visitor's notice keeps its place from the start (announcement.host.css).
  reserve: (element) => {
    const path = currentPathOf(element.getAttribute('current-path')) ?? locationPath();
    return isNoticeExpected(pageKeyFor(path, element.getAttribute('page')));
  },
  // The notice and the bar's texts, so its first commit is the bar (or nothing).
  loadData: (options, host) => view().then((module) => module.loadAnnouncementData(options, host)),
}) {}

defineOnce(EXCH_ANNOUNCEMENT.tag, ExchAnnouncementElement);
