/**
 * Every HTTP path the chrome calls, written once, one export each so a bundle keeps only the
 * paths its code uses: import as a namespace, `import * as PATHS from '.../api/paths'`. The mock
 * exchange API (demo/mock-api) serves exactly these (endpoints.ts), and the README lists them.
 * Paths the spec names (§7) are kept verbatim; the ones it leaves unnamed are ours and are marked
 * `(ours)`. This module holds the site's paths, which the first paint calls; the paths only lazy
 * parts call are in modules of their own (market-paths.ts, account-paths.ts,
 * notification-paths.ts), because a module shared with the first paint travels in its chunk
 * whole (vite.config.ts).
 */
// Site data (spec §7)
export const headerMenu = '/api/web/v1/site/headerMenuListV2';
export const fullsiteBulletin = '/api/web/v1/site/fullsiteBulletin';
/** (ours) common site data: lang_list, fiat_list, flags, curr_fiat ... */
export const commonData = '/api/web/v1/site/commonData';
/** (ours) compliance check: menu_list and business_list of hidden entries */
export const complianceMenu = '/api/web/v1/site/complianceMenu';
/** (ours) announcements keyed by page key (index, wallet) */
export const announcement = '/api/web/v1/site/announcement';
