/**
 * The paths the header's first paint links to (spec §2), written once: the site's own pages
 * (home, login, signup, rewards hub, service chat), the testnet's sign-in, and the footer's
 * (site-routes.ts, re-exported). routes.ts re-exports these with every other path; the header
 * imports this narrower namespace so its first-paint chunk carries only its own links.
 */
export * from './site-routes';

export const home = () => '/';
export const login = () => '/login';
export const signup = () => '/signup';
export const rewardsHub = () => '/rewards_hub';
/** The service chat (spec §2 /groupchat/service?platform=web); `h5` on a phone (spec §3 Platform: web, H5). */
export const serviceChat = (platform: 'web' | 'h5' = 'web') => `/groupchat/service?platform=${platform}`;

/**
 * Spec §2: a futures competition's page (the F1RB campaign), by its event; the header's bar shows
 * its entry (header/menu/menu.rules.ts isFuturesCompetition).
 */
export const FUTURES_COMPETITION_PREFIX = '/competition/f1rb/';
export const futuresCompetition = (event: string) => `${FUTURES_COMPETITION_PREFIX}${encodeURIComponent(event)}`;

/**
 * Buying crypto with a fiat (spec §2 /crypto/buy-{fiat}-USDT, /p2p-express/buy/USD-USDT): here, not
 * in routes.ts, because the header's first paint points the navigation's links at the user's
 * default fiats (header/menu/menu-site-data.rules.ts).
 */
export const buyFiatUsdt = (fiat: string) => `/crypto/buy-${fiat}-USDT`;
export const p2pExpress = (fiat = 'USD') => `/p2p-express/buy/${fiat}-USDT`;

// Testnet
export const accountAuthorize = () => '/account-authorize';
export const testnetAuthorizeCallback = () => '/testnet_authorize/callback';
/** What the testnet's sign-in asks the main site for (spec §9: "Testnet sign-in scope: mock site login"). */
export const TESTNET_SIGN_IN_SCOPE = 'mock site login';
/**
 * The testnet's sign-in handoff (spec §1, §6): the main site's authorize page, with the scope and
 * the testnet page's callback (`origin`: the page's; empty on a server render, see the header).
 */
export const testnetSignIn = (mainSite: string, origin: string) =>
  `${mainSite}${accountAuthorize()}?${new URLSearchParams({ scope: TESTNET_SIGN_IN_SCOPE, callback: `${origin}${testnetAuthorizeCallback()}` })}`;
