import { proxy, ref } from 'valtio/vanilla';
import { FOOTER_VARIANT_LOADERS, type FooterVariantDef } from './footer.data';
import { resolveSite, type FooterVariant } from '../core/region/regions';
import type { ChromeOptions } from '../core/element/attributes';
import { loadOnce } from '../core/util/load-once';

/** The footer tables loaded on this page (one chunk per variant), shared by every footer. */
export const footerVariants = proxy<{ loaded: Partial<Record<FooterVariant, FooterVariantDef>> }>({ loaded: {} });

/** Loads a variant's table once (a deduplicated store action, called from an effect). */
export function loadFooterVariant(variant: FooterVariant): Promise<void> {
  return loadOnce(
    `footer-variant:${variant}`,
    FOOTER_VARIANT_LOADERS[variant],
    (module) => {
      footerVariants.loaded[variant] = ref(module.default);
    },
    { message: `could not load the ${variant} footer` },
  );
}

/**
 * Before a footer's first render (element or component): its site's table. Server HTML shows the
 * site's columns, so the hydration pass needs it; a client render then commits complete.
 */
export function prepareFooter(options: Pick<ChromeOptions, 'region' | 'testnet'>): Promise<void> {
  return loadFooterVariant(resolveSite(options.region, options.testnet).footer);
}
