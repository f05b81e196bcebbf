import { expect, waitUntil } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { createChromeElement, defineOnce } from '../../../elements/create-element';
import { loadable } from '../../../react-core/core/element/loadable';
import { useMarkReady } from '../../../react-core/core/element/context';
import type { ElementSpec } from '../../../react-core/core/element/element-spec';

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
function define(View: ComponentType): string {
  const tag = `test-first-commit-${++serial}` as `exch-${string}`;
  const spec = { tag, attributes: [], properties: {}, events: ['exch-ready'] } as const satisfies ElementSpec;
  defineOnce(tag, createChromeElement(spec, { View, styles: [] }));
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
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    expect(el.shadowRoot?.querySelector('[data-exch-mount]')?.childNodes.length ?? 0).to.equal(0);

    const mutations: number[] = [];
    const observer = new MutationObserver((records) => mutations.push(records.length));
    observer.observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    code.resolve({ default: CompleteView });
    await waitUntil(() => views(el) === 1, 'the view never rendered');
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    observer.disconnect();
    expect(loads).to.equal(1);
    expect(mutations, 'one commit put the view in').to.deep.equal([1]);
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
