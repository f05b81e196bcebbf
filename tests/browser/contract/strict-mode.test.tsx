import { expect } from '@open-wc/testing';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createChromeElement, defineOnce } from '../../../elements/create-element';
import { reactRenderer, type ChromeRenderer } from '../../../react-core/core/element/renderer';
import type { ElementSpec } from '../../../react-core/core/element/element-spec';
import { paintGateHolders } from '../../../react-core/core/layout/paint-gate';
import { EXCH_HEADER } from '../../../react-core/header/header.element';
import { EXCH_FOOTER } from '../../../react-core/footer/footer.element';
import { EXCH_ANNOUNCEMENT } from '../../../react-core/announcement/announcement.element';
import { EXCH_REMINDER } from '../../../react-core/reminder/reminder.element';
import HeaderConnected from '../../../react-core/header/header.connected';
import FooterConnected from '../../../react-core/footer/footer.connected';
import AnnouncementConnected from '../../../react-core/announcement/announcement.connected';
import ReminderConnected from '../../../react-core/reminder/reminder.connected';
import baseCss from '../../../react-core/core/element/base.css?inline';
import footerCss from '../../../react-core/footer/footer.css?inline';
import { ExchAnnouncement, ExchFooter, ExchHeader, ExchReminder } from '../../../react-core/react';
import {
  apiRequests,
  duplicateRequests,
  fetchesIdle,
  nextTask,
  type Persona,
  recordFetch,
  useFault,
  setPersona,
  waitUntil,
  usePage,
  mountMarkup,
} from '../helpers';

/**
 * Renders are pure (issue 7): every element and every `./react` component, mounted under
 * React's StrictMode (which renders twice and mounts, unmounts and mounts again), makes each
 * request once and leaves no paint-gate hold behind.
 */
const strict = (node: ReactNode) => <StrictMode>{node}</StrictMode>;
const strictRenderer: ChromeRenderer<Root> = {
  mount: (container, node) => reactRenderer.mount(container, strict(node)),
  hydrate: (container, node) => reactRenderer.hydrate(container, strict(node)),
  update: (root, node) => reactRenderer.update(root, strict(node)),
  unmount: (root) => reactRenderer.unmount(root),
};

/** The real element (spec and view) under a `strict-*` tag, rendered in StrictMode. */
function defineStrict(spec: ElementSpec, View: ComponentType, styles: readonly string[]): string {
  const tag = spec.tag.replace(/^exch-/, 'strict-');
  defineOnce(tag, createChromeElement({ ...spec, tag: tag as `exch-${string}` }, { View, styles }, strictRenderer));
  return tag;
}
const HEADER = defineStrict(EXCH_HEADER, HeaderConnected, [baseCss]);
const FOOTER = defineStrict(EXCH_FOOTER, FooterConnected, [baseCss, footerCss]);
const ANNOUNCEMENT = defineStrict(EXCH_ANNOUNCEMENT, AnnouncementConnected, [baseCss]);
const REMINDER = defineStrict(EXCH_REMINDER, ReminderConnected, [baseCss]);

/** Resolves once `count` chrome elements or components dispatched exch-ready. */
function readyEvents(count: number): Promise<string[]> {
  const tags: string[] = [];
  return new Promise((resolve) => {
    const onReady = (event: Event) => {
      tags.push((event as CustomEvent<{ tag: string }>).detail.tag);
      if (tags.length === count) {
        document.removeEventListener('exch-ready', onReady);
        resolve(tags);
      }
    };
    document.addEventListener('exch-ready', onReady);
  });
}

/** After every element is ready: once what they ask later (after paint, at idle) is answered too. */
async function expectEachRequestOnce(): Promise<void> {
  await fetchesIdle();
  expect(apiRequests().length, 'the page made API requests').to.be.greaterThan(0);
  expect(duplicateRequests(), 'requests made more than once').to.deep.equal({});
}

describe('StrictMode: pure renders, one request each, no leaked hold', () => {
  usePage();
  beforeEach(() => {
    recordFetch();
  });

  const pages: Array<{ persona: Persona; region: number }> = [
    { persona: 'visitor', region: 0 },
    { persona: 'user', region: 0 },
    { persona: 'visitor', region: 182 },
  ];
  for (const { persona, region } of pages) {
    it(`custom elements: ${persona} on region ${region}`, async () => {
      setPersona(persona);
      const ready = readyEvents(4);
      const page = await mountMarkup<HTMLDivElement>(
        `<div><${HEADER} region="${region}"></${HEADER}><${ANNOUNCEMENT} region="${region}" page="index"></${ANNOUNCEMENT}>` +
          `<${REMINDER} region="${region}"></${REMINDER}><${FOOTER} region="${region}"></${FOOTER}></div>`,
      );
      expect((await ready).sort()).to.deep.equal([ANNOUNCEMENT, FOOTER, HEADER, REMINDER].sort());
      expect(paintGateHolders(), 'holds after every element is ready').to.equal(0);
      await expectEachRequestOnce();
      page.remove();
      // The elements unmount in a microtask after they leave (a move would have come back by then).
      await nextTask();
      expect(paintGateHolders(), 'holds after the elements left').to.equal(0);
    });
  }

  it('./react components', async () => {
    setPersona('user');
    const ready = readyEvents(4);
    const host = await mountMarkup<HTMLDivElement>('<div></div>');
    const root = createRoot(host);
    root.render(
      <StrictMode>
        <ExchHeader region={0} />
        <ExchAnnouncement region={0} page="index" />
        <ExchReminder region={0} />
        <ExchFooter region={0} />
      </StrictMode>,
    );
    expect((await ready).sort()).to.deep.equal([EXCH_ANNOUNCEMENT.tag, EXCH_FOOTER.tag, EXCH_HEADER.tag, EXCH_REMINDER.tag].sort());
    expect(paintGateHolders()).to.equal(0);
    await expectEachRequestOnce();
    root.unmount();
    await waitUntil(() => paintGateHolders() === 0, 'a hold leaked after unmount');
  });

  it('a component unmounted before it is ready releases its hold', async () => {
    useFault('commonData=timeout'); // the footer waits for its site data
    const host = await mountMarkup<HTMLDivElement>('<div></div>');
    const root = createRoot(host);
    root.render(
      <StrictMode>
        <ExchFooter region={0} />
      </StrictMode>,
    );
    await waitUntil(() => paintGateHolders() === 1, 'the component never held the gate');
    root.unmount();
    // Released once the unmount is known to be one (not StrictMode's replay): in the microtask
    // the unmount queued, not when the answer times out 4 s later.
    await Promise.resolve();
    expect(paintGateHolders()).to.equal(0);
  });
});
