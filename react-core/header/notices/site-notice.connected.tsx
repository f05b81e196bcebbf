import { useState } from 'react';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { useTranslation } from '../../core/i18n/use-translation.connected';
import { withLanguage } from '../../core/routes/links';
import * as ACCOUNT_ROUTES from '../../core/routes/account-routes';
import * as ROUTES from '../../core/routes/header-routes';
import { readStoredJson, writeStored } from '../../core/util/storage';
import { STORAGE_KEY } from '../../core/util/storage-keys';
import { NOTICE_TEXTS } from './notices.intl';
import { closedNotices, siteNoticeOf, type SiteNotice } from './site-notice.rules';
import { SiteNoticeView, type SiteNoticeLink } from './site-notice';
import siteNoticeCss from './site-notice.css?inline';

/** Where a notice leads: KYC to the verification page, the compliance tips to the user agreement (spec §2: a new tab, no prefix). */
function linkOf(notice: SiteNotice, lang: Parameters<typeof withLanguage>[0]): SiteNoticeLink | null {
  if (notice === 'kyc') return { href: withLanguage(lang, ACCOUNT_ROUTES.kyc()), label: 'kycAction', newTab: false };
  if (notice === 'complianceTips') return { href: ROUTES.userAgreement(), label: 'complianceAction', newTab: true };
  return null;
}

/**
 * The first of the notices the flags ask for (`asked`, site-notice.rules.ts) that the user has not
 * closed in the last day (localStorage `exch.siteNotice.closed`); closing it shows the next. Its
 * own chunk, with its texts: only a page with a flag set loads either. Client only (the header
 * renders it once the page's storage can be read).
 */
export default function SiteNoticeConnected({ asked }: { asked: readonly SiteNotice[] }) {
  const { t, lang, ready } = useTranslation(NOTICE_TEXTS);
  const root = useOwnStyles<HTMLDivElement>(siteNoticeCss);
  const [closed, setClosed] = useState(() => closedNotices(readStoredJson(STORAGE_KEY.siteNoticeClosed), Date.now()));
  const notice = ready ? siteNoticeOf(asked, closed) : null;
  return (
    <div ref={root} className="site-notice-host">
      {notice && (
        <SiteNoticeView
          t={t}
          notice={notice}
          link={linkOf(notice, lang)}
          onClose={() => {
            const stored = readStoredJson(STORAGE_KEY.siteNoticeClosed);
            const map = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
            writeStored(STORAGE_KEY.siteNoticeClosed, JSON.stringify({ ...map, [notice]: Date.now() }));
            setClosed(new Set([...closed, notice]));
          }}
        />
      )}
    </div>
  );
}
