import { createChromeElement, defineOnce } from './create-element';
import { EXCH_HEADER } from './exch-header.meta';
import baseCss from '../react-core/core/element/base.css?inline';
import headerHostCss from '../react-core/header/header.host.css?inline';
import { loadable } from '../react-core/core/element/loadable';
import { prepareHeader } from '../react-core/header/menu/prepare-header';

const view = () => import('../react-core/header/header.connected');

/** `<exch-header>` (described in exch-header.meta.ts). */
export class ExchHeaderElement extends createChromeElement(EXCH_HEADER, {
  // The view is its own chunk, fetched when a tag is on the page, while the site data loads.
  View: loadable(view),
  // Its box from the start (header.host.css); the rest of its sheet comes with the view.
  styles: [baseCss, headerHostCss],
  // A sub-site's built-in navigation is a chunk of its own (the main site shows the server menu).
  prepare: prepareHeader,
  // Its texts, site data and menu, so its first commit is the complete header.
  loadData: (options, host) => view().then((module) => module.loadHeaderData(options, host)),
}) {}

defineOnce(EXCH_HEADER.tag, ExchHeaderElement);
