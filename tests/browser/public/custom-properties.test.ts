import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { SHARED_CSS_PROPERTIES } from '../../../react-core/core/element/attribute-docs';
import { $, setPersona, whenReady, usePage, mountMarkup } from '../helpers';

/**
 * The public custom properties (attribute-docs.ts, the manifest's list): a page that sets one on
 * an element's host, or on any ancestor, changes what every element paints, in its theme.
 */

/** Each public property: the chrome token it feeds (base.css), the theme it applies in, a value to set. */
const FEEDS: Record<string, { token: string; theme: 'light' | 'dark'; value: string }> = {
  '--exch-font-family': { token: '--exch-font', theme: 'light', value: 'Georgia, serif' },
  '--exch-text': { token: '--exch-c-text', theme: 'light', value: 'rgb(1, 2, 3)' },
  '--exch-text-dark': { token: '--exch-c-text', theme: 'dark', value: 'rgb(201, 202, 203)' },
  '--exch-muted': { token: '--exch-c-muted', theme: 'light', value: 'rgb(4, 5, 6)' },
  '--exch-muted-dark': { token: '--exch-c-muted', theme: 'dark', value: 'rgb(204, 205, 206)' },
  '--exch-border': { token: '--exch-c-border', theme: 'light', value: 'rgb(7, 8, 9)' },
  '--exch-border-dark': { token: '--exch-c-border', theme: 'dark', value: 'rgb(207, 208, 209)' },
  '--exch-surface': { token: '--exch-c-bg', theme: 'light', value: 'rgb(250, 240, 230)' },
  '--exch-surface-dark': { token: '--exch-c-bg', theme: 'dark', value: 'rgb(10, 20, 30)' },
  '--exch-accent': { token: '--exch-c-accent', theme: 'light', value: 'rgb(11, 12, 13)' },
  '--exch-accent-dark': { token: '--exch-c-accent', theme: 'dark', value: 'rgb(211, 212, 213)' },
  '--exch-success': { token: '--exch-c-rise', theme: 'light', value: 'rgb(14, 150, 16)' },
  '--exch-success-dark': { token: '--exch-c-rise', theme: 'dark', value: 'rgb(114, 250, 116)' },
  '--exch-danger': { token: '--exch-c-fall', theme: 'light', value: 'rgb(170, 18, 19)' },
  '--exch-danger-dark': { token: '--exch-c-fall', theme: 'dark', value: 'rgb(250, 118, 119)' },
  '--exch-focus-ring': { token: '--exch-c-focus', theme: 'light', value: 'rgb(20, 21, 22)' },
  '--exch-focus-ring-dark': { token: '--exch-c-focus', theme: 'dark', value: 'rgb(220, 221, 222)' },
  '--exch-radius': { token: '--exch-c-radius', theme: 'light', value: '3px' },
};
/** Set by the chrome, read by the page (not a theme input). */
const OUTPUTS = ['--exch-rise-color', '--exch-fall-color'];

const ELEMENTS = [
  'exch-header region="0" lang="en" current-path="/"',
  'exch-footer region="0" lang="en"',
  'exch-announcement region="0" lang="en" current-path="/"',
  'exch-reminder region="0" lang="en"',
];

const tagOf = (markup: string) => markup.split(' ')[0]!;
const rootOf = (el: HTMLElement) => $(el, '.exch-root')!;
const token = (el: HTMLElement, name: string) => getComputedStyle(rootOf(el)).getPropertyValue(name).trim();

/** Every element of a shadow tree, through the shadow roots inside it. */
function* nodes(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* nodes(el.shadowRoot);
  }
}
function paints(el: HTMLElement, value: string, read: (style: CSSStyleDeclaration) => string[]): boolean {
  for (const node of nodes(el.shadowRoot!)) if (read(getComputedStyle(node)).some((v) => v.includes(value))) return true;
  return false;
}

async function mount(markup: string, theme: 'light' | 'dark', style: string): Promise<HTMLElement> {
  const wrapper = await mountMarkup<HTMLElement>(`<div style="${style}"><${markup} theme="${theme}"></${tagOf(markup)}></div>`);
  const el = wrapper.firstElementChild as HTMLElement;
  await whenReady(el);
  return el;
}

describe('public custom properties', () => {
  usePage();
  beforeEach(() => {
    setPersona('user');
  });

  it('lists each theme input with a test here (a new documented property needs one)', () => {
    const inputs = Object.keys(SHARED_CSS_PROPERTIES).filter((name) => !OUTPUTS.includes(name));
    expect(inputs.sort()).to.deep.equal(Object.keys(FEEDS).sort());
  });

  for (const markup of ELEMENTS) {
    for (const theme of ['light', 'dark'] as const) {
      it(`reach <${tagOf(markup)}> in the ${theme} theme, set on an ancestor of the host`, async () => {
        const inputs = Object.entries(FEEDS).filter(([, feed]) => feed.theme === theme);
        const style = inputs.map(([name, feed]) => `${name}: ${feed.value}`).join('; ');
        const el = await mount(markup, theme, style);
        for (const [name, feed] of inputs) expect(token(el, feed.token), `${name} → ${feed.token}`).to.equal(feed.value);
        // And what the chrome paints with them: its text and background.
        const root = getComputedStyle(rootOf(el));
        expect(root.color, 'text').to.equal(theme === 'light' ? FEEDS['--exch-text']!.value : FEEDS['--exch-text-dark']!.value);
        expect(root.fontFamily, 'font').to.equal(theme === 'light' ? 'Georgia, serif' : root.fontFamily);
      });
    }
  }

  it('are what the header and footer paint: borders, muted text, accent, rounded corners, focus outlines', async () => {
    const style = Object.entries(FEEDS)
      .filter(([, feed]) => feed.theme === 'light')
      .map(([name, feed]) => `${name}: ${feed.value}`)
      .join('; ');
    const PAINTED: Record<string, (s: CSSStyleDeclaration) => string[]> = {
      border: (s) => [s.borderTopColor, s.borderBottomColor, s.boxShadow],
      muted: (s) => [s.color],
      accent: (s) => [s.backgroundColor, s.color],
      // 3px × 2 (a 16px pill by default), × 1.5 (12px), × 1 (8px) or × 0.75 (6px): corners follow the radius.
      radius: (s) => [s.borderTopLeftRadius].filter((r) => ['3px', '6px', '4.5px', '2.25px'].includes(r)),
    };
    const value = { border: FEEDS['--exch-border']!.value, muted: FEEDS['--exch-muted']!.value, accent: FEEDS['--exch-accent']!.value, radius: '' };
    const found: Record<string, string[]> = {};
    for (const markup of ELEMENTS.slice(0, 2)) {
      const el = await mount(markup, 'light', style);
      const tag = tagOf(markup);
      found[tag] = Object.keys(PAINTED).filter((what) => paints(el, value[what as keyof typeof value], PAINTED[what]!));
      const link = el.shadowRoot!.querySelector<HTMLElement>('a[href]')!;
      link.focus();
      if (getComputedStyle(link).outlineColor === FEEDS['--exch-focus-ring']!.value) found[tag]!.push('focus');
    }
    expect(found).to.deep.equal({ 'exch-header': ['border', 'radius', 'focus'], 'exch-footer': ['border', 'muted', 'accent', 'radius', 'focus'] });
  });

  it('set on the host itself, the rise and fall hues follow --exch-success and --exch-danger', async () => {
    const el = await mount('exch-footer region="0" lang="en"', 'light', '');
    el.style.setProperty('--exch-success', 'rgb(0, 128, 1)');
    el.style.setProperty('--exch-danger', 'rgb(128, 0, 1)');
    expect(getComputedStyle(el).getPropertyValue('--exch-rise-color').trim()).to.equal('rgb(0, 128, 1)');
    expect(token(el, '--exch-c-fall')).to.equal('rgb(128, 0, 1)');
  });
});
