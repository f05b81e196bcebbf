// useTranslation re-renders a view when its own texts arrive, and only then: after the first
// paint the panels' texts arrive one namespace at a time, and a page-wide signal re-rendered
// every translated view (the footer's links) on each arrival.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { catalogRef, loadCatalog, registerNamespace } from '../../../react-core/core/i18n/catalogs';
import { useTranslation } from '../../../react-core/core/i18n/use-translation.connected';
import { nextFrame, waitUntil, usePage } from '../helpers';
import { reactRootPerTest } from '../helpers/react-root';

type Key = 'greeting';

/** A namespace whose English file arrives when the test says so. */
function controlledNamespace(name: string, text: string) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  registerNamespace(name, () => arrived.then(() => ({ greeting: text })));
  return { ref: catalogRef<Key>(name), arrive };
}

describe('useTranslation: re-renders for its own texts only', () => {
  usePage();
  const { host: container, root } = reactRootPerTest();

  it('another namespace arriving leaves the view alone; its own arriving shows the text', async () => {
    const own = controlledNamespace('test-own-texts', 'Hello');
    const other = controlledNamespace('test-other-texts', 'Other');
    let renders = 0;
    function View() {
      renders += 1;
      const { t, ready } = useTranslation(own.ref);
      return createElement('p', null, ready ? t('greeting') : 'loading');
    }
    const host = container();
    root().render(createElement(View));
    await waitUntil(() => host.textContent === 'loading', 'the view never rendered');

    // Another view's texts arrive (its load started elsewhere on the page).
    const otherLoad = loadCatalog(other.ref.name, 'en');
    await nextFrame();
    const before = renders;
    other.arrive();
    await otherLoad;
    await nextFrame();
    await nextFrame();
    expect(renders, 'renders after another namespace arrived').to.equal(before);
    expect(host.textContent).to.equal('loading');

    // Its own texts arrive (the view's effect started that load).
    own.arrive();
    await waitUntil(() => host.textContent === 'Hello', 'the view did not show its texts once they arrived');
  });
});
