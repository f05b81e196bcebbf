import { createRoot } from 'react-dom/client';
import { ChromeRoot } from '../../react-core/core/element/chrome-root';
import baseCss from '../../react-core/core/element/base.css?inline';
import footerCss from '../../react-core/footer/footer.css?inline';
import '../../react-core/footer/footer.intl';
import FooterConnected from '../../react-core/footer/footer.connected';

/**
 * The floor of the first-paint bench: the same footer view, store and data, rendered by a plain
 * React 19 page (no custom element, no r2wc, no shadow root).
 */
const style = document.createElement('style');
// The base sheet targets :host; on a plain page the container stands in for it.
style.textContent = baseCss.replace(/:host/g, '#floor') + footerCss;
document.head.append(style);
const host = document.getElementById('floor') as HTMLElement;
createRoot(host).render(<ChromeRoot host={host} raw={{ region: host.dataset.region ?? '0' }} View={FooterConnected} onReady={() => {}} />);
