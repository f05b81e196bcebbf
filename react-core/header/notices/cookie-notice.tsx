import { useId } from 'react';
import { useOwnStyles } from '../../core/element/use-own-styles';
import cookieNoticeCss from './cookie-notice.css?inline';
import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';

/** The EU cookie-policy notice (its own chunk: only EU home pages ever load it). */
export default function CookieNotice({ t, policyHref, onAccept }: { t: Translator<HeaderKey>; policyHref: string; onAccept: () => void }) {
  const id = useId();
  const root = useOwnStyles<HTMLElement>(cookieNoticeCss);
  const [before, after = ''] = t('cookie.text').split('{policy}');
  return (
    <section ref={root} className="cookie-notice" aria-labelledby={id} part="cookie-notice">
      <h2 id={id} className="exch-sr-only">
        {t('cookie.label')}
      </h2>
      <p>
        {before}
        <a href={policyHref}>{t('cookie.policy')}</a>
        {after}
      </p>
      <button type="button" className="primary-button" onClick={onAccept} data-action="accept-cookies">
        {t('cookie.accept')}
      </button>
    </section>
  );
}
