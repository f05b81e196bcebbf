import { expect } from '@open-wc/testing';
import '../../../elements/index';
import '../helpers/notifications';
import type { TestBellElement } from '../helpers/notifications';
import { $, freshPage, has, injectedHandlersHadTheirChance, recordFetch, shadowText, waitForShadow, waitUntil, usePage, mountChrome } from '../helpers';

/**
 * Untrusted texts from the API (message titles and contents, announcement text and links) must
 * stay inert. The mock never serves such payloads, so these answers are stubbed.
 */
declare global {
  interface Window {
    __xss?: number;
  }
}
const PAYLOAD = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload="window.__xss=1"><circle r="5"/></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1" id="js">js link</a>',
  '<a href=" JaVa\tScRiPt:window.__xss=1">tab link</a>',
  '<a href="//evil.example/steal">scheme-relative</a>',
  '<a href="https://ok.example/x" onclick="window.__xss=1">ok link</a>',
  '<b style="background:url(javascript:1)">bold</b>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
].join(' ');

const stubs = {
  '/herald/renew/tab': [{ code: 'announce', name: 'Announcements<img src=x onerror="window.__xss=1">', unread_num: 1, is_show: 1, content: 'x' }],
  '/herald/renew/record': {
    list: [
      {
        id: 1,
        title: '<img src=x onerror="window.__xss=1">Hello',
        content: PAYLOAD,
        isread: 0,
        type: 'announce',
        send_timest: 1793491200,
        template_id: 'url',
        extras: { url: 'javascript:window.__xss=1', notice_content: '<img src=x onerror="window.__xss=1">' },
        link: 'javascript:window.__xss=1',
      },
    ],
    total: 1,
    unread_num: 1,
  },
  '/herald/msg/unread/num': { announce: 1 },
  '/herald/msg/read': { msg_type: 'announce', marked: 1 },
  '/site/announcement': { index: { content_id: 'evil-1', content: PAYLOAD, link: 'javascript:window.__xss=1' } },
};

function expectInert(root: ParentNode): void {
  const active = Array.from(root.querySelectorAll('img, script, iframe, form, svg:not([aria-hidden="true"])'), (e) => e.localName);
  expect(active).to.deep.equal([]);
  for (const a of Array.from(root.querySelectorAll('a'))) {
    const href = a.getAttribute('href');
    if (href !== null) expect(href, href).to.match(/^(\/(?![/\\])|https?:\/\/)/);
    expect(a.getAttribute('onclick')).to.equal(null);
  }
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) expect(attr.name.startsWith('on'), `${el.localName}[${attr.name}]`).to.equal(false);
    expect(el.getAttribute('style') ?? '').not.to.contain('javascript');
  }
}

describe('XSS payloads render inert', () => {
  usePage({ viewport: { width: 1280, height: 900 } });
  beforeEach(() => {
    window.__xss = undefined;
  });

  it('in message titles, contents, notices, tab names and links (panel)', async () => {
    freshPage('user');
    recordFetch(stubs);
    const el = await mountChrome<TestBellElement>('test-bell', '', { ready: false });
    const button = await waitForShadow<HTMLButtonElement>(el, '.ntf-bell-button');
    button.click();
    const item = await waitForShadow(el, '.ntf-msg');
    // Titles and tab names are text: the markup shows as typed.
    expect(item.querySelector('.ntf-msg-title')!.textContent).to.contain('<img src=x onerror="window.__xss=1">Hello');
    expect($(el, '[role="tab"]')!.textContent).to.contain('<img');
    // A javascript: url or link never makes the message clickable.
    expect(item.querySelector('.ntf-msg-link') !== null, 'javascript: link made the message a link').to.equal(false);
    const content = item.querySelector('.ntf-msg-content')!;
    expect(content.querySelector('b')!.textContent).to.equal('bold');
    const ok = Array.from(content.querySelectorAll('a')).find((a) => a.textContent === 'ok link')!;
    expect(ok.getAttribute('href')).to.equal('https://ok.example/x');
    expect(ok.target).to.equal('_blank');
    expect(ok.rel).to.contain('noopener');
    expect(content.querySelector('#js') !== null, 'javascript: link kept').to.equal(false);
    // The notice shows on expand, as text.
    $<HTMLButtonElement>(el, '.ntf-msg-toggle')!.click();
    await waitForShadow(el, '.ntf-msg-notice');
    expect($(el, '.ntf-msg-notice')!.textContent).to.contain('<img');
    expectInert(el.shadowRoot!.querySelector('.ntf-panel')!);
    await injectedHandlersHadTheirChance();
    expect(window.__xss).to.equal(undefined);
  });

  it('on the full page', async () => {
    freshPage('user');
    recordFetch(stubs);
    const el = await mountChrome('exch-reminder', '', { ready: '.ntf-msg' });
    expectInert(el.shadowRoot!.querySelector('.ntf-page-list')!);
    expect(shadowText(el)).to.contain('<img src=x onerror="window.__xss=1">Hello');
    await injectedHandlersHadTheirChance();
    expect(window.__xss).to.equal(undefined);
  });

  it('in the announcement text and link', async () => {
    freshPage('visitor');
    recordFetch(stubs);
    const el = await mountChrome('exch-announcement', 'current-path="/"', { ready: '.ann-bar' });
    expectInert(el.shadowRoot!);
    expect(has(el, '.ann-more')).to.equal(false); // the javascript: link is dropped
    expect($(el, '.ann-text b')!.textContent).to.equal('bold');
    await injectedHandlersHadTheirChance();
    expect(window.__xss).to.equal(undefined);
  });

  it('the sanitiser is not just the browser being lenient: a raw innerHTML of the same payload would run', async () => {
    const probe = document.createElement('div');
    document.body.append(probe);
    probe.innerHTML = `<img src="" onerror="window.__xss=1">`;
    await waitUntil(() => window.__xss === 1, 'the control payload did not run');
    probe.remove();
  });
});
