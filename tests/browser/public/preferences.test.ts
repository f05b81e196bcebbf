import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { getPreferences, setFiat, setLanguage, setRiseColor, setTheme, subscribe, version, type ChromePreferences } from '../../../elements/index';
import { getCookie, shadowText, waitUntil, mountChrome, usePage } from '../helpers';

/**
 * The framework-free API on the elements' entry (`exch-chrome`; the one script forwards to it):
 * reads are snapshots, writes go through the settings' own validation, cookies and storage, and
 * every element follows.
 */
describe('the preferences API', () => {
  usePage();
  afterEach(() => setTheme('light'));

  it('sets the theme as the settings do (stored, cookie is_change_skin=1) and every element follows', async () => {
    const el = await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en"');
    setTheme('dark');
    await waitUntil(() => el.getAttribute('data-theme') === 'dark');
    expect(getPreferences().theme).to.equal('dark');
    expect(getCookie('is_change_skin')).to.equal('1');
  });

  it('validates: an unknown theme, colour, fiat or language warns once and changes nothing', async () => {
    const before = getPreferences();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      setTheme('purple' as 'dark');
      setTheme('purple' as 'dark');
      setRiseColor('blue' as 'risered');
      setFiat('dollars!');
      await setLanguage('xx' as 'en');
    } finally {
      console.warn = warn;
    }
    expect(getPreferences()).to.equal(before);
    expect(warnings).to.deep.equal([
      '[exch-chrome] setTheme: unknown theme "purple" (light or dark)',
      '[exch-chrome] setRiseColor: unknown colour "blue" (risegreen or risered)',
      '[exch-chrome] setFiat: "dollars!" is not a fiat code',
      '[exch-chrome] setLanguage: unsupported language "xx"',
    ]);
  });

  it('writes the fiat and rise colour cookies the UI writes; "" turns conversion off', () => {
    setFiat('eur');
    expect(getPreferences().fiat).to.equal('EUR');
    expect(getCookie('curr_fiat')).to.equal('EUR');
    setFiat('');
    expect(getPreferences().fiat).to.equal('');
    setRiseColor('risered');
    expect(getCookie('market_rise_color')).to.equal('risered');
  });

  it('subscribe: called at once, then once per batch of changes, until stopped; the snapshot is frozen and stable', async () => {
    const seen: ChromePreferences[] = [];
    const stop = subscribe((p) => seen.push(p));
    expect(seen).to.have.length(1);
    expect(Object.isFrozen(seen[0])).to.equal(true);
    expect(getPreferences()).to.equal(getPreferences());
    setTheme('dark');
    setRiseColor('risered');
    await waitUntil(() => seen.length === 2);
    expect(seen[1]).to.include({ theme: 'dark', riseColor: 'risered' });
    stop();
    setTheme('light');
    await Promise.resolve();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(seen).to.have.length(2);
  });

  it('switches the language in place once its texts arrived, and reports the version', async () => {
    const el = await mountChrome<HTMLElement>('exch-footer', 'region="0"');
    await setLanguage('de');
    expect(getPreferences().lang).to.equal('de');
    await waitUntil(() => shadowText(el).includes('Über Exch'));
    expect(version).to.match(/^\d+\.\d+\.\d+/);
  });
});
