/**
 * The paths the footer links (site pages, legal, about, a few products), written once like every
 * builder in routes.ts, which re-exports them. The footer imports this file alone, so the footer's
 * first paint (the shared elements chunk) carries these builders and not the header's and market
 * panels' (those travel in the header's chunk, see vite.config.ts).
 */

export const DEFAULT_PAIR = 'BTC_USDT';
/** Spec §2 prefixes: /trade for spot pairs, /futures for futures. */
export const TRADE_PREFIX = '/trade';
export const trade = (market: string = DEFAULT_PAIR) => `${TRADE_PREFIX}/${market}`;
export const isolatedMargin = (market: string = DEFAULT_PAIR) => `${trade(market)}?tab=isolated_margin`;
export const futuresCenter = () => '/futures_center';
export const etf = () => '/etf';
export const alpha = () => '/alpha';
/** The download page; `pos` says which part of the chrome linked to it. */
export const download = (pos: 'header' | 'footer' | 'drawer') => `/download?pos=${pos}`;
export const announcements = () => '/announcements';
export const learn = () => '/learn';
export const help = () => '/help';
export const calendar = () => '/calendar';
export const brandPartnerships = (page?: string) => (page ? `/brand-partnerships/${page}` : '/brand-partnerships');
export const referral = () => '/referral';
export const affiliate = () => '/referral/affiliate';
export const vip = () => '/vip';
export const institution = () => '/institution';
export const otc = () => '/otc';
export const price = (coin?: string) => (coin ? `/price/${coin}` : '/price');
/** Legal pages of the regional sites (spec §2: /legal/*). */
export const LEGAL_PREFIX = '/legal';
export const legal = (page: string) => `${LEGAL_PREFIX}/${page}`;
/** About pages: the global site's /about_us, the Turkish and US sites' /about-us (spec §2). */
export const aboutUsGlobal = () => '/about_us';
export const aboutUs = () => '/about-us';
/** Opens in a new tab, without the language prefix (spec §2). */
export const userAgreement = () => '/user-agreement';
export const fee = () => '/fee';
export const depositFiat = (fiat?: string) => (fiat ? `/myaccount/deposit_fiat/${fiat}` : '/myaccount/deposit_fiat');
export const withdrawFiat = (fiat?: string) => (fiat ? `/myaccount/withdraw_fiat/${fiat}` : '/myaccount/withdraw_fiat');
export const gt = () => '/gt';
