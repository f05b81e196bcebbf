import { proxy, ref } from 'valtio/vanilla';
import { FOOTER_VARIANT_LOADERS } from './footer.data';
import type { FooterVariantDef } from './variant-schema';
import { loadOnce } from '../core/util/load-once';
import type { FooterVariant } from '../core/region/regions';

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
