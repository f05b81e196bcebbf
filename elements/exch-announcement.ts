import { createChromeElement, defineOnce } from './create-element';
import { EXCH_ANNOUNCEMENT } from './exch-announcement.meta';
import { ANNOUNCEMENT_DEFINITION } from '../react-core/announcement/announcement.definition';

/** `<exch-announcement>` (described in exch-announcement.meta.ts; its runtime in announcement.definition.ts). */
export class ExchAnnouncementElement extends createChromeElement(EXCH_ANNOUNCEMENT, ANNOUNCEMENT_DEFINITION) {}

defineOnce(EXCH_ANNOUNCEMENT.tag, ExchAnnouncementElement);
