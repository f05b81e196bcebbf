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
    description:
      'UI language (en, zh, zh-tw, tr, ja, ko, de, fr, es, it, pt, ru, vi, ar, or one a page added with `registerTexts`). Shared by every element on the page; the last one set wins.',
  },
  theme: {
    default: "the user's stored choice, else light",
    description: "`light`, `dark`, or `auto` (follows the system's `prefers-color-scheme`, live). Pins this element's theme over the user's stored choice.",
  },
  apiBase: { default: 'same origin', description: 'URL prefix (http(s) URL or /path) for every API call.' },
  currentPath: { default: 'location.pathname', description: 'The page path used for active items, language URLs and page keys.' },
  debug: {
    default: 'false',
    description:
      "Boolean: development diagnostics in the console for the page's life: why the chrome is empty (the API unreachable at api-base, refusing the page's origin (CORS), or answering with a web page). Without it (and outside an app's development build) the chrome stays quiet and gives these to `setChromeErrorReporter` only.",
  },
};

export const ATTRIBUTE_DOCS = CHROME_ATTRIBUTES.map((spec) => ({
  ...spec,
  ...(DOCS[spec.prop] ?? {
    default: 'false',
    description: `Boolean: the spec's ${spec.prop} hiding flag; adds to the region's own hiding.`,
  }),
}));

/**
 * Custom properties every element honours (adopted through base.css), a page's theme: each colour
 * with its light value and a `-dark` variant for the dark theme (defaults in parentheses).
 * tests/browser/public/custom-properties.test.ts sets each on every element and checks it is used.
 */
export const SHARED_CSS_PROPERTIES: Readonly<Record<`--exch-${string}`, string>> = {
  '--exch-font-family': 'Font stack of the chrome (the platform UI font: system-ui, then common sans-serif names).',
  '--exch-text': 'Text colour in the light theme (#14181f).',
  '--exch-text-dark': 'Text colour in the dark theme (#eef0f3).',
  '--exch-muted': 'Secondary text colour (descriptions, footer links) in the light theme (#5b6573).',
  '--exch-muted-dark': 'Secondary text colour in the dark theme (#a2abb8).',
  '--exch-border': 'Borders and dividers in the light theme (#e4e7eb).',
  '--exch-border-dark': 'Borders and dividers in the dark theme (#2a303a).',
  '--exch-surface': 'Background in the light theme (#fff).',
  '--exch-surface-dark': 'Background in the dark theme (#0e1116).',
  '--exch-accent': 'Accent colour (links on hover, selected items, filled buttons) in the light theme (#2354e6).',
  '--exch-accent-dark': 'Accent colour in the dark theme (#6e93ff; filled buttons #2f5ff0).',
  '--exch-success': 'The green of rises (falls under red-for-rise) in the light theme (#1a9f5c).',
  '--exch-success-dark': 'The same in the dark theme (defaults to --exch-success).',
  '--exch-danger': 'The red of falls (rises under red-for-rise) in the light theme (#d9304e).',
  '--exch-danger-dark': 'The same in the dark theme (defaults to --exch-danger).',
  '--exch-focus-ring': 'Focus outline colour in the light theme (#2354e6).',
  '--exch-focus-ring-dark': 'Focus outline colour in the dark theme (#6e93ff, or --exch-focus-ring when set).',
  '--exch-radius': 'The corner radius every rounded corner is a multiple of (8px; 0 squares the chrome; circles stay round).',
  '--exch-rise-color':
    "Set by the chrome on the host (read it, don't set it: set --exch-success and --exch-danger): the colour of a rise under the user's effective rise/fall choice (green, or red for red-for-rise); the host also carries `data-rise-color` (`risegreen`/`risered`).",
  '--exch-fall-color': 'Set by the chrome on the host: the colour of a fall (the other hue). The host also carries `data-theme` (`light`/`dark`).',
};
