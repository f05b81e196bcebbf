import { useId, type Ref } from 'react';
import type { Translator } from '../core/i18n/catalogs';
import type { SettingsKey } from './settings.intl';
import { Dialog } from '../core/ui/dialog';

export interface TurkeyDialogViewProps {
  t: Translator<SettingsKey>;
  dialogRef: Ref<HTMLDialogElement>;
  /** False while the texts are on their way: the dialog is open but empty. */
  ready: boolean;
  /** 'Türkçe', as the language list names it. */
  title: string;
  /** The Turkish exchange's address (core/site/hosts.ts). */
  exchangeHref: string;
  onSwitch(): void;
  onCancel(): void;
}

/**
 * The Turkey modal (spec §2, §4): tr chosen on a site that does not serve it. It offers the tr
 * locale here or the Turkish exchange; it never switches by itself.
 */
export function TurkeyDialogView({ t, dialogRef, ready, title, exchangeHref, onSwitch, onCancel }: TurkeyDialogViewProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      ref={dialogRef}
      className="st-dialog st-turkey-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
      part="turkey-dialog"
      data-settings-dialog="turkey"
    >
      {ready && (
        <>
          <h2 className="st-dialog-title" id={titleId} lang="tr">
            {title}
          </h2>
          <p className="st-message" id={messageId}>
            {t('turkey.message')}
          </p>
          <div className="st-actions">
            <button type="button" className="st-button st-primary" onClick={onSwitch} data-action="turkey-switch">
              {t('turkey.switch')}
            </button>
            <a className="st-button" href={exchangeHref} data-action="turkey-visit">
              {t('turkey.visit')}
            </a>
            <button type="button" className="st-button st-quiet" onClick={onCancel} data-action="turkey-cancel">
              {t('turkey.cancel')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
