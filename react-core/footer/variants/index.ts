import type { FooterVariant } from '../../core/region/regions';
import type { FooterVariantDef } from '../variant-schema';
import global from './global';
import hk from './hk';
import tr from './tr';
import eu from './eu';
import us from './us';
import jp from './jp';
import ae from './ae';
import contacts from './contacts';
import testnet from './testnet';

/**
 * Every variant at once, for tests and server rendering (which render any site). The shipped
 * script loads one variant at a time through FOOTER_VARIANT_LOADERS (footer.data.ts).
 */
export const FOOTER_VARIANTS: Readonly<Record<FooterVariant, FooterVariantDef>> = { global, hk, tr, eu, us, jp, ae, contacts, testnet };
