import { useId, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { Translator } from '../core/i18n/catalogs';
import type { LanguageCode } from '../core/i18n/languages';
import type { SettingsKey } from './settings.intl';
import type { RegionTab } from './settings-visibility.rules';
import type { FiatRow, LanguageRow } from './settings.mappers';
import { CloseIcon } from './dialog-icons';
import { tabAttributes } from '../core/a11y/use-tabs';
import { FiatIcon } from '../core/site/fiat-icon';
import { Dialog } from '../core/ui/dialog';

export interface LanguageRegionDialogViewProps {
  t: Translator<SettingsKey>;
  dialogRef: Ref<HTMLDialogElement>;
  /** False while the texts are on their way: the dialog is open but empty (no keys flash). */
  ready: boolean;
  /** The tabs the page shows (one tab: no tablist, just its panel). */
  tabs: readonly RegionTab[];
  selected: RegionTab;
  onSelect(tab: RegionTab): void;
  onTabKeyDown(event: KeyboardEvent<HTMLElement>): void;
  languages: readonly LanguageRow[];
  onLanguage(code: LanguageCode, event: MouseEvent<HTMLAnchorElement>): void;
  fiats: readonly FiatRow[];
  onFiat(fiat: string): void;
  onClose(): void;
}

const TAB_LABEL: Record<RegionTab, SettingsKey> = { language: 'region.tabLanguage', rate: 'region.tabRate' };

function LanguageGrid({ t, languages, onLanguage }: Pick<LanguageRegionDialogViewProps, 't' | 'languages' | 'onLanguage'>) {
  return (
    <ul className="st-grid st-lang-grid" aria-label={t('region.languages')}>
      {languages.map((l) => (
        <li key={l.code}>
          <a
            className="st-choice"
            href={l.href}
            lang={l.code}
            hrefLang={l.code}
            data-lang={l.code}
            aria-current={l.current ? 'true' : undefined}
            onClick={(event) => onLanguage(l.code, event)}
          >
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function FiatGrid({ t, fiats, onFiat }: Pick<LanguageRegionDialogViewProps, 't' | 'fiats' | 'onFiat'>) {
  return (
    <ul className="st-grid st-fiat-grid" aria-label={t('region.currencies')}>
      {fiats.map((f) => (
        <li key={f.fiat}>
          <button type="button" className="st-choice st-fiat" data-fiat={f.fiat} aria-current={f.current ? 'true' : undefined} onClick={() => onFiat(f.fiat)}>
            <span className="st-fiat-code">
              <FiatIcon src={f.icon} />
              {f.fiat}
              {f.symbol && <span className="st-fiat-symbol"> {f.symbol}</span>}
            </span>
            <span className="st-fiat-rate">{f.rate === null ? t('region.rateUnavailable') : t('region.rate', { rate: f.rate, fiat: f.fiat })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The language-and-region modal (spec §2): tabs 'Language & region' (the languages of common
 * data's lang_list, 4 per row, each a link to its language URL) and 'Exchange rate' (the fiats
 * with their symbols and currFiatMarketRates rates). The current choice carries aria-current.
 */
export function LanguageRegionDialogView(props: LanguageRegionDialogViewProps) {
  const { t, tabs, selected } = props;
  const titleId = useId();
  const ids = useId();
  const tabId = (tab: RegionTab) => `${ids}-tab-${tab}`;
  const panelId = (tab: RegionTab) => `${ids}-panel-${tab}`;
  const single = tabs.length === 1;
  const title = tabs.includes('language') ? t('region.title') : t('region.rateTitle');
  const content = (tab: RegionTab) =>
    tab === 'language' ? (
      <LanguageGrid t={t} languages={props.languages} onLanguage={props.onLanguage} />
    ) : (
      <FiatGrid t={t} fiats={props.fiats} onFiat={props.onFiat} />
    );
  return (
    <Dialog
      ref={props.dialogRef}
      className="st-dialog st-region-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      part="language-dialog"
      data-settings-dialog="region"
    >
      {props.ready && (
        <>
          <div className="st-dialog-head">
            <h2 className="st-dialog-title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="st-close" aria-label={t('ui.close')} onClick={props.onClose} data-action="close">
              <CloseIcon />
            </button>
          </div>
          {single ? (
            <div className="st-tabpanel">{content(selected)}</div>
          ) : (
            <>
              <div className="st-tabs" role="tablist" aria-labelledby={titleId}>
                {tabs.map((tab) => (
                  <button
                    key={tab}
                    {...tabAttributes(tab === selected, tabId(tab), panelId(tab))}
                    className="st-tab"
                    data-tab={tab}
                    onClick={() => props.onSelect(tab)}
                    onKeyDown={props.onTabKeyDown}
                  >
                    {t(TAB_LABEL[tab])}
                  </button>
                ))}
              </div>
              {tabs.map((tab) => (
                <div
                  key={tab}
                  role="tabpanel"
                  id={panelId(tab)}
                  aria-labelledby={tabId(tab)}
                  tabIndex={0}
                  hidden={tab !== selected}
                  className="st-tabpanel"
                  data-panel={tab}
                >
                  {tab === selected && content(tab)}
                </div>
              ))}
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
