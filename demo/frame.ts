import { STORAGE_KEY } from '../react-core/core/util/storage-keys';

/**
 * The QA preview (demo/frame.html, in the QA page's iframe): the query string becomes what a page
 * author would write: the attributes (region, lang, theme, the header's hidden-* flags), or the
 * pre-rendered server HTML of the site and language (dist/snippets) with or without the one
 * script; and the announcement as a first or a returning visitor sees it (the notice shown last
 * time is remembered, announcement.rules.ts; the element's bar opens over the page either way).
 */
const q = new URLSearchParams(location.search);
const region = q.get('region') || '0';
const lang = q.get('lang') || 'en';
const render = q.get('render') || 'client';
const hidden = q.getAll('hidden').filter((flag) => /^hidden-[a-z-]+$/.test(flag));

try {
  if (q.get('visit') === 'returning') localStorage.setItem(STORAGE_KEY.announcementLast, JSON.stringify({ index: 'demo-last-notice' }));
  else localStorage.removeItem(STORAGE_KEY.announcementLast);
} catch {
  /* storage off: a first visit */
}

// The preview stays after a logout (as a single-page app would), so QA sees the chrome turn to the
// visitor state and the other tabs follow.
document.addEventListener('exch-logout', (event) => event.preventDefault());

function tag(name: string, parent: string, extra: Record<string, string> = {}): void {
  const el = document.createElement(name);
  if (region === 'testnet') el.setAttribute('testnet', '');
  else el.setAttribute('region', region);
  if (q.get('lang')) el.setAttribute('lang', lang);
  if (q.get('theme')) el.setAttribute('theme', q.get('theme')!);
  if (name === 'exch-header') for (const flag of hidden) el.setAttribute(flag, '');
  for (const [k, v] of Object.entries(extra)) el.setAttribute(k, v);
  document.getElementById(parent)!.append(el);
}

function addScript(): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/exch-chrome.js';
  document.body.append(script);
}

async function serverHtml(withScript: boolean): Promise<void> {
  const index = (await (await fetch('/dist/snippets/index.json')).json()) as { sites: Record<string, { region?: string }> };
  const site = region === 'testnet' ? 'testnet' : (Object.keys(index.sites).find((key) => index.sites[key]?.region === region) ?? 'global');
  const base = `/dist/snippets/${site}/${lang}/`;
  const [header, announcement, footer] = await Promise.all(
    ['header', 'announcement', 'footer'].map((file) => fetch(`${base}${file}.html`).then((r) => (r.ok ? r.text() : ''))),
  );
  // setHTMLUnsafe parses declarative shadow roots, as the page's own HTML would.
  document.getElementById('top')!.setHTMLUnsafe(`${header}${announcement}`);
  document.getElementById('bottom')!.setHTMLUnsafe(footer ?? '');
  if (withScript) addScript();
}

if (render === 'client') {
  tag('exch-header', 'top', { 'current-path': '/' });
  // The preview stands for the home page, whose announcement key is `index`.
  tag('exch-announcement', 'top', { 'current-path': '/' });
  tag('exch-footer', 'bottom');
  addScript();
} else {
  void serverHtml(render === 'ssr');
}
