import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { searchShortcutListeners } from '../../../react-core/market-search/search/search-shortcut';
import { holdNavigation, $, typeInto, waitUntil, mountChrome } from '../helpers';
import { TAGS, activeElement, waitForRows, useMarketPage } from '../helpers/market-search';

/**
 * Issue 27, keyboard first: Ctrl+K, Cmd+K and "/" open the search modal from anywhere on the
 * page, never while the user types; one listener per page; the button says the shortcut; the
 * number of results is said politely as the user types.
 */
const button = (el: Element) => $<HTMLButtonElement>(el, 'button[data-action="search"]');
const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const field = (el: Element) => $<HTMLInputElement>(el, 'dialog input[type="search"]')!;
const isOpen = (el: Element) => dialog(el)?.open === true;

type Shortcut = 'Control+k' | 'Meta+k' | '/';

/** Presses a shortcut as a user does: the modifier down, the key, the modifier up. */
async function press(shortcut: Shortcut): Promise<void> {
  if (shortcut === '/') return sendKeys({ press: '/' });
  const [modifier, key] = shortcut.split('+') as [string, string];
  await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  await sendKeys({ up: modifier });
}

async function mount(attrs = ''): Promise<HTMLElement> {
  const el = await mountChrome<HTMLElement>(TAGS.search, `${attrs}`, { ready: false });
  await waitUntil(() => button(el) !== null, 'no Search button');
  return el;
}

async function openedWithFocusInField(el: HTMLElement): Promise<void> {
  await waitUntil(() => isOpen(el) && activeElement(el) === field(el), 'the shortcut did not open the modal with focus in its field');
}

async function closeWithEscape(el: HTMLElement): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await waitUntil(() => !isOpen(el), 'Escape did not close');
}

describe('the search shortcut', () => {
  let release = () => undefined as void;
  useMarketPage({ recordRequests: true });
  beforeEach(() => {
    release = holdNavigation();
    (document.activeElement as HTMLElement | null)?.blur();
  });
  afterEach(() => {
    release();
    document.querySelectorAll('[data-test-page-field]').forEach((node) => node.remove());
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/'] as const) {
    it(`${shortcut} opens the modal from the page; Escape closes it and gives focus back`, async () => {
      const el = await mount();
      const outside = Object.assign(document.createElement('button'), { textContent: 'page button' });
      outside.setAttribute('data-test-page-field', '');
      document.body.append(outside);
      outside.focus();
      await press(shortcut);
      await openedWithFocusInField(el);
      await closeWithEscape(el);
      await waitUntil(() => document.activeElement === outside, 'focus did not return to what had it');
    });
  }

  it('does nothing while the user types: a text field, a textarea or a contenteditable of the page, or the modal’s own field', async () => {
    const el = await mount();
    const typing = [
      Object.assign(document.createElement('input'), { type: 'text' }),
      document.createElement('textarea'),
      Object.assign(document.createElement('div'), { contentEditable: 'true', tabIndex: 0 }),
    ];
    for (const target of typing) {
      target.setAttribute('data-test-page-field', '');
      document.body.append(target);
      target.focus();
      await press('Control+k');
      await sendKeys({ type: '/x' });
      // The keys reached the field (a positive signal), and the modal stayed shut.
      const text = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : target.textContent;
      expect(text, target.localName).to.contain('/x');
      expect(isOpen(el), `opened from a ${target.localName}`).to.equal(false);
    }
    (document.activeElement as HTMLElement).blur();
    await press('/');
    await openedWithFocusInField(el);
    await sendKeys({ type: '/' });
    expect(field(el).value, 'typed into the search field').to.equal('/');
    // A search field's first Escape clears its text (the browser's own), the next closes.
    await sendKeys({ press: 'Escape' });
    await closeWithEscape(el);
  });

  it('one listener per page, whatever the number of headers; none once the last one goes; none where search is hidden', async () => {
    // Elements of earlier tests unmount their views after they leave the page.
    await waitUntil(() => searchShortcutListeners() === 0, 'a listener left from before');
    const first = await mount();
    const second = await mount();
    expect(searchShortcutListeners()).to.equal(1);
    await press('Control+k');
    await openedWithFocusInField(first);
    expect(isOpen(second), 'one modal, from the first header').to.equal(false);
    await closeWithEscape(first);
    first.remove();
    second.remove();
    await waitUntil(() => searchShortcutListeners() === 0, 'the listener stayed after the last header left');
    const hidden = await mountChrome<HTMLElement>(TAGS.search, 'hidden-search', { ready: false });
    await press('Control+k');
    expect($(hidden, 'dialog'), 'no modal where search is hidden').to.equal(null);
    expect(searchShortcutListeners()).to.equal(0);
  });

  it('the button says the shortcut for the platform (tooltip and aria-keyshortcuts)', async () => {
    const el = await mount();
    await waitUntil(() => button(el)!.hasAttribute('aria-keyshortcuts'), 'no aria-keyshortcuts');
    const apple = /mac|iphone|ipad/i.test(navigator.platform);
    expect(button(el)!.getAttribute('aria-keyshortcuts')).to.equal(apple ? 'Meta+K /' : 'Control+K /');
    expect(button(el)!.title).to.equal(apple ? 'Search (⌘K)' : 'Search (Ctrl+K)');
    expect(button(el)!.getAttribute('aria-label'), 'the name stays "Search"').to.equal('Search');
  });

  it('says the number of results politely once the typing pauses', async () => {
    const el = await mount();
    button(el)!.click();
    await waitUntil(() => isOpen(el) && field(el) !== null);
    await waitForRows(el);
    const status = $<HTMLElement>(el, '[data-result-count]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent, 'nothing for an empty keyword').to.equal('');
    await typeInto(field(el), 'btc');
    await waitUntil(() => /^\d+ markets? found$/.test(status.textContent ?? ''), `said "${status.textContent}"`);
    const rows = Number(/^\d+/.exec(status.textContent!)![0]);
    expect(rows).to.be.greaterThan(1);
  });
});
