import type { FooterVariant } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';
import type { FooterVariantDef } from './variant-schema';

/**
 * Each variant is a chunk of its own, so a page carries only its site's table (the boot script
 * preloads it with the rest of the first paint).
 */
export const FOOTER_VARIANT_LOADERS: Readonly<Record<FooterVariant, () => Promise<{ default: FooterVariantDef }>>> = {
  global: () => import('./variants/global'),
  hk: () => import('./variants/hk'),
  tr: () => import('./variants/tr'),
  eu: () => import('./variants/eu'),
  us: () => import('./variants/us'),
  jp: () => import('./variants/jp'),
  ae: () => import('./variants/ae'),
  contacts: () => import('./variants/contacts'),
  testnet: () => import('./variants/testnet'),
};

/** Languages whose visitors see the restricted-jurisdictions notice (spec §2). */
export const RESTRICTED_NOTICE_LANGUAGES: readonly LanguageCode[] = ['de', 'fr', 'es'];

export interface SocialLinkDef {
  id: string;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLinkDef[] = [
  { id: 'x', label: 'X (Twitter)', href: 'https://x.com/exch' },
  { id: 'telegram', label: 'Telegram', href: 'https://t.me/exch' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/exch' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/exch' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@exch' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/exch' },
  { id: 'discord', label: 'Discord', href: 'https://discord.gg/exch' },
];
