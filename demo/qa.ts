import { REGIONS } from '../react-core/core/region/regions';
import { LANGUAGES } from '../react-core/core/i18n/languages';

/**
 * The QA page: every control lives in the query string (contract §5), so a copied link
 * reproduces the view. The chrome itself renders in an iframe sized to the viewport preset.
 */
const form = document.getElementById('controls') as HTMLFormElement;
const frame = document.getElementById('frame') as HTMLIFrameElement;
const regionSelect = document.getElementById('region') as HTMLSelectElement;
const langSelect = document.getElementById('lang') as HTMLSelectElement;

for (const r of REGIONS) regionSelect.add(new Option(`${r.name} (${r.id})`, String(r.id)));
regionSelect.add(new Option('Testnet (global)', 'testnet'));
for (const l of LANGUAGES) langSelect.add(new Option(`${l.native} (${l.code})`, l.code));

const params = new URLSearchParams(location.search);
for (const el of Array.from(form.elements) as HTMLSelectElement[]) {
  const value = params.get(el.name);
  if (el.name && value !== null && Array.from(el.options).some((o) => o.value === value)) el.value = value;
}

function render(): void {
  const data = new FormData(form);
  const state = new URLSearchParams();
  for (const [k, v] of data) state.set(k, String(v));
  history.replaceState(null, '', `?${state}`);
  (document.getElementById('link') as HTMLOutputElement).value = location.href;
  // The persona is a cookie the mock API reads (contract §4).
  document.cookie = `mock_user=${encodeURIComponent(String(data.get('user')))}; path=/`;
  frame.style.width = `${data.get('viewport')}px`;
  frame.src = `/frame.html?${state}`;
}

form.addEventListener('change', render);
render();
