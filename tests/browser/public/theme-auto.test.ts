import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../elements/index';
import { setTheme } from '../../../elements/index';
import { $, waitUntil, whenReady, mountChrome, usePage } from '../helpers';

/** `theme="auto"`: the element follows the system's colour scheme (`prefers-color-scheme`), live. */
describe('theme="auto"', () => {
  usePage();
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  const themeOf = (el: HTMLElement) => [el.getAttribute('data-theme'), $(el, '.exch-root')?.getAttribute('data-theme')];

  it('renders dark on a dark system and light on a light one, and changes when the system does', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en" theme="auto"');
    expect(themeOf(el)).to.deep.equal(['dark', 'dark']);
    const background = () => getComputedStyle($(el, '.exch-root')!).backgroundColor;
    const dark = background();

    await emulateMedia({ colorScheme: 'light' });
    await waitUntil(() => el.getAttribute('data-theme') === 'light', 'did not follow the system to light');
    expect(themeOf(el)).to.deep.equal(['light', 'light']);
    expect(background()).not.to.equal(dark);

    await emulateMedia({ colorScheme: 'dark' });
    await waitUntil(() => el.getAttribute('data-theme') === 'dark', 'did not follow the system back to dark');
  });

  it('wins over the stored theme, as any pinned theme does; an element without it follows the stored one', async () => {
    await emulateMedia({ colorScheme: 'light' });
    setTheme('dark');
    const [auto, stored] = await Promise.all([
      mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en" theme="auto"', { ready: false }),
      mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en"', { ready: false }),
    ]);
    await Promise.all([whenReady(auto), whenReady(stored)]);
    expect(themeOf(auto)).to.deep.equal(['light', 'light']);
    expect(themeOf(stored)).to.deep.equal(['dark', 'dark']);
  });

  it('is a valid value: no warning, and the property reflects it', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const el = await mountChrome<HTMLElement & { theme?: string }>('exch-footer', 'region="0" lang="en" theme="auto"');
      expect(el.theme).to.equal('auto');
      el.setAttribute('theme', 'sepia');
      await waitUntil(() => warnings.length > 0);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal(['[exch-chrome] unknown theme "sepia" (light, dark or auto)']);
  });
});
