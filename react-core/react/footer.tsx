import baseCss from '../core/element/base.css?inline';
import footerCss from '../footer/footer.css?inline';
import '../footer/footer.intl';
import FooterConnected, { type FiatChangeDetail, type LanguageChangeDetail } from '../footer/footer.connected';
import { ShadowHost, type ChromeProps } from './shadow-host';

const STYLES = [baseCss, footerCss];

export interface ExchFooterProps extends ChromeProps {
  /** `exch-language-change`; call `event.preventDefault()` to switch language without navigating. */
  onLanguageChange?: (event: CustomEvent<LanguageChangeDetail>) => void;
  /** `exch-fiat-change`; call `event.preventDefault()` to stop the reload. */
  onFiatChange?: (event: CustomEvent<FiatChangeDetail>) => void;
}

/** The regional footer as a React component (same view and store as `<exch-footer>`). */
export function ExchFooter({ onLanguageChange, onFiatChange, ...props }: ExchFooterProps) {
  return (
    <ShadowHost
      name="footer" View={FooterConnected} styles={STYLES} props={props}
      events={{
        'exch-language-change': onLanguageChange as ((e: CustomEvent) => void) | undefined,
        'exch-fiat-change': onFiatChange as ((e: CustomEvent) => void) | undefined,
      }}
    />
  );
}
