import { expect } from '@open-wc/testing';
import { StrictMode, type ComponentType } from 'react';
import { createChromeComponent } from '../../../react-core/react/create-component';
import { ExchAnnouncement, ExchHeader } from '../../../react-core/react';
import { useMarkReady } from '../../../react-core/core/element/context';
import type { ElementSpec } from '../../../react-core/core/element/element-spec';
import type { HostInputs } from '../../../react-core/core/element/element-definition';
import { nextTask, resetChrome, waitUntil, usePage } from '../helpers';
import { reactRootPerTest } from '../helpers/react-root';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';

/**
 * A `./react` component keeps the element's contract for its first paint: it drives the same
 * definition (view, reserve, first-paint data), so its first commit is the complete view, with
 * the data loaded from the props it was given, and its box reserved meanwhile.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function CompleteView() {
  useMarkReady(true);
  return <p data-view>complete</p>;
}

describe('first commit of a ./react component', () => {
  usePage();
  const { host: container, root } = reactRootPerTest();

  function render(node: React.ReactNode): HTMLElement {
    root().render(<StrictMode>{node}</StrictMode>);
    return container();
  }

  it('loads the first-paint data from its props before one commit puts the complete view in', async () => {
    const data = deferred<void>();
    const calls: HostInputs[] = [];
    const spec = {
      tag: 'exch-test-first-commit',
      attributes: [{ prop: 'page', attribute: 'page', type: 'string' }],
      properties: { menu: { description: '', type: 'object' } },
      events: ['exch-ready'],
    } as unknown as ElementSpec;
    const Component = createChromeComponent(spec, {
      View: CompleteView as ComponentType,
      styles: [],
      loadData: (_options, inputs) => {
        calls.push(inputs);
        return data.promise;
      },
    }) as ComponentType<Record<string, unknown>>;
    const menu = { list: [] };
    const page = render(<Component page="wallet" menu={menu} />);
    await waitUntil(() => page.querySelector('[data-exch-chrome]')?.shadowRoot, 'no shadow root');
    const host = page.querySelector<HTMLElement>('[data-exch-chrome]')!;
    await waitUntil(() => calls.length > 0, 'the data was never asked for');
    expect(calls[0]?.raw.page, 'the attribute props').to.equal('wallet');
    expect(calls[0]?.objects.menu, 'the object props').to.equal(menu);

    await nextTask();
    expect(host.shadowRoot!.querySelectorAll('[data-exch-mount] *').length, 'nothing rendered before the data is in').to.equal(0);
    const mutations: number[] = [];
    const observer = new MutationObserver((records) => mutations.push(records.length));
    observer.observe(host.shadowRoot!, { childList: true, subtree: true });
    data.resolve();
    await waitUntil(() => host.shadowRoot!.querySelector('[data-view]'), 'the view never rendered');
    await nextTask();
    observer.disconnect();
    expect(mutations, 'one commit put the view in').to.deep.equal([1]);
    expect(host.hasAttribute('data-exch-ready')).to.equal(true);
  });

  it('ExchHeader: the first commit is the complete header, never its placeholder', async () => {
    resetChrome();
    const seen: string[] = [];
    // A sub-site (the UK): its navigation is built in (loaded before the first commit), so no
    // server menu can arrive late and leave the header waiting for it.
    const page = render(<ExchHeader region={182} lang="en" currentPath="/" />);
    await waitUntil(() => page.querySelector('[data-exch-chrome="exch-header"]')?.shadowRoot, 'no shadow root');
    const host = page.querySelector<HTMLElement>('[data-exch-chrome="exch-header"]')!;
    const observer = new MutationObserver(() => {
      if (host.shadowRoot!.querySelector('.header-reserve')) seen.push('placeholder');
      if (host.shadowRoot!.querySelector('[data-action="login"]')) seen.push('complete');
    });
    observer.observe(host.shadowRoot!, { childList: true, subtree: true });
    await waitUntil(() => host.hasAttribute('data-exch-ready'), 'the header never became ready');
    observer.disconnect();
    expect(seen[0], 'what the first commit showed').to.equal('complete');
    expect(seen).to.not.include('placeholder');
  });

  it('ExchAnnouncement reserves the bar a returning visitor expects, as the element does', async () => {
    resetChrome();
    // The page's last notice, not dismissed (announcement.rules.ts).
    localStorage.setItem(STORAGE_KEY.announcementLast, JSON.stringify({ index: 'n1' }));
    const page = render(<ExchAnnouncement currentPath="/" lang="en" />);
    await waitUntil(() => page.querySelector('[data-exch-chrome="exch-announcement"]')?.shadowRoot, 'no shadow root');
    const host = page.querySelector<HTMLElement>('[data-exch-chrome="exch-announcement"]')!;
    expect(host.hasAttribute('data-exch-reserved')).to.equal(true);
    expect(host.getBoundingClientRect().height, 'the reserved height').to.be.greaterThan(0);
  });
});
