import { useState } from 'react';
import { acknowledgeCookieNotice, readCookieNoticeAck, shouldShowCookieNotice } from './cookie-notice.rules';
import { useIsClient } from '../../core/layout/use-is-client';
import type { Site } from '../../core/region/regions';

/**
 * The EU cookie notice's state (spec §2, §4): shown by the rule, acknowledged by the user. The
 * stored time is read on the client only (a server cannot know it).
 */
export function useCookieNotice(site: Site, currentPath: string, known: boolean): { show: boolean; accept: () => void } {
  const client = useIsClient();
  const [acceptedAt, setAcceptedAt] = useState<string | null>(null);
  const stored = client ? (acceptedAt ?? readCookieNoticeAck()) : undefined;
  return {
    show: client && known && shouldShowCookieNotice(site, currentPath, stored, Date.now()),
    accept: () => {
      acknowledgeCookieNotice();
      setAcceptedAt(String(Date.now()));
    },
  };
}
