import { expect } from '@open-wc/testing';
import { $, nextTask, resetChrome, waitUntil, mountChrome, mountMarkup } from '../helpers';
import type { ChromeTagName } from '../../../react-core/chrome-elements';

/**
 * The element contract (issue 7; contract §3), one suite run against each of the four elements,
 * as Shoelace runs one base suite against every form control: bare boolean attributes and their
 * removal, properties set before the element was defined, moves keep state, invalid values warn
 * once, events bubble and are composed, page CSS cannot reach in, a second definition is harmless.
 *
 * This file must not import the elements statically: the first test defines them, after the
 * page set properties on tags that are not upgraded yet.
 */
interface ContractCase {
  tag: ChromeTagName;
  /** A boolean attribute and, where the element shows it, what it hides. */
  flag: { attribute: string; prop: string; shows?: string };
}

/** One case per element of the list (react-core/chrome-elements.ts): a new element without one is a type error. */
const CASE_OF: { [T in ChromeTagName]: Omit<ContractCase, 'tag'> } = {
  'exch-header': { flag: { attribute: 'hidden-register', prop: 'hiddenRegister', shows: '[data-action="signup"]' } },
  'exch-footer': { flag: { attribute: 'hidden-language', prop: 'hiddenLanguage', shows: '[data-picker="lang"]' } },
  'exch-announcement': { flag: { attribute: 'testnet', prop: 'testnet' } },
  'exch-reminder': { flag: { attribute: 'testnet', prop: 'testnet' } },
};
const CASES: ContractCase[] = Object.entries(CASE_OF).map(([tag, item]) => ({ tag: tag as ChromeTagName, ...item }));

const readyCount = new WeakMap<EventTarget, number>();
/** Every exch-ready seen on document, with what was true while it was dispatched. */
const readyEvents: Array<{ event: CustomEvent<{ tag: string }>; target: EventTarget }> = [];
document.addEventListener('exch-ready', (event) => {
  const target = event.composedPath()[0] as EventTarget;
  readyEvents.push({ event, target });
  readyCount.set(target, (readyCount.get(target) ?? 0) + 1);
});

const whenReady = (el: Element, times = 1) => waitUntil(() => (readyCount.get(el) ?? 0) >= times, `<${el.localName}> never dispatched exch-ready`);

type Props = HTMLElement & Record<string, unknown>;

/** Tags on the page before the script: the page set properties on them while they were not defined. */
let early: Props[] = [];
let earlyPage: HTMLDivElement;

describe('element contract', () => {
  // Its own setup, not usePage: the tags parsed before their definitions serve every test of the file.
  before(async () => {
    resetChrome();
    for (const { tag } of CASES) expect(customElements.get(tag), `${tag} defined too early`).to.equal(undefined);
    // Not a fixture: fixtures are removed after each test, and these serve every test of the file.
    earlyPage = document.createElement('div');
    earlyPage.innerHTML = CASES.map(({ tag }) => `<${tag}></${tag}>`).join('');
    document.body.append(earlyPage);
    early = CASES.map(({ tag }) => earlyPage.querySelector(tag) as Props);
    for (const el of early) {
      el.region = 182;
      el.currentPath = '/';
    }
    await import('../../../elements/index');
  });
  after(() => earlyPage.remove());

  for (const [index, item] of CASES.entries()) {
    describe(`<${item.tag}>`, () => {
      it('applies properties set before it was defined, reflected to attributes', async () => {
        const el = early[index] as Props;
        await whenReady(el);
        expect(el.getAttribute('region')).to.equal('182');
        expect(el.region).to.equal(182);
        expect(el.getAttribute('current-path')).to.equal('/');
        expect(el.shadowRoot?.mode).to.equal('open');
      });

      it('reads a bare boolean attribute as true, and its removal as false', async () => {
        const el = await mountChrome<Props>(item.tag, `region="0" ${item.flag.attribute}`, { ready: false });
        await whenReady(el);
        expect(el[item.flag.prop]).to.equal(true);
        if (item.flag.shows) expect($(el, item.flag.shows), `${item.flag.attribute} hides ${item.flag.shows}`).to.equal(null);
        el.removeAttribute(item.flag.attribute);
        expect(el[item.flag.prop]).to.equal(false);
        if (item.flag.shows) await waitUntil(() => $(el, item.flag.shows as string), `removing ${item.flag.attribute} did not show it again`);
        el[item.flag.prop] = true;
        expect(el.hasAttribute(item.flag.attribute)).to.equal(true);
        expect(el.getAttribute(item.flag.attribute)).to.equal('');
      });

      it('keeps its rendered tree when moved in the DOM', async () => {
        const page = await mountMarkup<HTMLDivElement>(`<div><section></section><section><${item.tag} region="0"></${item.tag}></section></div>`);
        const el = page.querySelector(item.tag) as HTMLElement;
        await whenReady(el);
        const rendered = el.shadowRoot?.querySelector('.exch-root');
        expect(rendered).to.not.equal(null);
        page.querySelector('section')!.append(el);
        // An unmount would run in a microtask after the move, a new render would end in a new
        // exch-ready: after a task it is ready, and with the same tree.
        await nextTask();
        await waitUntil(() => el.matches(':state(ready)'), 'not ready after the move');
        expect(el.shadowRoot?.querySelector('.exch-root'), 'the same DOM, not a new render').to.equal(rendered);
        expect(readyCount.get(el)).to.equal(1);
      });

      it('warns once per page about an invalid value, and renders the default', async () => {
        const said: string[] = [];
        const warn = console.warn;
        console.warn = (...args: unknown[]) => said.push(args.map(String).join(' '));
        try {
          const bad = `9${index}9`;
          const page = await mountMarkup<HTMLDivElement>(`<div><${item.tag} region="${bad}"></${item.tag}><${item.tag} region="${bad}"></${item.tag}></div>`);
          const [a, b] = Array.from(page.querySelectorAll(item.tag));
          await whenReady(a as Element);
          await whenReady(b as Element);
          expect(said.filter((line) => line.includes(`unknown region "${bad}"`))).to.have.length(1);
        } finally {
          console.warn = warn;
        }
      });

      it('dispatches its events bubbling and composed, from the element', async () => {
        const start = readyEvents.length;
        const el = await mountChrome<HTMLElement>(item.tag, 'region="0"', { ready: false });
        await whenReady(el);
        const { event } = readyEvents.slice(start).find((seen) => seen.target === el)!;
        expect(event.bubbles).to.equal(true);
        expect(event.composed).to.equal(true);
        expect(event.detail.tag).to.equal(item.tag);
      });

      it('is not reached by the page CSS', async () => {
        const style = document.createElement('style');
        style.textContent = `${item.tag}, ${item.tag} * { color: rgb(255, 0, 0) !important; font: 31px serif !important; letter-spacing: 9px !important; text-transform: uppercase !important; }
          * { display: inline !important; } div, a, button { visibility: hidden; }`;
        document.head.append(style);
        try {
          const el = await mountChrome<HTMLElement>(item.tag, 'region="0"', { ready: false });
          await whenReady(el);
          const root = $(el, '.exch-root') as HTMLElement;
          const css = getComputedStyle(root);
          expect(css.color).to.not.equal('rgb(255, 0, 0)');
          expect(css.fontSize).to.equal('14px');
          expect(css.letterSpacing).to.equal('normal');
          expect(css.textTransform).to.equal('none');
          expect(css.visibility).to.equal('visible');
          expect(css.display).to.equal('block');
        } finally {
          style.remove();
        }
      });

      it('is harmless when defined twice or when its module loads twice', async () => {
        const defined = customElements.get(item.tag);
        const { defineOnce } = await import('../../../elements/create-element');
        expect(() => defineOnce(item.tag, class extends HTMLElement {})).to.not.throw();
        // A second copy of the elements' module (another bundle on the page) defines nothing.
        await import(/* @vite-ignore */ `../../../elements/index.ts?twice=${item.tag}`);
        expect(customElements.get(item.tag)).to.equal(defined);
      });
    });
  }
});
