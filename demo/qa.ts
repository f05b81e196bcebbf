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
  frame.style.width = `${data.get('viewport')}px`;
  frame.src = `/frame.html?${state}`;
}

form.addEventListener('change', render);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  render();
});
render();
