import { expect, oneEvent } from '@open-wc/testing';
import '../../../elements/index';
import type { TrackDetail } from '../../../react-core/core/element/track';
import { $, holdNavigation, nextTask, waitForShadow, mountChrome, usePage } from '../helpers';

/** Every exch-track of the test, as the page's analytics bridge would see it. */
const tracked: TrackDetail[] = [];
const onTrack = (event: Event) => tracked.push((event as CustomEvent<TrackDetail>).detail);

describe('exch-track: the named clicks reach the page as one typed event', () => {
  let release: () => void;
  usePage({ viewport: { width: 1440, height: 900 } });
  beforeEach(() => {
    tracked.length = 0;
    document.addEventListener('exch-track', onTrack);
    release = holdNavigation();
  });
  afterEach(() => {
    document.removeEventListener('exch-track', onTrack);
    release();
  });

  it('the header: a nav link and the login button, each once, with the element, id and href', async () => {
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0"', { ready: false });
    const login = await waitForShadow<HTMLAnchorElement>(el, '[data-action="login"]');
    const event = oneEvent(document, 'exch-track');
    login.click();
    const { detail, bubbles, composed } = (await event) as CustomEvent<TrackDetail>;
    expect({ bubbles, composed }).to.deep.equal({ bubbles: true, composed: true });
    expect(detail).to.deep.equal({ name: 'login', properties: { element: 'exch-header', href: '/login' } });
    $<HTMLAnchorElement>(el, 'a[data-nav-id="markets_head"], a.top-link[data-nav-id]').click();
    await nextTask();
    expect(tracked).to.have.length(2);
    expect(tracked[1]!.name).to.equal('nav-link');
    expect(tracked[1]!.properties.element).to.equal('exch-header');
    expect(tracked[1]!.properties.id).to.be.a('string');
  });

  it('the footer: a link column entry; a picker toggle is no named click', async () => {
    const el = await mountChrome<HTMLElement>('exch-footer', 'region="0"', { ready: false });
    const fee = await waitForShadow<HTMLAnchorElement>(el, 'a[data-link-id="fee"]');
    fee.click();
    await nextTask();
    $<HTMLButtonElement>(el, '[data-picker="lang"] button').click();
    await nextTask();
    expect(tracked).to.deep.equal([{ name: 'footer-link', properties: { element: 'exch-footer', id: 'fee', href: '/fee' } }]);
  });
});
