import { lazy } from 'react';
import { createChromeElement, defineOnce } from './create-element';
import { EXCH_HEADER } from './exch-header.meta';
import baseCss from '../react-core/core/element/base.css?inline';

/** `<exch-header>` (described in exch-header.meta.ts). */
export class ExchHeaderElement extends createChromeElement(EXCH_HEADER, {
  // The view is its own chunk, fetched when a tag is on the page, while the site data loads.
  View: lazy(() => import('../react-core/header/header.connected')),
  // The header's own sheet comes with its view chunk (header.connected.tsx adopts it).
  styles: [baseCss],
}) {}

defineOnce(EXCH_HEADER.tag, ExchHeaderElement);
