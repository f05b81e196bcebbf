import { useEffect } from 'react';
import type { ChromeContextValue } from '../../core/element/context';

/**
 * Spec §2: logged-out visitors on some paths may be redirected to another host; only pages that
 * configure it (the `visitorRedirect` property) fetch the rule's code. Cancelable event first.
 */
export function useVisitorRedirect(options: {
  known: boolean;
  isLogin: boolean;
  config: unknown;
  currentPath: string;
  emit: ChromeContextValue['emit'];
}): void {
  const { known, isLogin, config, currentPath, emit } = options;
  useEffect(() => {
    if (!known || isLogin || !config) return undefined;
    let live = true;
    void import('./visitor-redirect').then(({ visitorRedirectTarget }) => {
      const target = visitorRedirectTarget(config, { host: location.host, pathname: currentPath, search: location.search, isLogin });
      if (live && target && emit('exch-visitor-redirect', { href: target })) location.replace(target);
    });
    return () => {
      live = false;
    };
  }, [known, isLogin, config, currentPath, emit]);
}
