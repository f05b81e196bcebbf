import { CHROME_ATTRIBUTES } from './attributes';

/** Documentation of the shared attributes, for custom-elements.json and the README only. */
const DOCS: Record<string, { description: string; default: string }> = {
  region: {
    default: '0',
    description:
      'Sub-site id: 0 global, 177 Turkey, 106 EU (Malta), 71 Hong Kong, 232 US, 14 Bahamas, 153 Singapore, 182 UK, 83 Japan, 181 UAE, 11 Australia. An unknown id renders global and warns once.',
  },
  testnet: { default: 'false', description: 'Boolean: the testnet variant.' },
  lang: {
    default: '<html lang>, else en',
    description: 'UI language (en, zh, zh-tw, tr, ja, ko, de, fr, es, it, pt, ru, vi, ar). Shared by every element on the page; the last one set wins.',
  },
  theme: { default: "the user's stored choice, else light", description: '`light` or `dark`. Shared by every element on the page.' },
  apiBase: { default: 'same origin', description: 'URL prefix (http(s) URL or /path) for every API call.' },
  currentPath: { default: 'location.pathname', description: 'The page path used for active items, language URLs and page keys.' },
};

export const ATTRIBUTE_DOCS = CHROME_ATTRIBUTES.map((spec) => ({
  ...spec,
  ...(DOCS[spec.prop] ?? {
    default: 'false',
    description: `Boolean: the spec's ${spec.prop} hiding flag; adds to the region's own hiding.`,
  }),
}));

/** Custom properties every element honours (adopted through base.css). */
export const SHARED_CSS_PROPERTIES: Readonly<Record<`--exch-${string}`, string>> = {
  '--exch-font-family': 'Font stack of the chrome.',
  '--exch-accent': 'Accent colour in the light theme.',
  '--exch-accent-dark': 'Accent colour in the dark theme.',
  '--exch-surface': 'Background in the light theme.',
  '--exch-surface-dark': 'Background in the dark theme.',
  '--exch-focus-ring': 'Focus outline colour.',
  '--exch-rise-color':
    "Set by the chrome on the host (read it, don't set it): the colour of a rise under the user's effective rise/fall choice (green, or red for red-for-rise); the host also carries `data-rise-color` (`risegreen`/`risered`).",
  '--exch-fall-color': 'Set by the chrome on the host: the colour of a fall (the other hue). The host also carries `data-theme` (`light`/`dark`).',
};
