import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { nextFrame, waitUntil, whenReady, usePage, mountMarkup } from '../helpers';

/**
 * Issue 29 (a phone's CPU): on the way to its first paint the chrome asks the browser only what
 * that paint needs. Each read below is a synchronous trip to the browser or a fresh parse, a few
 * ms each on a throttled phone, and the first commit's effects run before the paint:
 * - the cookie jar is read once, with the preferences, as the chrome starts (resetChrome stands
 *   in for that start here): not again by a view;
 * - each media query is parsed once for the page, however many elements and renders use it;
 * - the User-Agent hints (the search shortcut's label) and the connection's details (whether to
 *   preload at idle) are read after the paint, not in the first commit.
 */
interface Reads {
  cookie: number;
  userAgentData: number;
  connection: number;
  media: Map<string, number>;
}

function countReads(): { reads: Reads; restore: () => void } {
  const reads: Reads = { cookie: 0, userAgentData: 0, connection: 0, media: new Map() };
  const restores: Array<() => void> = [];
  const countGetter = (proto: object, name: string, count: () => void) => {
    const original = Object.getOwnPropertyDescriptor(proto, name);
    if (!original?.get) return;
    const get = original.get;
    Object.defineProperty(proto, name, {
      ...original,
      get(this: unknown) {
        count();
        return get.call(this) as unknown;
      },
    });
    restores.push(() => Object.defineProperty(proto, name, original));
  };
  countGetter(Document.prototype, 'cookie', () => (reads.cookie += 1));
  countGetter(Navigator.prototype, 'userAgentData', () => (reads.userAgentData += 1));
  countGetter(Navigator.prototype, 'connection', () => (reads.connection += 1));
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => {
    reads.media.set(query, (reads.media.get(query) ?? 0) + 1);
    return matchMedia.call(window, query);
  };
  restores.push(() => {
    window.matchMedia = matchMedia;
  });
  return { reads, restore: () => restores.forEach((restore) => restore()) };
}

describe('what the first paint asks of the browser', () => {
  let restore: (() => void) | undefined;
  usePage({ viewport: { width: 390, height: 844 } });
  beforeEach(() => {
    // A phone: the footer's and the announcement's layouts follow media queries here.
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('no cookie read, no User-Agent hints or connection details, and each media query once, until the first frame of the chrome', async () => {
    const counted = countReads();
    restore = counted.restore;
    const { reads } = counted;
    // Read in the frame after the last element is ready (the bench's "complete"): the first
    // commits and their effects have run, the work after the paint has not.
    let atReady: { cookie: number; userAgentData: number; connection: number } | undefined;
    const wrapper = await mountMarkup<HTMLDivElement>(
      '<div><exch-header region="0"></exch-header><exch-announcement region="0" page="index"></exch-announcement><exch-footer region="0"></exch-footer></div>',
    );
    const elements = [...wrapper.children];
    let pending = elements.length;
    await new Promise<void>((resolve) => {
      for (const element of elements)
        element.addEventListener('exch-ready', () => {
          pending -= 1;
          if (pending > 0) return;
          requestAnimationFrame(() => {
            atReady = { cookie: reads.cookie, userAgentData: reads.userAgentData, connection: reads.connection };
            resolve();
          });
        });
    });
    expect(atReady, 'reads until the first frame').to.deep.equal({ cookie: 0, userAgentData: 0, connection: 0 });
    for (const [query, count] of reads.media) expect(count, `matchMedia("${query}")`).to.be.at.most(1);

    // Later renders read the same lists: a theme change re-renders every element.
    const before = new Map(reads.media);
    for (const element of elements) element.setAttribute('theme', 'dark');
    await waitUntil(() => elements.every((element) => element.shadowRoot?.querySelector('.exch-root[data-theme="dark"]')), 'the theme re-rendered');
    await nextFrame();
    expect([...reads.media], 'no query parsed again').to.deep.equal([...before]);

    // After the paint, at idle: the header's search button learns the platform's shortcut.
    const header = wrapper.querySelector('exch-header')!;
    await whenReady(header);
    await waitUntil(() => header.shadowRoot?.querySelector('[data-action="search"]')?.hasAttribute('aria-keyshortcuts'), 'no shortcut label after the paint');
    expect(reads.userAgentData + Number(!('userAgentData' in navigator)), 'the hints read after the paint').to.be.greaterThan(0);
  });
});
