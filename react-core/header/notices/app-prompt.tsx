import { useState } from 'react';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { readStored, writeStored } from '../../core/util/storage';
import appPromptCss from './app-prompt.css?inline';
import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';
import { STORAGE_KEY } from '../../core/util/storage-keys';

/** Dismissal is remembered for the browser session's tabs (localStorage, a day). */
const ONE_DAY_MS = 86_400_000;

export function isAppPromptDismissed(now = Date.now()): boolean {
  const at = Number(readStored(STORAGE_KEY.appPromptClosed));
  return Number.isFinite(at) && at > 0 && at <= now && now - at < ONE_DAY_MS;
}

/**
 * The wallet-app prompt for visitors on phones (spec §1, §6): a bar offering the app, closed for
 * a day when dismissed. Its own chunk: only phone visitors who may see it load it.
 */
export default function AppPrompt({ t, href }: { t: Translator<HeaderKey>; href: string }) {
  const [closed, setClosed] = useState(() => isAppPromptDismissed());
  const root = useOwnStyles<HTMLElement>(appPromptCss);
  if (closed) return <span ref={root} hidden />;
  return (
    <aside ref={root} className="app-prompt" aria-label={t('prompt.text')} part="app-prompt">
      <p>{t('prompt.text')}</p>
      <a className="primary-button" href={href} data-action="open-app">
        {t('prompt.open')}
      </a>
      <button
        type="button"
        className="icon-button"
        aria-label={t('prompt.close')}
        data-action="close-app-prompt"
        onClick={() => {
          writeStored(STORAGE_KEY.appPromptClosed, String(Date.now()));
          setClosed(true);
        }}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
    </aside>
  );
}
