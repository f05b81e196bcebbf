import { HIDING_FLAGS, REGIONS } from '../react-core/core/region/regions';
import { LANGUAGES } from '../react-core/core/i18n/languages';
import { hiddenFlagAttribute } from '../react-core/core/element/attributes';

/**
 * The QA page: every control lives in the query string (contract §5), so a copied link
 * reproduces the view. The chrome itself renders in an iframe sized to the viewport preset.
 */
const form = document.getElementById('controls') as HTMLFormElement;
const frame = document.getElementById('frame') as HTMLIFrameElement;
const regionSelect = document.getElementById('region') as HTMLSelectElement;
const langSelect = document.getElementById('lang') as HTMLSelectElement;

// One checkbox per hiding flag (spec §6), named as the attribute a page writes.
const flags = document.getElementById('hidden-flags') as HTMLFieldSetElement;
for (const flag of HIDING_FLAGS) {
  const label = document.createElement('label');
  const box = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'hidden', value: hiddenFlagAttribute(flag) });
  label.append(box, hiddenFlagAttribute(flag));
  flags.append(label);
}

for (const r of REGIONS) regionSelect.add(new Option(`${r.name} (${r.id})`, String(r.id)));
regionSelect.add(new Option('Testnet (global)', 'testnet'));
for (const l of LANGUAGES) langSelect.add(new Option(`${l.native} (${l.code})`, l.code));

const params = new URLSearchParams(location.search);
for (const el of Array.from(form.elements) as (HTMLSelectElement | HTMLInputElement)[]) {
  if (!el.name) continue;
  if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = params.getAll(el.name).includes(el.value);
  else if (el instanceof HTMLInputElement) el.value = params.get(el.name) ?? '';
  else if (el instanceof HTMLSelectElement) {
    const value = params.get(el.name);
    if (value !== null && Array.from(el.options).some((o) => o.value === value)) el.value = value;
  }
}

/** A cookie the mock API reads (contract §4), or its removal when empty. */
function mockCookie(name: string, value: string): void {
  document.cookie = value ? `${name}=${encodeURIComponent(value)}; path=/` : `${name}=; path=/; max-age=0`;
}

function render(): void {
  const data = new FormData(form);
  const state = new URLSearchParams();
  for (const [k, v] of data) if (String(v) !== '') state.append(k, String(v));
  history.replaceState(null, '', `?${state}`);
  (document.getElementById('link') as HTMLOutputElement).value = location.href;
  mockCookie('mock_user', String(data.get('user')));
  mockCookie('mock_fault', String(data.get('fault') ?? '').trim());
  mockCookie('mock_bulletin', String(data.get('bulletin') ?? ''));
  // A new view starts without the stories' server state.
  for (const name of ['mock_session_end', 'mock_schedule', 'mock_menu']) mockCookie(name, '');
  frame.style.width = `${data.get('viewport')}px`;
  frame.src = `/frame.html?${state}`;
}

/**
 * The session and data stories (contract §4): what happens to a page left open when the user logs
 * in or out elsewhere, the server ends the session, a notice has a window, the menu changes. The
 * preview is not reloaded: the chrome in it must follow by itself (the page's own
 * `exch-session-change` for a login the page did, the session channel for the other tabs, a 401
 * for an ended session, its freshness rule for data: docs/embedding.md).
 */
const STORIES: Record<string, () => string> = {
  login() {
    const persona = String(new FormData(form).get('user'));
    mockCookie('mock_user', persona === 'visitor' ? 'user' : persona);
    mockCookie('mock_session_end', '');
    frame.contentWindow?.dispatchEvent(new CustomEvent('exch-session-change'));
    return 'Logged in (the page told the chrome with exch-session-change); other tabs follow.';
  },
  logout() {
    mockCookie('mock_user', 'visitor');
    frame.contentWindow?.dispatchEvent(new CustomEvent('exch-session-change'));
    return 'Logged out by the page (or log out from the personal centre: the preview stays).';
  },
  'end-now'() {
    mockCookie('mock_session_end', String(Date.now()));
    return 'The server ended the session: the next call that needs it (open the bell, or a tab shown after 5 minutes) turns every tab to a visitor with a notice.';
  },
  'end-soon'() {
    mockCookie('mock_session_end', String(Date.now() + 20_000));
    return 'The session ends in 20 s; then open the bell.';
  },
  'notice-window'() {
    const now = Math.floor(Date.now() / 1000);
    mockCookie('mock_schedule', `${now + 15},${now + 45}`);
    frame.contentWindow?.location.reload();
    return 'Reloaded with a notice from +15 s to +45 s: it appears and goes by itself.';
  },
  menu() {
    mockCookie('mock_menu', 'changed');
    return 'The menu changed on the server (Convert gets "New"): an open page shows it when the tab is shown after 5 minutes hidden, or within 30 minutes.';
  },
  tab() {
    window.open(frame.src, '_blank');
    return 'A second tab of the same preview: log in or out in one, watch the other.';
  },
};
document.getElementById('stories')!.addEventListener('click', (event) => {
  const story = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-story]')?.dataset.story;
  if (story && STORIES[story]) (document.getElementById('story') as HTMLOutputElement).value = STORIES[story]();
});

form.addEventListener('change', render);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  render();
});
render();
