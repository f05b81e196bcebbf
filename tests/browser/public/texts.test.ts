import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { registerTexts, setLanguage } from '../../../elements/index';
import { $, shadowText, waitUntil, watchLoads, mountChrome, usePage } from '../helpers';

/**
 * `registerTexts(lang, partialCatalog)`: a site's texts over the chrome's own (the per-feature
 * catalogs load lazily), before or after the elements render, and a language the chrome does not
 * ship.
 */
const year = new Date().getFullYear();

async function footer(attrs = 'region="0" lang="en"') {
  const el = await mountChrome<HTMLElement>('exch-footer', `${attrs}`);
  return el;
}
const copyright = (el: HTMLElement) => $(el, '[part="copyright"]')?.textContent?.trim() ?? '';

describe('registerTexts', () => {
  usePage();

  it('registered before the element loads its texts: its first complete render shows them, the rest stays the chrome’s', async () => {
    registerTexts('en', { footer: { 'ui.copyright': '© {year} {company}, our own line.', 'company.global': 'Example Exchange Ltd' } });
    const el = await footer();
    expect(copyright(el)).to.equal(`© ${year} Example Exchange Ltd, our own line.`);
    expect(shadowText(el)).to.contain('About');
  });

  it('registered after the element rendered: every element shows them at once, without a reload', async () => {
    const [first, second] = await Promise.all([footer(), footer('region="0" lang="en"')]);
    expect(copyright(first)).to.contain('All rights reserved.');
    registerTexts('en', { footer: { 'column.about': 'Who we are' }, header: { 'auth.login': 'Sign in' } });
    await waitUntil(() => shadowText(first).includes('Who we are') && shadowText(second).includes('Who we are'), 'the new heading');
    expect($(first, '.heading')?.textContent).to.equal('Who we are');
  });

  it('applies to its language only, and later registrations merge over earlier ones', async () => {
    registerTexts('de', { footer: { 'column.about': 'Über das Haus' } });
    registerTexts('en', { footer: { 'column.about': 'Company story' } });
    registerTexts('en', { footer: { 'column.products': 'What we sell' } });
    const el = await footer();
    await waitUntil(() => shadowText(el).includes('What we sell'));
    expect(shadowText(el)).to.contain('Company story');
    expect(shadowText(el)).not.to.contain('Über das Haus');
  });

  it('adds a language: lang="pl" shows the page’s Polish and English for the rest, without a request for Polish files', async () => {
    const loads = watchLoads();
    registerTexts('pl', { footer: { 'column.about': 'O nas', 'ui.copyright': '© {year} {company}. Wszelkie prawa zastrzeżone.' } });
    const el = await footer('region="0" lang="pl"');
    expect(shadowText(el)).to.contain('O nas');
    expect(copyright(el)).to.equal(`© ${year} Exch.com. Wszelkie prawa zastrzeżone.`);
    expect(shadowText(el), 'English for what the page did not translate').to.contain('Products');
    expect($(el, '.exch-root')!.getAttribute('lang')).to.equal('pl');
    loads.stop();
    expect(loads.urls.filter((url) => /\/pl(\.json|-)/.test(url))).to.deep.equal([]);
  });

  it('switches to an added language with setLanguage, and ignores what is not a language tag', async () => {
    const el = await footer('region="0"');
    registerTexts('pl', { footer: { 'column.about': 'O nas' } });
    await setLanguage('pl');
    await waitUntil(() => shadowText(el).includes('O nas'));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      registerTexts('not a language', { footer: { 'column.about': 'x' } });
      // @ts-expect-error: an unknown feature is a type error, and at run time a warning
      registerTexts('en', { nope: { a: 'b' } });
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.match(/^\[exch-chrome\] registerTexts: "not a language" is not a language tag/);
    expect(warnings[1]).to.match(/^\[exch-chrome\] registerTexts\(en\): unknown feature "nope"/);
  });
});
