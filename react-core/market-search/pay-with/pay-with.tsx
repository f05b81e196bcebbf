import { withSitePrefix } from '../../core/routes/links';
import { LoadFailed } from '../panel/load-failed';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { Translator } from '../../core/i18n/catalogs';
import type { MarketSearchKey } from '../market-search.intl';
import type { PayWithRow } from '../market-search.types';
import type { ListView } from '../data/market-search.store';
import { MARKET_SEARCH } from '../market-search.data';
import { intoListboxKey, useListbox } from '../../core/a11y/use-listbox';
import { FiatIcon } from '../../core/site/fiat-icon';

/**
 * The Pay-with panel (spec §1, §4): the chosen fiat with its channels and a link to buy USDT
 * with it; a toggle opens the fiat list with a filter box. Each fiat links to
 * /crypto/buy-{fiat}-USDT; following it also records the choice (cookie defaultBuyCryptoFiat).
 * Props in, JSX out.
 */
export interface PayWithViewProps {
  t: Translator<MarketSearchKey>;
  variant: 'dropdown' | 'drawer';
  chosen: PayWithRow;
  open: boolean;
  onToggle: () => void;
  filter: string;
  onFilter: (filter: string) => void;
  rows: readonly PayWithRow[];
  view: ListView;
  /**
   * The list could not be loaded: said above the rows, with Retry (the rows are then the spec's
   * default, USD, or the cached list: spec §3, §5).
   */
  failed: boolean;
  onRetry: () => void;
  onChoose: (fiat: string) => void;
  onEscape?: () => void;
  /** The site prefix before the fiats' same-site links (spec §2). */
  sitePrefix?: string;
  /** A fiat's icon URL (spec §9), null for none: the code is shown either way. */
  fiatIcon?: (fiat: string) => string | null;
}

function Channels({ row, t }: { row: PayWithRow; t: Translator<MarketSearchKey> }) {
  return (
    <span className="pw-channels">
      {row.bankTransfer && (
        <span className="pw-channel" data-channel="bank">
          {t('payWith.bank')}
        </span>
      )}
      {row.creditCard && (
        <span className="pw-channel" data-channel="card">
          {t('payWith.card')}
        </span>
      )}
      {row.p2p && (
        <span className="pw-channel" data-channel="p2p">
          {t('payWith.p2p')}
        </span>
      )}
    </span>
  );
}

const PLACEHOLDERS = Array.from({ length: MARKET_SEARCH.placeholderRows }, (_, i) => i);

export function PayWithView(props: PayWithViewProps) {
  const { t, chosen } = props;
  const base = useId();
  const titleId = `${base}title`;
  const listId = `${base}list`;
  const list = useRef<HTMLUListElement>(null);
  const filterBox = useRef<HTMLInputElement>(null);

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => links()[index]?.focus();
  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    intoListboxKey(event, () => focusLink(0));
  };
  const onListKey = useListbox({
    count: props.rows.length,
    indexOf: (target) => links().indexOf(target as HTMLAnchorElement),
    focusOption: focusLink,
    pageRows: 7,
    onLeaveUp: () => filterBox.current?.focus(),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') props.onEscape?.();
  };

  return (
    <section className={`pw is-${props.variant}`} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h3 id={titleId} className="pw-title">
        {t('payWith.title')}
      </h3>
      <button
        type="button"
        className="pw-toggle"
        aria-expanded={props.open}
        aria-controls={listId}
        aria-label={t('payWith.current', { fiat: chosen.fiat })}
        onClick={props.onToggle}
        data-action="pay-with-toggle"
      >
        <FiatIcon src={props.fiatIcon?.(chosen.fiat)} />
        <span className="pw-fiat">{chosen.fiat}</span>
        <svg className="pw-chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <Channels row={chosen} t={t} />
      <a className="pw-buy" href={withSitePrefix(chosen.href, props.sitePrefix ?? '')} data-action="pay-with-buy">
        {t('payWith.buy', { fiat: chosen.fiat })}
      </a>
      <div id={listId} className="pw-dropdown" hidden={!props.open}>
        <input
          ref={filterBox}
          type="search"
          className="pw-filter"
          value={props.filter}
          aria-label={t('payWith.filter')}
          placeholder={t('payWith.filter')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => props.onFilter(event.currentTarget.value)}
          onKeyDown={onFilterKey}
        />
        {props.view === 'placeholders' && (
          <ul className="pw-list" aria-hidden="true">
            {PLACEHOLDERS.map((i) => (
              <li key={i} className="pw-placeholder" data-placeholder="" />
            ))}
          </ul>
        )}
        {props.view === 'empty' && (
          <p className="pw-empty" role="status">
            {t('payWith.empty')}
          </p>
        )}
        {props.failed && <LoadFailed className="pw-failed" text={t('payWith.failed')} retryLabel={t('list.retry')} onRetry={props.onRetry} />}
        {props.view === 'rows' && (
          <ul ref={list} className="pw-list" aria-label={t('payWith.list')} onKeyDown={onListKey}>
            {props.rows.map((row) => (
              <li key={row.id}>
                <a
                  className="pw-row"
                  href={withSitePrefix(row.href, props.sitePrefix ?? '')}
                  data-fiat={row.fiat}
                  aria-current={row.fiat === chosen.fiat ? 'true' : undefined}
                  onClick={() => props.onChoose(row.fiat)}
                >
                  <FiatIcon src={props.fiatIcon?.(row.fiat)} />
                  <span className="pw-fiat">{row.fiat}</span>
                  <Channels row={row} t={t} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
