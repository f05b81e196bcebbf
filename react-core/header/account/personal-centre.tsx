import { useEffect, useState } from 'react';
import { REFERRAL_REWARD } from './account.rules';
import type { KycBadge, PersonalCentreModel } from './personal-centre.rules';
import { useCopyFeedback } from './use-copy';
import type { AccountEntry } from '../header.types';
import type { Translator } from '../../core/i18n/catalogs';
import type { AccountKey } from './account.intl';

export interface PersonalCentreProps {
  /** Called when the user follows a link (the header closes its popover). */
  onClose(): void;
}

/** The spec's status icons (§3): a check, a clock hand, an exclamation mark, a cross. */
const KYC_ICONS: Record<KycBadge, string> = {
  success: 'M4 8.5l2.5 2.5L12 5.5',
  progress: 'M8 4.5V8l2.5 1.5',
  warning: 'M8 4.5v4M8 11v.5',
  error: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
};

function KycIcon({ badge, t }: { badge: KycBadge; t: Translator<AccountKey> }) {
  const label = t(`kyc.${badge}`);
  return (
    <span className={`pc-kyc pc-kyc-${badge}`} data-kyc={badge} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="currentColor" opacity="0.15" />
        <path d={KYC_ICONS[badge]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}

function Avatar({ src, initial }: { src: string | null; initial: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  // Decorative: the nickname is right beside it.
  if (src && !broken) return <img className="pc-avatar" src={src} alt="" width={48} height={48} onError={() => setBroken(true)} />;
  return (
    <span className="pc-avatar pc-avatar-initial" aria-hidden="true" data-avatar-fallback="">
      {initial}
    </span>
  );
}

function Identity({
  identity,
  vip,
  t,
}: {
  identity: NonNullable<PersonalCentreModel['identity']>;
  vip: PersonalCentreModel['vip'];
  t: Translator<AccountKey>;
}) {
  const { copied, copy } = useCopyFeedback();
  return (
    <section className="pc-identity" part="personal-identity">
      {identity.showAvatar ? <Avatar src={identity.avatar} initial={identity.initial} /> : null}
      <div className="pc-who">
        <p className="pc-name">
          <span data-nickname="">{identity.name || t('pc.userFallback')}</span>
          {identity.kyc ? <KycIcon badge={identity.kyc} t={t} /> : null}
        </p>
        {identity.uid ? (
          <p className="pc-uid">
            <span>{t('pc.uid')}</span>{' '}
            <span data-uid="" dir="ltr">
              {identity.uid}
            </span>
            <button
              type="button"
              className="pc-copy"
              aria-label={t('pc.copyUid')}
              title={t('pc.copyUid')}
              onClick={(event) => void copy(identity.uid, event.currentTarget)}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <rect x="5" y="5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
                <path d="M3.5 10.5V3.5a1.5 1.5 0 0 1 1.5-1.5h5" fill="none" stroke="currentColor" strokeWidth="1.4" />
              </svg>
            </button>
            {/* Always in the DOM so screen readers announce the text when it appears. */}
            <span className="pc-copied" role="status" data-copy-status="">
              {copied ? t('pc.copied') : ''}
            </span>
          </p>
        ) : null}
        {vip ? (
          <p className="pc-vip" data-vip={vip.tier}>
            <svg className="pc-vip-key" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" data-vip-key="">
              <circle cx="5.5" cy="8" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M8.5 8H15M12.5 8v2.5M14.5 8v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span className="pc-vip-badge">{t('pc.vip', { tier: vip.tier })}</span>
            {vip.trial ? (
              <span className="pc-trial" data-trial="">
                {t('pc.trial')}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Progress({ progress, t }: { progress: NonNullable<PersonalCentreModel['progress']>; t: Translator<AccountKey> }) {
  const label = t('pc.progress', { tier: progress.nextTier });
  return (
    <section className="pc-tier" data-tier-progress="">
      <div className="pc-tier-head">
        <span>{label}</span>
        <span data-percent="">{progress.percentText}</span>
      </div>
      <div
        className="pc-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={progress.percentText}
      >
        <span className="pc-bar-fill" style={{ inlineSize: `${progress.percent}%` }} />
      </div>
      {progress.plans.length > 0 ? (
        <>
          <p className="pc-upgrade">{t('pc.upgrade', { tier: progress.nextTier })}</p>
          <ul className="pc-plans">
            {progress.plans.map((p) => (
              <li key={p.plan} data-plan={p.plan}>
                {t(p.key, p.vars)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Entry({ entry, t, onClose }: { entry: AccountEntry; t: Translator<AccountKey>; onClose: () => void }) {
  const badge = entry.id === 'referral' ? <span className="pc-badge">{REFERRAL_REWARD}</span> : null;
  if (entry.disabled) {
    // APG's disabled link: no href (so not followed, not in the tab order), announced as disabled.
    return (
      <li>
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the disabled link above */}
        <a className="pc-entry is-disabled" role="link" aria-disabled="true" data-entry={entry.id}>
          {t(entry.label, entry.labelVars)}
          {badge}
          <span className="exch-sr-only"> ({t('pc.unavailable')})</span>
        </a>
      </li>
    );
  }
  return (
    <li>
      <a className="pc-entry" href={entry.href} data-entry={entry.id} onClick={onClose}>
        {t(entry.label, entry.labelVars)}
        {badge}
      </a>
    </li>
  );
}

/** The view: a model in, the panel's content out. */
export function PersonalCentreView({
  model,
  t,
  securityHref,
  onClose,
}: {
  model: PersonalCentreModel;
  t: Translator<AccountKey>;
  securityHref: string | null;
  onClose: () => void;
}) {
  return (
    <div className="pc" data-personal-centre="">
      {model.identity ? <Identity identity={model.identity} vip={model.vip} t={t} /> : null}
      {model.progress ? <Progress progress={model.progress} t={t} /> : null}
      <dl className="pc-stats">
        <div>
          <dt>{t('pc.volume')}</dt>
          <dd data-volume="" dir="ltr">
            {model.volume}
          </dd>
        </div>
        <div>
          <dt>{t('pc.assets')}</dt>
          <dd data-assets="" dir="ltr">
            {model.assets}
          </dd>
        </div>
      </dl>
      {model.weakSafety ? (
        securityHref ? (
          <a className="pc-safety" href={securityHref} data-safety="" onClick={onClose}>
            {t('pc.safetyWeak')}
          </a>
        ) : (
          <p className="pc-safety" data-safety="">
            {t('pc.safetyWeak')}
          </p>
        )
      ) : null}
      {model.entries.length > 0 ? (
        <nav className="pc-links" aria-label={t('menu.account')}>
          <ul>
            {model.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} t={t} onClose={onClose} />
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
