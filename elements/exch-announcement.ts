import { lazy } from 'react';
import { createChromeElement, defineOnce } from './create-element';
import { EXCH_ANNOUNCEMENT } from './exch-announcement.meta';
import baseCss from '../react-core/core/element/base.css?inline';

/** `<exch-announcement>` (described in exch-announcement.meta.ts). */
export class ExchAnnouncementElement extends createChromeElement(EXCH_ANNOUNCEMENT, {
  // The view, its CSS and the texts are one lazy chunk: the entry only carries this definition.
  View: lazy(() => import('../react-core/announcement/announcement.connected')),
  styles: [baseCss],
}) {}

defineOnce(EXCH_ANNOUNCEMENT.tag, ExchAnnouncementElement);
