import { proxy, ref } from 'valtio/vanilla';
import { loadOnce } from '../../core/util/load-once';

/**
 * A sub-site's built-in navigation (site-menu.ts and its table) is a chunk of its own: the main
 * site, whose header shows the server menu, never loads it. A sub-site's header loads it before
 * its first render (prepareHeader, header.definition.ts; the server at start-up), and the boot script preloads it
 * with the header's code on such a page.
 */
type SiteMenuModule = typeof import('./site-menu');

export const siteMenuCode = proxy<{ module: SiteMenuModule | null; failed: boolean }>({ module: null, failed: false });

/** Loads the built-in navigation's code once; a failure is remembered (the header then shows no nav) and retried on the next call. */
export function loadSiteMenu(): Promise<void> {
  return loadOnce(
    'site-menu',
    () => import('./site-menu'),
    (module) => {
      siteMenuCode.module = ref(module);
      siteMenuCode.failed = false;
    },
    {
      message: 'the site navigation could not be loaded',
      failed: () => {
        siteMenuCode.failed = true;
      },
    },
  );
}
