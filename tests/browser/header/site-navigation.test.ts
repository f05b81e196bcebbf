import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import { $, $$, apiRequests, resetChrome, setCookie, waitForShadow, waitUntil, mountChrome, usePage } from '../helpers';

/**
 * Spec §2 and §6: only the main site uses the server menu; every other site has its built-in
 * navigation, with its default trading pair in every trade link.
 */
async function header(region: number, attrs = ''): Promise<HTMLElement> {
  return mountChrome('exch-header', `region="${region}" ${attrs}`, { ready: '[data-nav-id="trade_head"]' });
}

/** The trade section's links (its dropdown holds them even while closed). */
const tradeLinks = (el: Element) => $$<HTMLAnchorElement>(el, '[data-nav-id="spot_trade"], [data-nav-id="margin_trade"]').map((a) => a.getAttribute('href'));

describe('<exch-header> navigation per site', () => {
  usePage({ viewport: { width: 1440, height: 900 } });

  const SITES: Array<[string, number, string]> = [
    ['Turkey', 177, 'BTC_TRY'],
    ['Singapore', 153, 'BTC_SGD'],
    ['US', 232, 'BTC_USDT'],
    ['EU', 106, 'BTC_USDC'],
    ['Japan', 83, 'BTC_JPY'],
    ['UAE', 181, 'BTC_AED'],
  ];
  for (const [name, region, pair] of SITES) {
    it(`${name} (${region}) links its default pair ${pair}, from its built-in navigation`, async () => {
      const el = await header(region);
      const links = tradeLinks(el);
      expect(links[0]).to.equal(`/trade/${pair}`);
      // Margin shows where the site's compliance menu allows it: with the same pair.
      for (const href of links) expect(href).to.match(new RegExp(`^/trade/${pair}($|\\?)`));
      expect($<HTMLButtonElement>(el, '[data-nav-id="trade_head"]').textContent).to.contain('Trade');
      // It reads the server menu once, for its hidden flags (spec §6), and shows its own navigation.
      await waitUntil(() => apiRequests().filter((r) => r.includes('headerMenuListV2')).length === 1, 'the server menu was never read');
      expect($$(el, '[data-nav-id="web3_head"]'), 'no server-menu-only section').to.have.length(0);
    });
  }

  it('the main site shows the server menu (its spot link), and asks for it once', async () => {
    const el = await header(0);
    expect(tradeLinks(el)[0]).to.equal('/trade/BTC_USDT');
    expect(apiRequests().filter((r) => r.includes('headerMenuListV2'))).to.have.length(1);
    // An item only the server menu has.
    expect($$(el, '[data-nav-id="web3_head"]')).to.have.length(1);
  });

  it('a restricted site hides the account and earn entries; an unrestricted sub-site keeps them', async () => {
    const uk = await header(182);
    for (const hidden of ['earn_head', 'simple_earn', 'launchpool', 'referral', 'affiliate', 'trading_bots', 'copy_trading']) {
      expect($$(uk, `[data-nav-id="${hidden}"]`), `UK shows ${hidden}`).to.have.length(0);
    }
    expect($$(uk, '[data-nav-id="help_center"]'), 'UK keeps its other entries').to.have.length(1);
    resetChrome();
    const turkey = await header(177);
    for (const shown of ['earn_head', 'simple_earn', 'referral', 'trading_bots']) {
      expect($$(turkey, `[data-nav-id="${shown}"]`), `Turkey hides ${shown}`).to.have.length(1);
    }
  });

  it('a feature hidden in the server menu data is hidden on a sub-site too (spec §6): Bahamas leaves out broker', async () => {
    const el = await header(14);
    // Bahamas offers the restricted entries (it is not a restricted site); the mock's server menu hides broker.
    await waitForShadow(el, '[data-nav-id="nextup"]');
    // With the first paint when the menu has answered by then, else when it does.
    await waitUntil(() => $$(el, '[data-nav-id="broker"]').length === 0, 'broker stayed');
    expect($$(el, '[data-nav-id="referral"]'), 'its other entries stay').to.have.length(1);
  });

  it('the main site: built-in-menu turns the new menu system off; an Italy-limited user gets the built-in one without the restricted entries', async () => {
    const off = await header(0, 'built-in-menu');
    expect($$(off, '[data-nav-id="web3_head"]'), 'no server-menu-only section').to.have.length(0);
    expect($$(off, '[data-nav-id="earn_head"]'), 'the built-in earn section').to.have.length(1);
    await waitUntil(() => $$(off, '[data-nav-id="broker"]').length === 0, 'the server menu hides broker');
    off.remove();
    resetChrome();
    setCookie('mock_flags', 'isItalyLimit');
    const italy = await header(0);
    expect($$(italy, '[data-nav-id="web3_head"]')).to.have.length(0);
    for (const hidden of ['earn_head', 'simple_earn', 'launchpool', 'referral', 'trading_bots', 'copy_trading']) {
      expect($$(italy, `[data-nav-id="${hidden}"]`), `an Italy-limited user sees ${hidden}`).to.have.length(0);
    }
    expect($$(italy, '[data-nav-id="help_center"]')).to.have.length(1);
  });

  it('the compliance menu hides entries of the built-in navigation too', async () => {
    setCookie('mock_compliance', 'derivatives,convert');
    const el = await header(177);
    expect($$(el, '[data-nav-id="derivatives"]')).to.have.length(0);
    expect($$(el, '[data-nav-id="convert"]')).to.have.length(0);
    expect($$(el, '[data-nav-id="spot_trade"]')).to.have.length(1);
  });

  it('Japan offers its sales desk (/sale, spec §2) under Buy Crypto, on the desktop and in the drawer', async () => {
    const el = await header(83);
    expect($<HTMLAnchorElement>(el, '[data-nav-id="sale"]').getAttribute('href')).to.equal('/sale');
    el.remove();
    resetChrome();
    await setViewport({ width: 375, height: 800 });
    const phone = await mountChrome('exch-header', 'region="83"', { ready: false });
    const menuButton = await waitForShadow<HTMLButtonElement>(phone, '[data-action="drawer"]');
    menuButton.click();
    const buy = await waitForShadow<HTMLButtonElement>(phone, '.drawer button[data-nav-id="buy_coins_head"]');
    buy.click();
    const sale = await waitForShadow<HTMLAnchorElement>(phone, '.drawer [data-nav-id="sale"]');
    expect(sale.getAttribute('href')).to.equal('/sale');
    resetChrome();
    await setViewport({ width: 1440, height: 900 });
    const bahamas = await header(14);
    expect($$(bahamas, '[data-nav-id="sale"]'), 'no sales desk elsewhere').to.have.length(0);
  });

  it("the earn and community routes of spec §2 are in an unrestricted sub-site's menus", async () => {
    const el = await header(14);
    const hrefs = $$<HTMLAnchorElement>(el, 'a[data-nav-id]').map((a) => a.getAttribute('href'));
    for (const route of ['/crypto', '/soft-staking', '/vip-wealth', '/alpha-point/airdrop', '/blog', '/calendar', '/nextup', '/competition/center/trading']) {
      expect(hrefs, route).to.include(route);
    }
  });

  it('business_list switches a business off: Turkey has no launchpad, Bahamas keeps it', async () => {
    const turkey = await header(177);
    expect($$(turkey, '[data-nav-id="launchpool"]'), 'Turkey keeps its other earn entries').to.have.length(1);
    expect($$(turkey, '[data-nav-id="launchpad"]')).to.have.length(0);
    resetChrome();
    const bahamas = await header(14);
    expect($$(bahamas, '[data-nav-id="launchpad"]')).to.have.length(1);
    resetChrome();
    setCookie('mock_business', 'launchpad');
    const forced = await header(14);
    expect($$(forced, '[data-nav-id="launchpad"]')).to.have.length(0);
  });

  it('is translated like the rest of the header', async () => {
    const el = await mountChrome('exch-header', 'region="177" lang="de"', { ready: '[data-nav-id="trade_head"]' });
    expect($(el, '[data-nav-id="trade_head"]').textContent).to.contain('Handel');
  });
});
