import { useEffect } from 'react';
import { afterChromePaint } from '../../core/layout/paint-gate';

/**
 * Spec §6: the switch-account script loads for logged-in users of a site that has it (the main
 * site), once the chrome has painted: not at idle, where a busy phone would start it as the user
 * taps, and not behind the account area's own code and user info (the header knows the login
 * state at its first paint). Its loader is a chunk of its own; one load per page
 * (`loadSwitchAccountScript`), which the Switch Account entries then open.
 */
export function useSwitchAccountScript(enabled: boolean, configured: string | null | undefined, apiBase: string): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void afterChromePaint()
      .then(() => (live ? import('./switch-account') : null))
      .then((loader) => {
        if (loader && live) void loader.loadSwitchAccountScript(loader.switchAccountScriptUrl(configured, apiBase, document.baseURI));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, configured, apiBase]);
}
