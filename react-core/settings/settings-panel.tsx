import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { Translator } from '../core/i18n/catalogs';
import type { ChangeWindow, RiseColor, Theme } from '../core/store/prefs';
import type { SettingsKey } from './settings.intl';
import type { SettingsSection } from './settings-visibility.rules';
import { ACCORDION_HEADER } from '../core/a11y/use-accordion';
import { useRadioGroupRelease } from '../core/a11y/use-radio-group-release';
import { RiseFallSwatch } from './dialog-icons';

export interface SettingsPanelViewProps {
  t: Translator<SettingsKey>;
  panelRef: Ref<HTMLDivElement>;
  id: string;
  sections: readonly SettingsSection[];
  open: SettingsSection | null;
  onToggle(section: SettingsSection): void;
  onHeaderKeyDown(event: KeyboardEvent<HTMLElement>): void;
  theme: Theme;
  onTheme(theme: Theme): void;
  /** The effective colour and window (a forcing site shows its forced ones). */
  riseColor: RiseColor;
  riseColors: readonly RiseColor[];
  onRiseColor(color: RiseColor): void;
  changeWindow: ChangeWindow;
  changeWindows: readonly ChangeWindow[];
  onChangeWindow(window: ChangeWindow): void;
  /** Null when the toggle is hidden. */
  doNotSwitchToFiat: boolean | null;
  onDoNotSwitchToFiat(on: boolean): void;
  floatRate: boolean | null;
  onFloatRate(on: boolean): void;
}

const TITLE: Record<SettingsSection, SettingsKey> = {
  theme: 'theme.title',
  riseColor: 'color.title',
  changeWindow: 'window.title',
  fiatDisplay: 'fiat.title',
};

function Section({
  section,
  title,
  value,
  props,
  children,
}: {
  section: SettingsSection;
  title: string;
  value?: string;
  props: SettingsPanelViewProps;
  children: ReactNode;
}) {
  const ids = useId();
  const open = props.open === section;
  return (
    <div className="st-section" data-section={section}>
      <h3 className="st-section-heading">
        <button
          type="button"
          id={`${ids}-h`}
          className="st-section-toggle"
          aria-expanded={open}
          aria-controls={`${ids}-p`}
          onClick={() => props.onToggle(section)}
          onKeyDown={props.onHeaderKeyDown}
          {...{ [ACCORDION_HEADER]: '' }}
        >
          <span>{title}</span>
          {value && <span className="st-section-value">{value}</span>}
          <svg className="st-chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </h3>
      <div role="region" id={`${ids}-p`} aria-labelledby={`${ids}-h`} className="st-section-body" hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}

/** Native radios: arrow keys, checked state and the group's name come from the browser. */
function Options<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
  swatch,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (v: T) => string;
  onChange: (v: T) => void;
  swatch?: (v: T) => ReactNode;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useRadioGroupRelease(fieldset);
  return (
    <fieldset className="st-options" ref={fieldset}>
      <legend className="exch-sr-only">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="st-option" data-value={option}>
          <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
          <span className="st-option-label">{label(option)}</span>
          {swatch?.(option)}
        </label>
      ))}
    </fieldset>
  );
}

function Switch({ label, hint, on, onChange, name }: { label: string; hint: string; on: boolean; onChange: (on: boolean) => void; name: string }) {
  const ids = useId();
  return (
    <div className="st-switch-row">
      <span className="st-switch-text">
        <span id={`${ids}-l`}>{label}</span>
        <span id={`${ids}-d`} className="st-hint">
          {hint}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${ids}-l`}
        aria-describedby={`${ids}-d`}
        className="st-switch"
        data-switch={name}
        onClick={() => onChange(!on)}
      >
        <span className="st-switch-knob" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The settings panel (spec §1, §4): theme, rise/fall colour, change window and the currency
 * display toggles, as an accordion whose sections open one at a time. A non-modal dialog
 * anchored to its button: focus moves in on open, Escape or a click outside closes it.
 */
export function SettingsPanelView(props: SettingsPanelViewProps) {
  const { t } = props;
  const titleId = useId();
  const names = useId();
  const body: Record<SettingsSection, () => ReactNode> = {
    theme: () => (
      <Options
        legend={t('theme.title')}
        name={`${names}-theme`}
        options={['light', 'dark'] as const}
        value={props.theme}
        label={(v) => t(v === 'dark' ? 'theme.dark' : 'theme.light')}
        onChange={props.onTheme}
      />
    ),
    riseColor: () => (
      <Options
        legend={t('color.title')}
        name={`${names}-color`}
        options={props.riseColors}
        value={props.riseColor}
        label={(v) => t(`color.${v}`)}
        onChange={props.onRiseColor}
        swatch={(v) => <RiseFallSwatch scheme={v} />}
      />
    ),
    changeWindow: () => (
      <Options
        legend={t('window.title')}
        name={`${names}-window`}
        options={props.changeWindows}
        value={props.changeWindow}
        label={(v) => t(`window.${v}`)}
        onChange={props.onChangeWindow}
      />
    ),
    fiatDisplay: () => (
      <>
        {props.doNotSwitchToFiat !== null && (
          <Switch
            name="do-not-switch-to-fiat"
            label={t('fiat.doNotSwitch')}
            hint={t('fiat.doNotSwitchHint')}
            on={props.doNotSwitchToFiat}
            onChange={props.onDoNotSwitchToFiat}
          />
        )}
        {props.floatRate !== null && (
          <Switch name="float-rate" label={t('fiat.floatRate')} hint={t('fiat.floatRateHint')} on={props.floatRate} onChange={props.onFloatRate} />
        )}
      </>
    ),
  };
  const value: Partial<Record<SettingsSection, string>> = {
    theme: t(props.theme === 'dark' ? 'theme.dark' : 'theme.light'),
    riseColor: t(`color.${props.riseColor}`),
    changeWindow: t(`window.${props.changeWindow}`),
  };
  return (
    <div ref={props.panelRef} id={props.id} className="st-panel" role="dialog" aria-labelledby={titleId} tabIndex={-1} part="settings-panel" data-accordion="">
      <h2 className="st-panel-title" id={titleId}>
        {t('panel.title')}
      </h2>
      {props.sections.map((section) => (
        <Section key={section} section={section} title={t(TITLE[section])} value={value[section]} props={props}>
          {body[section]()}
        </Section>
      ))}
    </div>
  );
}
