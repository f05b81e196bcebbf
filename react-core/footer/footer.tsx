import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import type { FooterColumnView, FooterGroupView, FooterLinkView, FooterModel } from './footer.mappers';
import type { FiatOption, LanguageOption } from '../core/site/common-data';
import type { LanguageCode } from '../core/i18n/languages';
import { useSingleOpen } from '../core/a11y/use-disclosure';
import { useVisibleAfterPaint, useVisibleWhenIdle } from '../core/layout/use-deferred';
import type { Translator } from '../core/i18n/catalogs';
import type { FooterKey } from './footer.intl';
import { BRAND_NAME, LogoMark } from '../core/brand/logo';
import { useFooterPickers } from './use-footer';
import { FiatIcon } from '../core/site/fiat-icon';

const FooterQr = lazy(() => import('../core/qr/qr-code'));
const SocialIcon = lazy(() => import('./social-icons'));

export interface FooterViewProps {
  model: FooterModel;
  t: Translator<FooterKey>;
  /**
   * The phone layout (accordions, the fiat picker, a download link) or the wide one; null where
   * the width is not known (server HTML and its hydration pass): both are in the DOM and the
   * CSS shows the width's (footer.css `.is-responsive`), so nothing moves when the client keeps one.
   */
  isMobile: boolean | null;
  year: number;
  languages: readonly LanguageOption[] | null;
  currentLang: LanguageCode;
  languageHref: (lang: LanguageCode) => string;
  onLanguage: (lang: LanguageCode, event: { preventDefault(): void }) => void;
  fiats: readonly FiatOption[] | null;
  currentFiat: string;
  onFiat: (fiat: string) => void;
  /** A fiat's icon URL (spec §9), null for none: the code is shown either way. */
  fiatIcon?: (fiat: string) => string | null;
  userAgreementHref: string;
  downloadHref: string;
  downloadUrl: string;
}

function FooterLink({ link, t }: { link: FooterLinkView; t: FooterViewProps['t'] }) {
  return (
    <li>
      <a href={link.href} data-link-id={link.id} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {t(link.label, link.labelVars)}
        {link.newTab ? <span className="exch-sr-only"> {t('ui.newTab')}</span> : null}
      </a>
    </li>
  );
}

/** A heading that is a plain title on wide screens and an accordion button on small ones (both while the width is unknown). */
function Section({
  level,
  title,
  isMobile,
  open,
  onToggle,
  children,
  className,
  dataId,
}: {
  level: 2 | 3;
  title: string;
  isMobile: boolean | null;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  className: string;
  dataId: string;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} data-id={dataId} part={level === 2 ? 'column' : 'group'}>
      <Heading className="heading">
        {isMobile === false ? (
          title
        ) : (
          <>
            {isMobile === null && <span className="title">{title}</span>}
            <button type="button" className="toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
              <span>{title}</span>
              <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          </>
        )}
      </Heading>
      <div id={id} className="panel" hidden={isMobile === true && !open}>
        {children}
      </div>
    </section>
  );
}

function Column({ column, props, open, onToggle }: { column: FooterColumnView; props: FooterViewProps; open: boolean; onToggle: () => void }) {
  const groups = useSingleOpen<string>();
  return (
    <Section level={2} className="column" dataId={column.id} title={props.t(column.title)} isMobile={props.isMobile} open={open} onToggle={onToggle}>
      {column.links.length > 0 && (
        <ul className="links">
          {column.links.map((link) => (
            <FooterLink key={link.id} link={link} t={props.t} />
          ))}
        </ul>
      )}
      {column.groups.map((group: FooterGroupView) => (
        <Section
          key={group.id}
          level={3}
          className="group"
          dataId={group.id}
          title={props.t(group.title, group.titleVars)}
          isMobile={props.isMobile}
          open={groups.open === group.id}
          onToggle={() => groups.toggle(group.id)}
        >
          <ul className="links">
            {group.links.map((link) => (
              <FooterLink key={link.id} link={link} t={props.t} />
            ))}
          </ul>
        </Section>
      ))}
    </Section>
  );
}

/** The QR encoder is a chunk fetched once the footer is near the viewport and painted. */
function DeferredQr({ value, label }: { value: string; label: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const load = useVisibleWhenIdle(slot, true, { decoration: true });
  const placeholder = <div ref={slot} className="qr qr-placeholder" aria-hidden="true" />;
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FooterQr value={value} label={label} />
    </Suspense>
  );
}

function SocialLinks({ links, label }: { links: FooterModel['social']; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  const glyphs = useVisibleAfterPaint(list);
  return (
    <ul className="social" aria-label={label} ref={list}>
      {links.map((s) => (
        <li key={s.id}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} data-social={s.id}>
            {glyphs && (
              <Suspense fallback={null}>
                <SocialIcon id={s.id} />
              </Suspense>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A fiat's icon in the pickers. Where the width is unknown (server HTML) only its box: an image
 * in the server's HTML may load at every width (a lazy one too, while the parser has not styled
 * it yet), for a picker only phones show; the client puts the image in that box.
 */
function PickerFiatIcon({ src, widthKnown }: { src: string | null | undefined; widthKnown: boolean }) {
  if (widthKnown) return <FiatIcon src={src} />;
  return src ? <span className="exch-fiat-icon" aria-hidden="true" /> : null;
}

function Pickers(props: FooterViewProps) {
  const { t, languages, fiats, isMobile } = props;
  const pickers = useFooterPickers();
  const { container, langButton, fiatButton } = pickers;
  const langListId = useId();
  const fiatListId = useId();
  const current = languages?.find((l) => l.code === props.currentLang);
  // Phones only (spec §9): also while the width is unknown, shown by the CSS at a phone's width.
  const showFiat = isMobile !== false && fiats !== null;
  if (!languages && !showFiat) return null;
  return (
    <div className="pickers" ref={container}>
      {languages && (
        <div className="picker" data-picker="lang">
          <button
            ref={langButton}
            type="button"
            className="picker-button"
            aria-expanded={pickers.open === 'lang'}
            aria-controls={langListId}
            onClick={() => pickers.toggle('lang')}
            aria-label={t('ui.chooseLanguage', { current: current?.name ?? props.currentLang })}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
              <path d="M1.5 8h13M8 1.5c2 2 2 11 0 13M8 1.5c-2 2-2 11 0 13" fill="none" stroke="currentColor" />
            </svg>
            <span>{current?.name ?? props.currentLang}</span>
          </button>
          <ul id={langListId} className="picker-list lang-grid" hidden={pickers.open !== 'lang'} aria-label={t('ui.language')}>
            {languages.map((l) => (
              <li key={l.code}>
                <a
                  href={props.languageHref(l.code)}
                  lang={l.code}
                  hrefLang={l.code}
                  data-lang={l.code}
                  aria-current={l.code === props.currentLang ? 'true' : undefined}
                  onClick={(event) => {
                    pickers.close();
                    props.onLanguage(l.code, event);
                  }}
                >
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {showFiat && (
        <div className="picker" data-picker="fiat">
          <button
            ref={fiatButton}
            type="button"
            className="picker-button"
            aria-expanded={pickers.open === 'fiat'}
            aria-controls={fiatListId}
            onClick={() => pickers.toggle('fiat')}
            aria-label={t('ui.chooseCurrency', { current: props.currentFiat })}
          >
            <PickerFiatIcon src={props.fiatIcon?.(props.currentFiat)} widthKnown={isMobile !== null} />
            <span>{props.currentFiat}</span>
          </button>
          <ul id={fiatListId} className="picker-list" hidden={pickers.open !== 'fiat'} aria-label={t('ui.currency')}>
            {fiats.map((f) => (
              <li key={f.fiat}>
                <button
                  type="button"
                  aria-pressed={f.fiat === props.currentFiat}
                  data-fiat={f.fiat}
                  onClick={() => {
                    pickers.close();
                    props.onFiat(f.fiat);
                  }}
                >
                  <PickerFiatIcon src={props.fiatIcon?.(f.fiat)} widthKnown={isMobile !== null} />
                  {f.fiat}
                  {f.symbol ? ` ${f.symbol}` : ''}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Copyright({ model, t, year }: Pick<FooterViewProps, 'model' | 't' | 'year'>) {
  return (
    <p className="copyright" part="copyright">
      {t('ui.copyright', { start: model.copyrightStart, year, company: t(model.company) })}
    </p>
  );
}

function RestrictedNotice({ t, href }: { t: FooterViewProps['t']; href: string }) {
  // The sentence carries the link in its middle: split the translation around the placeholder.
  const [before, after = ''] = t('notice.restricted', { countries: t('notice.restrictedCountries') }).split('{agreement}');
  return (
    <p className="notice" data-notice="restricted">
      {before}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('notice.agreement')}
      </a>
      {after}
    </p>
  );
}

export function FooterView(props: FooterViewProps) {
  const { model, t, isMobile } = props;
  const columns = useSingleOpen<string>();
  return (
    <footer
      className={`footer${isMobile ? ' is-mobile' : isMobile === null ? ' is-responsive' : ''}`}
      role="contentinfo"
      aria-label={t('ui.footerLabel')}
      part="footer"
    >
      <div className="inner">
        <div className="top">
          <div className="brand">
            <LogoMark className="logo" label={BRAND_NAME} />
            {model.social.length > 0 && <SocialLinks links={model.social} label={t('ui.community')} />}
            <Pickers {...props} />
            {model.downloadQr && (
              <div className="download" data-download>
                {isMobile !== true && <p className="download-title">{t('ui.download')}</p>}
                {isMobile !== false && (
                  <a className="download-link" href={props.downloadHref}>
                    {t('ui.download')}
                  </a>
                )}
                {isMobile !== true && (
                  <>
                    <DeferredQr value={props.downloadUrl} label={t('ui.qrLabel')} />
                    <p className="download-hint">{t('ui.downloadScan')}</p>
                  </>
                )}
              </div>
            )}
          </div>
          {model.columns.length > 0 && (
            <nav className="columns" aria-label={t('ui.footerLabel')}>
              {model.columns.map((column) => (
                <Column key={column.id} column={column} props={props} open={columns.open === column.id} onToggle={() => columns.toggle(column.id)} />
              ))}
            </nav>
          )}
        </div>
        <div className="bottom" part="legal">
          {model.legal.map((key) => (
            <p key={key} className="legal" data-legal={key}>
              {t(key)}
            </p>
          ))}
          {model.restrictedNotice && <RestrictedNotice t={t} href={props.userAgreementHref} />}
          <Copyright model={model} t={t} year={props.year} />
        </div>
      </div>
    </footer>
  );
}
