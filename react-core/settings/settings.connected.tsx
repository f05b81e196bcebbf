/**
 * The settings' lazy chunk: the language-and-region dialog, the settings panel, the mobile
 * settings modal and the Turkey modal, wired to the store. The entries (settings-entries.connected.tsx,
 * mobile-settings-entry.connected.tsx) import it on first open or on intent (preloadSettings()).
 */
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { LANGUAGES, TURKISH_LANGUAGE, type LanguageCode } from '../core/i18n/languages';
import { languageUrl } from '../core/routes/links';
import { TURKEY_EXCHANGE_URL } from '../core/site/hosts';
import { effectiveMarketDisplay, prefs } from '../core/store/prefs';
import { fiatRates, loadFiatRates, watchFiatRates } from '../core/store/fiat-rates';
import { useSiteData } from '../core/store/use-site-data';
import { withDialogFrame } from '../core/ui/dialog';
import settingsSheet from './settings.css?inline';
import { SETTINGS_TEXTS } from './settings.intl';
import { fiatRows, languageRows } from './settings.mappers';
import { doNotSwitchToFiatOn, languageChoice, offeredChangeWindows, offeredRiseColors } from './settings.rules';
import { settingsVisibility, type MobileSettingsType, type RegionTab, type SettingsSection } from './settings-visibility.rules';
import {
  BROWSER_PAGE,
  chooseChangeWindow,
  chooseDoNotSwitchToFiat,
  chooseFiat,
  chooseFloatRate,
  chooseRiseColor,
  chooseTheme,
  switchLanguage,
  type PageActions,
} from './settings-choices';
import { useModalDialog } from '../core/a11y/use-modal-dialog';
import { useTabs } from '../core/a11y/use-tabs';
import { useAccordion } from '../core/a11y/use-accordion';
import { useDialogStack } from '../core/a11y/use-dialog-stack';
import { LanguageRegionDialogView } from './language-region-dialog';
import { SettingsPanelView } from './settings-panel';
import { TurkeyDialogView } from './turkey-dialog';
import { MobileSettingsModalView } from './mobile-settings-modal';

/** The settings' stylesheet: the dialogs' frame, then the settings' own rules. */
export const settingsCss = withDialogFrame(settingsSheet);

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

export interface FlowProps {
  /** The flow is over (closed, or a choice made): the entry unmounts it. */
  onClose(): void;
  /** The control that opened it; focus goes back there. */
  returnFocus(): HTMLElement | null | undefined;
  /** Reload and navigation (the browser's by default). */
  page?: PageActions;
}

/** The store, site data and rates every settings view reads, with what the choices need. */
function useSettings(page: PageActions = BROWSER_PAGE) {
  const { options, site, isHidden, emit, sitePrefix } = useChrome();
  const { t, lang, ready } = useTranslation(SETTINGS_TEXTS);
  const p = useSnapshot(prefs);
  const data = useSiteData();
  const { rates } = useSnapshot(fiatRates);
  const visibility = useMemo(() => settingsVisibility(isHidden), [isHidden]);
  const { currentPath } = options;
  // Spec §2: the language URL is the base path (the site prefix) + /{lang} + the current path.
  const hrefOf = useCallback((code: LanguageCode) => languageUrl(code, currentPath, LANGUAGE_CODES, sitePrefix), [currentPath, sitePrefix]);
  const languages = useMemo(() => languageRows(data.common.langList, lang, hrefOf), [data.common.langList, lang, hrefOf]);
  const fiats = useMemo(
    () => fiatRows(data.common.fiatList, rates, p.fiat, lang, options.apiBase),
    [data.common.fiatList, rates, p.fiat, lang, options.apiBase],
  );
  return {
    t,
    lang,
    ready,
    site,
    emit,
    page,
    visibility,
    hrefOf,
    languages,
    fiats,
    base: options.apiBase,
    /** What the page shows: a forcing site's colour and window, whatever is stored. */
    display: effectiveMarketDisplay(p, site),
    theme: options.theme ?? p.theme,
    fiat: p.fiat,
    floatRate: p.floatRate,
  };
}

type Settings = ReturnType<typeof useSettings>;

/** Loads currFiatMarketRates (shared, deduplicated) and keeps them fresh while the view shows them. */
function useRates(base: string, wanted: boolean): void {
  useEffect(() => {
    if (!wanted) return undefined;
    void loadFiatRates(base);
    return watchFiatRates(base);
  }, [base, wanted]);
}

/**
 * A language link's click (spec §4, §5): tr off Turkey opens the Turkey modal; the current
 * language just closes; any other follows its URL unless the page cancels `exch-language-change`
 * (then the chrome switches in place and the flow ends).
 */
function onLanguageClick(s: Settings, code: LanguageCode, event: MouseEvent<HTMLAnchorElement>, openTurkey: () => void, done: () => void) {
  if (code === s.lang) {
    event.preventDefault();
    done();
    return;
  }
  if (languageChoice(code, s.site) === 'turkey') {
    event.preventDefault();
    openTurkey();
    return;
  }
  if (switchLanguage(s.emit, code, s.hrefOf(code))) {
    event.preventDefault();
    done();
  }
}

function onFiatClick(s: Settings, fiat: string, done: () => void) {
  if (fiat !== s.fiat) chooseFiat(s.emit, s.page, fiat);
  done();
}

const TURKISH = LANGUAGES.find((l) => l.code === TURKISH_LANGUAGE)?.native ?? TURKISH_LANGUAGE;

/** The Turkey modal: Cancel and Escape go back to what opened it; switching ends the flow. */
function TurkeyLayer({
  s,
  onCancel,
  onDone,
  returnFocus,
}: {
  s: Settings;
  onCancel: () => void;
  onDone: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { onClose: onCancel, returnFocus, ready: s.ready });
  const href = s.hrefOf(TURKISH_LANGUAGE);
  return (
    <TurkeyDialogView
      t={s.t}
      dialogRef={dialog}
      ready={s.ready}
      title={TURKISH}
      exchangeHref={TURKEY_EXCHANGE_URL}
      onCancel={onCancel}
      onSwitch={() => {
        if (switchLanguage(s.emit, TURKISH_LANGUAGE, href, () => s.page.navigate(href))) onDone();
      }}
    />
  );
}

type Layer = 'main' | 'turkey';

/** A dialog with the Turkey modal stacked over it, and the link that opened the Turkey modal. */
function useTurkeyStack() {
  const layers = useDialogStack<Layer>(['main']);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(
    (from: HTMLElement) => {
      opener.current = from;
      layers.push('turkey');
    },
    [layers],
  );
  return { turkeyOpen: layers.top === 'turkey', open, close: layers.pop, opener: () => opener.current };
}

/** The language-and-region dialog, with the Turkey modal over it when tr is chosen off Turkey. */
export function LanguageRegionFlow({ onClose, returnFocus, page }: FlowProps) {
  const s = useSettings(page);
  const root = useOwnStyles<HTMLSpanElement>(settingsCss);
  const dialog = useRef<HTMLDialogElement>(null);
  const turkey = useTurkeyStack();
  const tabs = s.visibility.regionTabs;
  const { selected, select, onKeyDown } = useTabs<RegionTab>(tabs);
  useRates(s.base, tabs.includes('rate'));
  useModalDialog(dialog, {
    onClose,
    returnFocus,
    ready: s.ready,
    initialFocus: (el) => el.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], [aria-current="true"]'),
  });
  return (
    <span ref={root} className="st-layer">
      <LanguageRegionDialogView
        t={s.t}
        dialogRef={dialog}
        ready={s.ready && selected !== undefined}
        tabs={tabs}
        selected={selected ?? 'language'}
        onSelect={select}
        onTabKeyDown={onKeyDown}
        languages={s.languages}
        fiats={s.fiats}
        onClose={onClose}
        onLanguage={(code, event) => onLanguageClick(s, code, event, () => turkey.open(event.currentTarget), onClose)}
        onFiat={(fiat) => onFiatClick(s, fiat, onClose)}
      />
      {turkey.turkeyOpen && <TurkeyLayer s={s} onCancel={turkey.close} onDone={onClose} returnFocus={turkey.opener} />}
    </span>
  );
}

/** The Turkey modal alone (the footer's language picker, spec §4). */
export function TurkeyFlow({ onClose, returnFocus, page }: FlowProps) {
  const s = useSettings(page);
  const root = useOwnStyles<HTMLSpanElement>(settingsCss);
  return (
    <span ref={root} className="st-layer">
      <TurkeyLayer s={s} onCancel={onClose} onDone={onClose} returnFocus={returnFocus} />
    </span>
  );
}

export interface SettingsPanelProps {
  /** The id the settings button's aria-controls names. */
  id: string;
  page?: PageActions;
}

/**
 * The settings panel's content (the entry owns its anchor, Escape and outside clicks): focus
 * moves to its first section header once it is there.
 */
export function SettingsPanel({ id, page }: SettingsPanelProps) {
  const s = useSettings(page);
  const panel = useOwnStyles<HTMLDivElement>(settingsCss);
  const accordion = useAccordion<SettingsSection>();
  const { visibility: v, emit, site } = s;
  useEffect(() => {
    if (s.ready) panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, [s.ready, panel]);
  if (!s.ready) return <div ref={panel} className="st-panel st-panel-loading" aria-busy="true" />;
  return (
    <SettingsPanelView
      t={s.t}
      panelRef={panel}
      id={id}
      sections={v.sections}
      open={accordion.open}
      onToggle={accordion.toggle}
      onHeaderKeyDown={accordion.onHeaderKeyDown}
      theme={s.theme}
      onTheme={(theme) => chooseTheme(emit, theme)}
      riseColor={s.display.riseColor}
      riseColors={offeredRiseColors(site)}
      onRiseColor={(color) => chooseRiseColor(emit, color)}
      changeWindow={s.display.changeWindow}
      changeWindows={offeredChangeWindows(site)}
      onChangeWindow={(w) => chooseChangeWindow(emit, w)}
      doNotSwitchToFiat={v.doNotSwitchToFiat ? doNotSwitchToFiatOn(s.fiat) : null}
      onDoNotSwitchToFiat={(on) => chooseDoNotSwitchToFiat(emit, s.page, on)}
      floatRate={v.floatRate ? s.floatRate : null}
      onFloatRate={(on) => chooseFloatRate(emit, on)}
    />
  );
}

/** The mobile settings modal of one type (spec §2), with the Turkey modal over the language list. */
export function MobileSettingsFlow({ type, onClose, returnFocus, page }: FlowProps & { type: MobileSettingsType }) {
  const s = useSettings(page);
  const root = useOwnStyles<HTMLSpanElement>(settingsCss);
  const dialog = useRef<HTMLDialogElement>(null);
  const turkey = useTurkeyStack();
  const { emit, site } = s;
  useRates(s.base, type === 'rate');
  useModalDialog(dialog, {
    onClose,
    returnFocus,
    ready: s.ready,
    initialFocus: (el) => el.querySelector<HTMLElement>('[aria-current="true"]'),
  });
  return (
    <span ref={root} className="st-layer">
      <MobileSettingsModalView
        t={s.t}
        dialogRef={dialog}
        ready={s.ready}
        type={type}
        onClose={onClose}
        languages={s.languages}
        onLanguage={(code, event) => onLanguageClick(s, code, event, () => turkey.open(event.currentTarget), onClose)}
        fiats={s.fiats}
        onFiat={(fiat) => onFiatClick(s, fiat, onClose)}
        changeWindow={s.display.changeWindow}
        changeWindows={offeredChangeWindows(site)}
        onChangeWindow={(w) => {
          if (w !== s.display.changeWindow) chooseChangeWindow(emit, w);
          onClose();
        }}
        riseColor={s.display.riseColor}
        riseColors={offeredRiseColors(site)}
        onRiseColor={(color) => {
          if (color !== s.display.riseColor) chooseRiseColor(emit, color);
          onClose();
        }}
      />
      {turkey.turkeyOpen && <TurkeyLayer s={s} onCancel={turkey.close} onDone={onClose} returnFocus={turkey.opener} />}
    </span>
  );
}
