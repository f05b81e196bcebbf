import { useEffect } from 'react';
import { afterPaintWhenIdle } from '../../core/layout/idle';
import { IN_APP_BUNDLE } from '../../core/build/build-kind';

/**
 * Spec §7: five seconds after load, check that the script's host still serves it. The check's
 * code is a chunk fetched once the chrome has painted and the browser is idle (nothing of the
 * first paint waits behind it); it runs once per page (cdn-check.ts).
 *
 * The header's `cdn-check-url` names the file to check (cdnCheckTarget); by default the chrome's
 * own script. Not in an app's own bundle (dist/npm) unless the page names a URL: there the chrome
 * and React are the app's files, not a script on the CDN, and `import.meta.url` is whatever the
 * app's bundler made of it (webpack writes the build machine's `file:` path). The check's
 * environment (the page's user agent, URL, fetch) is built in its chunk (`checkThisPage`).
 */
export function useCdnCheck(configured: string | null | undefined): void {
  useEffect(() => (IN_APP_BUNDLE && !configured ? undefined : afterPaintWhenIdle(() => startCdnCheck(configured))), [configured]);
}

function startCdnCheck(configured: string | null | undefined): void {
  import('./cdn-check')
    .then((check) => check.checkThisPage(configured))
    // A safeguard: its chunk failing to load is not the page's error.
    .catch(() => {});
}
