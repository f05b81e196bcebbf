import * as PATHS from './paths';
import * as MARKET_PATHS from './market-paths';
import * as ACCOUNT_PATHS from './account-paths';
import * as NOTIFICATION_PATHS from './notification-paths';

/**
 * Every path by name (for the mock exchange API, the DTO map and tests). The paths themselves
 * are written once, in paths.ts and its siblings (market-paths.ts, account-paths.ts,
 * notification-paths.ts); the chrome's code imports them from there, so its bundles keep only
 * what they use.
 */
export const ENDPOINTS = { ...PATHS, ...MARKET_PATHS, ...ACCOUNT_PATHS, ...NOTIFICATION_PATHS };

export type EndpointName = keyof typeof ENDPOINTS;
/** A path of paths.ts. */
export type EndpointPath = (typeof ENDPOINTS)[EndpointName];

export { API_OK, BUILD_NUMBER_HEADER, CSRF_COOKIE, CSRF_DEFAULT, CSRF_HEADER } from './protocol';
