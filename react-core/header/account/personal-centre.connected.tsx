import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../../core/element/context';
import { useTranslation } from '../../core/i18n/use-translation.connected';
import { fiatRates, loadFiatRates, watchFiatRates } from '../../core/store/fiat-rates';
import { prefs } from '../../core/store/prefs';
import { withLanguage, withSitePrefix } from '../../core/routes/links';
import * as ACCOUNT_ROUTES from '../../core/routes/account-routes';
import { ACCOUNT_TEXTS } from './account.intl';
import { accountEntries } from './account.rules';
import { useAccountContext } from './use-account.connected';
import { buildPersonalCentreModel, displayCurrency } from './personal-centre.rules';
import { useOwnStyles } from '../../core/element/use-own-styles';
import personalCentreCss from './personal-centre.css?inline';
import { PersonalCentreView, type PersonalCentreProps } from './personal-centre';

/**
 * The personal-centre panel's content (spec §1, §6, §9): identity, VIP, tier progress and
 * upgrade plans, volume and assets, the safety warning and the account links. The header owns
 * the popover around it (role, label, focus). Lazy-loaded; adopts its own styles.
 */
export default function PersonalCentre({ onClose }: PersonalCentreProps) {
  const { options, site, isHidden, sitePrefix } = useChrome();
  const { t, lang, ready: textsReady } = useTranslation(ACCOUNT_TEXTS);
  const ctx = useAccountContext();
  const { rates } = useSnapshot(fiatRates);
  const { fiat, fiatRateOpen } = useSnapshot(prefs);
  const ownRoot = useOwnStyles<HTMLDivElement>(personalCentreCss);
  // Assets arrive in USD; the chosen fiat (settings) or the site's unit (JPY for Japan) needs its rate.
  const currency = displayCurrency({ fiat, fiatRateOpen }, site);
  const foreign = currency !== 'USD';
  useEffect(() => {
    if (!foreign) return undefined;
    void loadFiatRates(options.apiBase);
    return watchFiatRates(options.apiBase);
  }, [foreign, options.apiBase]);
  const rate = rates[currency]?.rate;
  const model = useMemo(
    () =>
      buildPersonalCentreModel({
        site,
        lang,
        user: ctx.user,
        entries: accountEntries(ctx),
        currency,
        rate,
        hideIdentity: isHidden('personalInfo'),
        hideAvatar: isHidden('personalInfoAvatar'),
      }),
    [site, lang, ctx, currency, rate, isHidden],
  );
  const busy = !textsReady || !ctx.ready;
  return (
    <div ref={ownRoot} className="pc-root" aria-busy={busy || undefined}>
      {busy || !ctx.user.isLogin ? null : (
        <PersonalCentreView
          model={model}
          t={t}
          securityHref={site.testnet ? null : withSitePrefix(withLanguage(lang, ACCOUNT_ROUTES.security()), sitePrefix)}
          onClose={onClose}
        />
      )}
    </div>
  );
}
