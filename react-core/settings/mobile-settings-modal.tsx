import { useId, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { Translator } from '../core/i18n/catalogs';
import type { LanguageCode } from '../core/i18n/languages';
import type { ChangeWindow, RiseColor } from '../core/store/prefs';
import { MOBILE_TITLE, type SettingsKey } from './settings.intl';
import type { MobileSettingsType } from './settings-visibility.rules';
import type { FiatRow, LanguageRow } from './settings.mappers';
import { CloseIcon, RiseFallSwatch } from './dialog-icons';
import { FiatIcon } from '../core/site/fiat-icon';
import { Dialog } from '../core/ui/dialog';

export interface MobileSettingsModalViewProps {
  t: Translator<SettingsKey>;
  dialogRef: Ref<HTMLDialogElement>;
  /** False while the texts are on their way: the dialog is open but empty. */
  ready: boolean;
  type: MobileSettingsType;
  languages: readonly LanguageRow[];
  onLanguage(code: LanguageCode, event: MouseEvent<HTMLAnchorElement>): void;
  fiats: readonly FiatRow[];
  onFiat(fiat: string): void;
  changeWindow: ChangeWindow;
  changeWindows: readonly ChangeWindow[];
  onChangeWindow(window: ChangeWindow): void;
  riseColor: RiseColor;
  riseColors: readonly RiseColor[];
  onRiseColor(color: RiseColor): void;
  onClose(): void;
}

function Pick({ current, onClick, children, value }: { current: boolean; onClick: () => void; children: ReactNode; value: string }) {
  return (
    <li>
      <button type="button" className="st-row" aria-current={current ? 'true' : undefined} data-value={value} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

/**
 * The mobile settings modal (spec §2): one of the four types lang, rate, riseTime, riseColor, as
 * a list to pick from; a pick applies the same rules as the desktop settings and closes it.
 */
export function MobileSettingsModalView(props: MobileSettingsModalViewProps) {
  const { t, type } = props;
  const titleId = useId();
  const list = (() => {
    if (type === 'lang') {
      return props.languages.map((l) => (
        <li key={l.code}>
          <a
            className="st-row"
            href={l.href}
            lang={l.code}
            hrefLang={l.code}
            data-lang={l.code}
            aria-current={l.current ? 'true' : undefined}
            onClick={(event) => props.onLanguage(l.code, event)}
          >
            {l.name}
          </a>
        </li>
      ));
    }
    if (type === 'rate') {
      return props.fiats.map((f) => (
        <Pick key={f.fiat} value={f.fiat} current={f.current} onClick={() => props.onFiat(f.fiat)}>
          <span>
            <FiatIcon src={f.icon} />
            {f.fiat}
            {f.symbol && ` ${f.symbol}`}
          </span>
          <span className="st-hint">{f.rate === null ? t('region.rateUnavailable') : t('region.rate', { rate: f.rate, fiat: f.fiat })}</span>
        </Pick>
      ));
    }
    if (type === 'riseTime') {
      return props.changeWindows.map((w) => (
        <Pick key={w} value={w} current={w === props.changeWindow} onClick={() => props.onChangeWindow(w)}>
          {t(`window.${w}`)}
        </Pick>
      ));
    }
    return props.riseColors.map((c) => (
      <Pick key={c} value={c} current={c === props.riseColor} onClick={() => props.onRiseColor(c)}>
        <span>{t(`color.${c}`)}</span>
        <RiseFallSwatch scheme={c} />
      </Pick>
    ));
  })();
  return (
    <Dialog
      ref={props.dialogRef}
      className="st-dialog st-sheet"
      aria-labelledby={titleId}
      tabIndex={-1}
      part="mobile-settings"
      data-settings-dialog="mobile"
      data-type={type}
    >
      {props.ready && (
        <>
          <div className="st-dialog-head">
            <h2 className="st-dialog-title" id={titleId}>
              {t(MOBILE_TITLE[type])}
            </h2>
            <button type="button" className="st-close" aria-label={t('ui.close')} onClick={props.onClose} data-action="close">
              <CloseIcon />
            </button>
          </div>
          <ul className="st-rows" aria-labelledby={titleId}>
            {list}
          </ul>
        </>
      )}
    </Dialog>
  );
}
