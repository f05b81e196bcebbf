/**
 * The settings in the mobile drawer (and anywhere below 768 px): one row per type of the mobile
 * settings modal (spec §2: lang, rate, riseTime, riseColor) showing the current choice, each
 * opening that modal, and the theme as a switch. It renders with the drawer (a lazy chunk of
 * its own), so its texts are the settings' own; the modal's code comes on first tap or intent.
 */
import { useCallback, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { LANGUAGES } from '../core/i18n/languages';
import { effectiveMarketDisplay, prefs } from '../core/store/prefs';
import { MOBILE_TITLE, SETTINGS_TEXTS } from './settings.intl';
import { otherTheme } from './settings.rules';
import { settingsVisibility, type MobileSettingsType } from './settings-visibility.rules';
import { chooseTheme, type PageActions } from './settings-choices';
import { MobileSettingsFlow, preloadSettings } from './settings-entries.connected';
import mobileEntryCss from './mobile-settings-entry.css?inline';

const intent = () => void preloadSettings();

export function MobileSettingsEntry({ page }: { page?: PageActions }) {
  const { isHidden, site, options, emit } = useChrome();
  const { t, ready } = useTranslation(SETTINGS_TEXTS);
  const p = useSnapshot(prefs);
  const root = useOwnStyles<HTMLDivElement>(mobileEntryCss);
  const [type, setType] = useState<MobileSettingsType | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setType(null), []);
  const returnFocus = useCallback(() => opener.current, []);
  const v = settingsVisibility(isHidden);
  if (!ready || (v.mobile.length === 0 && !v.mobileTheme)) return <div ref={root} hidden />;
  const display = effectiveMarketDisplay(p, site);
  const theme = options.theme ?? p.theme;
  const current: Record<MobileSettingsType, string> = {
    lang: LANGUAGES.find((l) => l.code === p.lang)?.native ?? p.lang,
    rate: p.fiat || t('fiat.none'),
    riseTime: t(`window.${display.changeWindow}`),
    riseColor: t(`color.${display.riseColor}`),
  };
  return (
    <div ref={root} className="st-mobile" data-mobile-settings="">
      <ul className="st-mobile-rows" aria-label={t('mobile.title')}>
        {v.mobile.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className="st-mobile-row"
              aria-haspopup="dialog"
              data-mobile-type={kind}
              onPointerEnter={intent}
              onFocus={intent}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setType(kind);
              }}
            >
              <span>{t(MOBILE_TITLE[kind])}</span>
              <span className="st-mobile-value">{current[kind]}</span>
            </button>
          </li>
        ))}
        {v.mobileTheme && (
          <li>
            <button
              type="button"
              role="switch"
              aria-checked={theme === 'dark'}
              className="st-mobile-row"
              data-switch="theme"
              onClick={() => chooseTheme(emit, otherTheme(theme))}
            >
              <span>{t('mobile.theme')}</span>
              <span className="st-entry-switch" aria-hidden="true" />
            </button>
          </li>
        )}
      </ul>
      {type && <MobileSettingsFlow type={type} onClose={close} returnFocus={returnFocus} page={page} />}
    </div>
  );
}
