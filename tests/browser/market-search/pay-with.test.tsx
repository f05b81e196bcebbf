import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { getCookie, setCookie, holdNavigation, $, $$, fetchesIdle, requestsTo, typeInto, waitUntil, mountChrome } from '../helpers';
import { TAGS, activeElement, useMarketPage } from '../helpers/market-search';
import { flushSync } from 'react-dom';
import { FiatIcon } from '../../../react-core/core/site/fiat-icon';
import { reactRootPerTest } from '../helpers/react-root';

async function mount(attrs = ''): Promise<HTMLElement> {
  const el = await mountChrome<HTMLElement>(TAGS.payWith, `${attrs}`, { ready: false });
  return el;
}
const toggle = (el: Element) => $<HTMLButtonElement>(el, '[data-action="pay-with-toggle"]')!;
const fiatRows = (el: Element) => $$<HTMLAnchorElement>(el, 'a.pw-row');

describe('Pay-with panel (buy_coins_head)', () => {
  let release = () => undefined as void;
  useMarketPage({ recordRequests: true });
  beforeEach(() => {
    release = holdNavigation();
  });
  afterEach(() => {
    release();
  });

  it('shows USD with bank transfer, credit card and P2P by default, and a link to buy USDT with it', async () => {
    const el = await mount();
    await waitUntil(() => toggle(el) !== null, 'no Pay-with panel');
    expect($(el, '.mnp-links a')!.textContent).to.equal('Menu link');
    expect(toggle(el).getAttribute('aria-label')).to.equal('Pay with USD');
    expect($$(el, '.pw > .pw-channels .pw-channel').map((c) => c.textContent)).to.deep.equal(['Bank transfer', 'Credit card', 'P2P']);
    expect($(el, '[data-action="pay-with-buy"]')!.getAttribute('href')).to.equal('/crypto/buy-USD-USDT');
    await waitUntil(() => requestsTo('/buyCryptoFiatList').length === 1);
  });

  it('toggles open and closed; the filter keeps fiats whose code contains the text', async () => {
    const el = await mount();
    await waitUntil(() => toggle(el) !== null);
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('false');
    expect($(el, '.pw-dropdown')!.hidden).to.equal(true);
    toggle(el).click();
    await waitUntil(() => fiatRows(el).length > 10, 'no fiat list');
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
    for (const row of fiatRows(el)) expect(row.getAttribute('href')).to.equal(`/crypto/buy-${row.dataset.fiat}-USDT`);
    typeInto($<HTMLInputElement>(el, '.pw-filter')!, ' ur ');
    await waitUntil(() => fiatRows(el).every((row) => row.dataset.fiat!.includes('UR')));
    expect(fiatRows(el).map((r) => r.dataset.fiat)).to.include('EUR');
    typeInto($<HTMLInputElement>(el, '.pw-filter')!, 'qqq');
    await waitUntil(() => $(el, '.pw-empty') !== null);
    toggle(el).click();
    await waitUntil(() => $(el, '.pw-dropdown')!.hidden);
    toggle(el).click();
    await waitUntil(() => fiatRows(el).length > 10, 'the filter was not cleared on close');
  });

  it('choosing a fiat writes cookie defaultBuyCryptoFiat and follows /crypto/buy-{fiat}-USDT', async () => {
    const el = await mount();
    await waitUntil(() => toggle(el) !== null);
    toggle(el).click();
    await waitUntil(() => fiatRows(el).length > 10);
    let followed = '';
    el.shadowRoot!.addEventListener('click', (event) => {
      followed = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
    });
    fiatRows(el)
      .find((row) => row.dataset.fiat === 'EUR')!
      .click();
    expect(getCookie('defaultBuyCryptoFiat')).to.equal('EUR');
    expect(followed).to.equal('/crypto/buy-EUR-USDT');
    await waitUntil(() => toggle(el).getAttribute('aria-label') === 'Pay with EUR');
    expect($(el, '[data-action="pay-with-buy"]')!.getAttribute('href')).to.equal('/crypto/buy-EUR-USDT');
  });

  it('reads the stored choice from the cookie', async () => {
    setCookie('defaultBuyCryptoFiat', 'GBP');
    const el = await mount();
    await waitUntil(() => toggle(el)?.getAttribute('aria-label') === 'Pay with GBP', 'the cookie choice was not shown');
  });

  it('without a choice of its own, common data’s defaultBuyCryptoFiat preselects (spec §3); the cookie wins over it', async () => {
    setCookie('mock_common', JSON.stringify({ defaultBuyCryptoFiat: 'EUR' }));
    const el = await mount();
    await waitUntil(() => toggle(el)?.getAttribute('aria-label') === 'Pay with EUR', `shown: ${toggle(el)?.getAttribute('aria-label')}`);
    expect($(el, '[data-action="pay-with-buy"]')!.getAttribute('href')).to.equal('/crypto/buy-EUR-USDT');
    el.remove();
    setCookie('defaultBuyCryptoFiat', 'GBP');
    const again = await mount();
    await waitUntil(() => toggle(again)?.getAttribute('aria-label') === 'Pay with GBP', 'the cookie choice lost to common data');
  });

  it('keyboard: ArrowDown from the filter into the fiats, arrows between them, ArrowUp back', async () => {
    const el = await mount();
    await waitUntil(() => toggle(el) !== null);
    toggle(el).click();
    await waitUntil(() => fiatRows(el).length > 10);
    $<HTMLInputElement>(el, '.pw-filter')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(el)).to.equal(fiatRows(el)[0]);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(el)).to.equal(fiatRows(el)[1]);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(activeElement(el)?.classList.contains('pw-filter')).to.equal(true);
  });

  it('each fiat shows its icon from the image service at quality 75 (spec §9) before its code', async () => {
    const el = await mount();
    await waitUntil(() => toggle(el) !== null);
    const icon = (host: Element) => host.querySelector<HTMLImageElement>('img[data-fiat-icon]');
    expect(icon(toggle(el))!.getAttribute('src')).to.equal('/images/fiat/USD.svg?q=75');
    expect(icon(toggle(el))!.alt).to.equal('');
    toggle(el).click();
    await waitUntil(() => fiatRows(el).length > 10);
    for (const row of fiatRows(el)) {
      expect(icon(row)!.getAttribute('src')).to.equal(`/images/fiat/${row.dataset.fiat}.svg?q=75`);
      expect(row.querySelector('.pw-fiat')!.textContent).to.equal(row.dataset.fiat);
    }
    const eur = icon(fiatRows(el).find((row) => row.dataset.fiat === 'EUR')!)!;
    await waitUntil(() => eur.complete && eur.naturalWidth > 0, 'the EUR icon did not load');
  });

  it('hidden-paywith: only the menu links, and no fiat request', async () => {
    const el = await mount('hidden-paywith');
    await waitUntil(() => $(el, '.mnp-links a') !== null);
    await fetchesIdle();
    expect(toggle(el)).to.equal(null);
    expect(requestsTo('/buyCryptoFiatList')).to.have.length(0);
  });
});

describe('FiatIcon (the code is the fallback)', () => {
  const react = reactRootPerTest();

  it('an icon that fails to load is dropped; one that loads stays', async () => {
    flushSync(() =>
      react.root().render(
        <>
          <span data-case="broken">
            <FiatIcon src="/images/fiat/EUR.svg" />
            EUR
          </span>
          <span data-case="fine">
            <FiatIcon src="/images/fiat/EUR.svg?q=75" />
            EUR
          </span>
          <span data-case="none">
            <FiatIcon src={null} />
            EUR
          </span>
        </>,
      ),
    );
    const img = (name: string) => react.host().querySelector<HTMLImageElement>(`[data-case="${name}"] img`);
    expect(img('none')).to.equal(null);
    // Without a quality the image service answers 400: the image errors and is removed.
    await waitUntil(() => img('broken') === null, 'the broken icon stayed');
    await waitUntil(() => img('fine')?.complete && img('fine')!.naturalWidth > 0, 'the icon did not load');
    expect(react.host().querySelector('[data-case="broken"]')!.textContent).to.equal('EUR');
  });
});
