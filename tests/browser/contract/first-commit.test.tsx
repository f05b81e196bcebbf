import { expect } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { createChromeElement, defineOnce } from '../../../elements/create-element';
import { loadable } from '../../../react-core/core/element/loadable';
import { useMarkReady } from '../../../react-core/core/element/context';
import type { ElementSpec } from '../../../react-core/core/element/element-spec';
import type { LoadViewData } from '../../../react-core/core/element/element-definition';
import '../../../elements/index';
import { preloadGet, resetPreloads } from '../../../react-core/core/api/preload';
import { buildUrl, getInit } from '../../../react-core/core/api/url';
import { announcementRequest, commonDataRequest, complianceRequest, headerMenuRequest } from '../../../react-core/core/api/requests';
import { FIRST_MOUNT_HOLD_MS } from '../../../react-core/core/element/first-mount-batch';
import { nextTask, waitUntil, clearLoads, answerArrived, usePage } from '../helpers';

/**
 * An element's first paint is one commit of its complete view, announced in that commit (issue 8):
 * - the view's code starts loading when the element connects, not in an effect after a first
 *   empty commit, and React mounts once with the view;
 * - `exch-ready` is dispatched in the commit that shows the content (before the browser paints
 *   it and before any other task), as a page listening for it would expect.
 */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let serial = 0;
function define(View: ComponentType, loadData?: LoadViewData): string {
  const tag = `test-first-commit-${++serial}` as `exch-${string}`;
  const spec = { tag, attributes: [], properties: {}, events: ['exch-ready'] } as const satisfies ElementSpec;
  defineOnce(tag, createChromeElement(spec, { View, styles: [], loadData }));
  return tag;
}

function CompleteView() {
  useMarkReady(true);
  return <p data-view>complete</p>;
}

const views = (el: Element) => el.shadowRoot?.querySelectorAll('[data-view]').length ?? 0;

describe('first commit of an element', () => {
  afterEach(() => {
    document.querySelectorAll('[data-first-commit]').forEach((el) => el.remove());
  });

  it('starts loading its view when it connects and mounts once, with the view', async () => {
    const code = deferred<{ default: ComponentType }>();
    let loads = 0;
    const tag = define(
      loadable(() => {
        loads += 1;
        return code.promise;
      }),
    );
    const el = document.createElement(tag);
    el.setAttribute('data-first-commit', '');
    document.body.append(el);
    expect(loads, 'the view is requested in the connect itself').to.equal(1);

    // Nothing rendered (the host keeps its box) until the code is in.
    await nextTask();
    expect(el.shadowRoot?.querySelector('[data-exch-mount]')?.childNodes.length ?? 0).to.equal(0);

    const mutations: number[] = [];
    const observer = new MutationObserver((records) => mutations.push(records.length));
    observer.observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    code.resolve({ default: CompleteView });
    await waitUntil(() => views(el) === 1, 'the view never rendered');
    await nextTask();
    observer.disconnect();
    expect(loads).to.equal(1);
    expect(mutations, 'one commit put the view in').to.deep.equal([1]);
  });

  it('mounts once the data its first render reads are in, with the view complete', async () => {
    const data = deferred<void>();
    let answer = '';
    function DataView() {
      useMarkReady(answer !== '');
      return <p data-view>{answer || 'reserve'}</p>;
    }
    const tag = define(DataView, () => data.promise.then(() => void (answer = 'the answer')));
    const el = document.createElement(tag);
    el.setAttribute('data-first-commit', '');
    document.body.append(el);
    await nextTask();
    expect(views(el), 'nothing renders before its data').to.equal(0);
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(el.shadowRoot?.querySelector('[data-view]')?.textContent ?? ''));
    observer.observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true, characterData: true });
    data.resolve();
    await waitUntil(() => views(el) === 1, 'the view never rendered');
    await nextTask();
    observer.disconnect();
    expect(texts, 'one commit, with the data').to.deep.equal(['the answer']);
  });

  it('dispatches exch-ready in the commit that shows its content, before any later task', async () => {
    const tag = define(CompleteView);
    const order: string[] = [];
    const el = document.createElement(tag);
    el.setAttribute('data-first-commit', '');
    el.addEventListener('exch-ready', () => order.push(`ready, content ${views(el) === 1 ? 'in' : 'missing'}`));
    // A mutation observer's callback runs at the end of the task that changed the DOM: the
    // event must come before it, i.e. within the commit's own task.
    const observer = new MutationObserver(() => {
      if (views(el) === 1 && !order.includes('committed')) order.push('committed');
    });
    document.body.append(el);
    observer.observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    await waitUntil(() => order.length >= 2, `saw only ${order.join(' / ')}`);
    observer.disconnect();
    expect(order).to.deep.equal(['ready, content in', 'committed']);
  });
});

/**
 * The chrome's own elements on a page whose first-paint requests the boot script started (the
 * answers are in before the elements connect, as on a phone, where the code takes longer than
 * the API): the first commit of each is its complete view, never its reserved box first.
 */
describe('first commit of the chrome elements, with their data on the way', () => {
  // Wide: the navigation in the bar (below 992 px it lives in the drawer).
  usePage({ viewport: { width: 1440, height: 900 } });
  beforeEach(async () => {
    resetPreloads();
    clearLoads();
    // What the boot script starts for a visitor page of the main site (elements/boot.ts).
    const urls = [commonDataRequest(0, 'en'), complianceRequest(0), headerMenuRequest('en'), announcementRequest('index', 'en')].map(({ path, query }) =>
      buildUrl('', path, query),
    );
    for (const url of urls) void preloadGet(url, getInit());
    await waitUntil(() => urls.every((url) => answerArrived(url)), 'the preloaded answers never arrived');
  });
  afterEach(() => {
    document.querySelectorAll('[data-first-commit]').forEach((el) => el.remove());
    resetPreloads();
  });

  /** Connects the element and records, at every DOM change in its shadow root, what shows. */
  async function firstCommits(tag: string, attrs: Record<string, string>, complete: string, reserve: string) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.setAttribute('data-first-commit', '');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const root = el.shadowRoot as ShadowRoot;
      const state = root.querySelector(complete) ? 'complete' : root.querySelector(reserve) ? 'reserve' : null;
      if (state && seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    const ready = new Promise((resolve) => el.addEventListener('exch-ready', resolve, { once: true }));
    document.body.append(el);
    await ready;
    await nextTask();
    observer.disconnect();
    return seen;
  }

  it('the header commits its navigation first, not its reserved bar', async () => {
    const seen = await firstCommits('exch-header', { region: '0', lang: 'en' }, '[data-nav-id="trade_head"]', '.header-reserve');
    expect(seen).to.deep.equal(['complete']);
  });

  it('the footer commits its columns first, not its reserved space', async () => {
    const seen = await firstCommits('exch-footer', { region: '0', lang: 'en' }, '[part="column"] a', '.footer-reserve');
    expect(seen).to.deep.equal(['complete']);
  });
});

/**
 * The elements' first client renders commit together (first-mount-batch.ts): one task, one
 * frame for the whole chrome, unless one of them is late by more than FIRST_MOUNT_HOLD_MS.
 */
describe('first commits of several elements', () => {
  afterEach(() => {
    document.querySelectorAll('[data-first-commit]').forEach((el) => el.remove());
  });

  function dataElement(data: Deferred<void>): HTMLElement {
    let loaded = false;
    function DataView() {
      useMarkReady(loaded);
      return loaded ? <p data-view>complete</p> : null;
    }
    const el = document.createElement(define(DataView, () => data.promise.then(() => void (loaded = true))));
    el.setAttribute('data-first-commit', '');
    return el;
  }

  it('commit in one task when their data come in a task apart', async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const a = dataElement(first);
    const b = dataElement(second);
    // What the page shows in the task of the first element's exch-ready (a microtask of it).
    const shownWithFirst = new Promise<number>((resolve) =>
      a.addEventListener('exch-ready', () => queueMicrotask(() => resolve(views(a) + views(b))), { once: true }),
    );
    document.body.append(a, b);
    // The second's data come in the next task (a zero-delay timer, queued before the first's data
    // come, so it is due before the first element's hold starts: no idle period comes between).
    // eslint-disable-next-line no-restricted-syntax
    const secondInNextTask = new Promise<void>((resolve) => setTimeout(resolve)).then(() => second.resolve());
    first.resolve();
    await secondInNextTask;
    expect(await shownWithFirst, 'both views in the task that completed the first').to.equal(2);
  });

  it('do not wait for a sibling whose data are late', async () => {
    const late = deferred<void>();
    const onTime = deferred<void>();
    const waiting = dataElement(late);
    const shown = dataElement(onTime);
    document.body.append(waiting, shown);
    const started = performance.now();
    onTime.resolve();
    await waitUntil(() => views(shown) === 1, 'the element on time never rendered');
    expect(performance.now() - started, 'held for the hold time at most (and a task)').to.be.below(FIRST_MOUNT_HOLD_MS + 250);
    expect(views(waiting), 'the late one still loads').to.equal(0);
    late.resolve();
    await waitUntil(() => views(waiting) === 1, 'the late element never rendered once its data came');
  });
});
