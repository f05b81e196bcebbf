/**
 * The header's settings entries (spec §1): the globe button ("Language and region", showing the
 * current language) and the settings button. They are tiny and ship with the header; the
 * dialogs, the panel and their texts are one lazy chunk fetched on first open, or earlier
 * through preloadSettings() (the header calls it at idle after first paint; the buttons call it
 * on pointer or focus intent).
 */
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome, useHydration } from '../core/element/context';
import { DEFAULT_FIAT } from '../core/site/fiat';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { LANGUAGES, type LanguageCode } from '../core/i18n/languages';
import { useDismiss } from '../core/a11y/use-disclosure';
import { prefs } from '../core/store/prefs';
import { preloadSettingsTexts, SETTINGS_ENTRY_TEXTS } from './settings.intl';
import { settingsVisibility } from './settings-visibility.rules';
import type { PageActions } from './settings-choices';
import { translate, type Translator } from '../core/i18n/catalogs';
import type { SettingsEntryKey } from './settings.intl';
import { GearIcon, GlobeIcon } from './settings-icons';
import entryCss from './settings-entry.css?inline';

import { loadable } from '../core/element/loadable';

// One chunk for the dialogs, the panel and the mobile modal; loadable, not React.lazy, so a
// preloaded part opens in the same frame as the click (no Suspense reveal throttle).
type SettingsChunk = typeof import('./settings.connected');
function fromChunk<P extends object>(pick: (chunk: SettingsChunk) => ComponentType<P>) {
  return loadable<P, SettingsChunk>(() => import('./settings.connected'), null, { pick });
}
const LanguageRegionFlow = fromChunk((chunk) => chunk.LanguageRegionFlow);
const SettingsPanel = fromChunk((chunk) => chunk.SettingsPanel);
export const MobileSettingsFlow = fromChunk((chunk) => chunk.MobileSettingsFlow);

/**
 * Starts fetching the settings' code and texts (idempotent). The header calls it at idle after
 * its first paint; the entries call it on pointer or focus intent, so a click opens at once.
 */
export function preloadSettings(): Promise<unknown> {
  return Promise.all([LanguageRegionFlow.preload(), SettingsPanel.preload(), MobileSettingsFlow.preload(), preloadSettingsTexts(prefs.lang)]);
}

const intent = () => void preloadSettings();

/**
 * The entries' texts; while a new language's are on their way (an in-place switch), the last
 * ones stay, so the buttons stay mounted and keep focus. Null before the first load.
 */
function useEntryTexts(): Translator<SettingsEntryKey> | null {
  const { t, ready, lang } = useTranslation(SETTINGS_ENTRY_TEXTS);
  const [shown, setShown] = useState<LanguageCode | null>(null);
  useEffect(() => {
    if (ready) setShown(lang);
  }, [ready, lang]);
  if (ready) return t;
  return shown ? (key, vars) => translate(SETTINGS_ENTRY_TEXTS.name, shown, key, vars) : null;
}

export interface SettingsEntryProps {
  /** How the page reloads or leaves after a fiat or language choice (the browser's by default). */
  page?: PageActions;
}

/**
 * The globe button and its language-and-region dialog. Where the page hides the language choice
 * (`hidden-language`, the US site) it is the exchange-rate entry, showing the fiat; with both
 * hidden it renders nothing.
 */
export function LanguageRegionEntry({ page }: SettingsEntryProps) {
  const { isHidden } = useChrome();
  const t = useEntryTexts();
  const stored = useSnapshot(prefs);
  // The hydration pass shows what the server rendered (its language, the default fiat).
  const hydration = useHydration();
  const lang = hydration?.lang ?? stored.lang;
  const fiat = hydration ? DEFAULT_FIAT : stored.fiat;
  const root = useOwnStyles<HTMLSpanElement>(entryCss);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const returnFocus = useCallback(() => button.current, []);
  const tabs = settingsVisibility(isHidden).regionTabs;
  if (tabs.length === 0) return <span ref={root} hidden />;
  if (!t) return <span ref={root} className="st-entry-reserve" aria-hidden="true" />;
  const language = tabs.includes('language');
  const current = language ? (LANGUAGES.find((l) => l.code === lang)?.native ?? lang) : fiat || '—';
  return (
    <span ref={root} className="st-entry">
      <button
        ref={button}
        type="button"
        className="st-entry-button"
        aria-haspopup="dialog"
        data-action="language-region"
        aria-label={t(language ? 'entry.languageRegion' : 'entry.exchangeRate', { current })}
        onPointerEnter={intent}
        onFocus={intent}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span className="st-entry-text" aria-hidden="true">
          {current}
        </span>
      </button>
      {open && <LanguageRegionFlow onClose={close} returnFocus={returnFocus} page={page} />}
    </span>
  );
}

/**
 * The settings button and its panel (theme, colour, window, fiat toggles). A disclosure: the
 * panel opens under it; Escape (focus back on the button) or a click elsewhere closes it.
 */
export function SettingsEntry({ page }: SettingsEntryProps) {
  const { isHidden } = useChrome();
  const t = useEntryTexts();
  const root = useOwnStyles<HTMLSpanElement>(entryCss);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `exch-settings-${useId().replace(/[^\w-]/g, '')}`;
  const close = useCallback(() => setOpen(false), []);
  const returnFocus = useCallback(() => button.current, []);
  useDismiss(open, root, close, returnFocus);
  if (!settingsVisibility(isHidden).panel) return <span ref={root} hidden />;
  if (!t) return <span ref={root} className="st-entry-reserve" aria-hidden="true" />;
  return (
    <span ref={root} className="st-entry st-entry-anchor">
      <button
        ref={button}
        type="button"
        className="st-entry-button"
        aria-label={t('entry.settings')}
        data-action="settings"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={intent}
        onFocus={intent}
        onClick={() => setOpen((v) => !v)}
      >
        <GearIcon />
      </button>
      {open && <SettingsPanel id={panelId} page={page} />}
    </span>
  );
}
