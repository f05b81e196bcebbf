/**
 * Generated images for /mock-assets/{kind}/{name}.svg: coin icons (coloured circle + letters),
 * chain and fiat badges, avatars, menu icons, the 81x24 menu image, tag icons and the
 * announcement illustration. Colours derive from the name, so an icon never changes between runs.
 */
import { ASSET_KINDS, ASSET_PREFIX, type AssetKind } from './asset-urls';
import { hashString } from './prng';

/** Brand colours of well-known coins and chains; everything else gets a hashed hue. */
const BRAND: Record<string, string> = {
  BTC: '#F7931A',
  ETH: '#627EEA',
  USDT: '#26A17B',
  USDC: '#2775CA',
  SOL: '#9945FF',
  XRP: '#23292F',
  BNB: '#F3BA2F',
  DOGE: '#C2A633',
  ADA: '#0033AD',
  TRX: '#EB0029',
  TON: '#0098EA',
  GT: '#2354E6',
  PI: '#6B3FA0',
  sol: '#9945FF',
  eth: '#627EEA',
  bsc: '#F3BA2F',
  base: '#0052FF',
  arb: '#28A0F0',
  tron: '#EB0029',
};

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function colour(name: string): string {
  const brand = BRAND[name];
  if (brand) return brand;
  const h = hashString(name);
  return `hsl(${h % 360}, ${55 + ((h >> 9) % 20)}%, ${40 + ((h >> 17) % 12)}%)`;
}

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="central"';
const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function coin(symbol: string): string {
  const label = symbol.slice(0, 4);
  const size = [30, 30, 26, 20, 16][label.length] ?? 16;
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="32" fill="${colour(symbol)}"/><text x="32" y="33" ${FONT} font-size="${size}" fill="#fff">${escapeXml(label)}</text>`,
  );
}

function chain(name: string): string {
  return svg(
    32,
    32,
    `<rect width="32" height="32" rx="8" fill="${colour(name)}"/><text x="16" y="17" ${FONT} font-size="16" fill="#fff">${escapeXml(name.charAt(0).toUpperCase())}</text>`,
  );
}

function fiat(code: string): string {
  return svg(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${colour(`fiat-${code}`)}"/><text x="24" y="25" ${FONT} font-size="${code.length > 3 ? 11 : 14}" fill="#fff">${escapeXml(code.slice(0, 4))}</text>`,
  );
}

function avatar(name: string): string {
  // "whale-avery" -> "WA": the first letters of the first two words, like a real avatar fallback.
  const words = name.split(/[-_.]+/).filter(Boolean);
  const initials =
    (words.length > 1
      ? words
          .slice(0, 2)
          .map((w) => w.charAt(0))
          .join('')
      : name.slice(0, 2)
    ).toUpperCase() || '?';
  return svg(
    64,
    64,
    `<circle cx="32" cy="32" r="32" fill="${colour(`avatar-${name}`)}"/><circle cx="32" cy="25" r="11" fill="#fff" opacity=".35"/><text x="32" y="34" ${FONT} font-size="22" fill="#fff">${escapeXml(initials)}</text>`,
  );
}

/** `{code}-{light|dark}`: the theme decides the stroke so the icon reads on either background. */
function splitTheme(name: string): { code: string; dark: boolean } {
  const m = /^(.*)-(light|dark)$/.exec(name);
  return m ? { code: m[1] ?? name, dark: m[2] === 'dark' } : { code: name, dark: false };
}

function menu(name: string): string {
  const { code, dark } = splitTheme(name);
  const stroke = dark ? '#EAECEF' : '#1F2329';
  const letter =
    code
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase() || '•';
  return svg(
    24,
    24,
    `<rect x="2" y="2" width="20" height="20" rx="6" fill="none" stroke="${stroke}" stroke-width="1.6"/><circle cx="18" cy="6" r="3" fill="${colour(code)}"/><text x="12" y="13" ${FONT} font-size="11" fill="${stroke}">${escapeXml(letter)}</text>`,
  );
}

function menuBanner(name: string): string {
  const { code, dark } = splitTheme(name);
  const label = code.split(/[_-]/)[0]?.toUpperCase().slice(0, 9) ?? '';
  return svg(
    81,
    24,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${dark ? '#F0B90B' : '#2354E6'}"/><stop offset="1" stop-color="${dark ? '#FF6B00' : '#00C2FF'}"/></linearGradient></defs><rect width="81" height="24" rx="6" fill="url(#g)"/><text x="40.5" y="12.5" ${FONT} font-size="11" fill="#fff">${escapeXml(label)}</text>`,
  );
}

function tag(name: string): string {
  const { code, dark } = splitTheme(name);
  switch (code) {
    case 'hot':
      return svg(16, 16, '<path d="M8 1c1 3 4 4 4 8a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-7z" fill="#FF5B1F"/>');
    case 'live':
      return svg(
        32,
        16,
        `<rect width="32" height="16" rx="4" fill="#F6465D"/><circle cx="6" cy="8" r="2.5" fill="#fff"/><text x="19" y="8.5" ${FONT} font-size="8" fill="#fff">LIVE</text>`,
      );
    case 'vip':
      return svg(
        28,
        16,
        `<rect width="28" height="16" rx="4" fill="${dark ? '#3C2F10' : '#FFF3D6'}"/><text x="14" y="8.5" ${FONT} font-size="9" fill="#C99400">VIP</text>`,
      );
    case 'referral':
      return svg(48, 16, `<rect width="48" height="16" rx="8" fill="#0ECB81"/><text x="24" y="8.5" ${FONT} font-size="8" fill="#fff">20 USDT</text>`);
    default:
      return svg(
        40,
        16,
        `<rect width="40" height="16" rx="8" fill="${colour(code)}"/><text x="20" y="8.5" ${FONT} font-size="8" fill="#fff">${escapeXml(code.toUpperCase().slice(0, 6))}</text>`,
      );
  }
}

function illustration(name: string): string {
  // A megaphone on a soft card: enough to show that the announcement image renders.
  return svg(
    120,
    80,
    `<rect width="120" height="80" rx="12" fill="${colour(`illustration-${name}`)}" opacity=".15"/><path d="M30 34h10l26-14v40L40 46H30z" fill="#2354E6"/><rect x="40" y="46" width="8" height="16" rx="3" fill="#2354E6" opacity=".7"/><path d="M74 30q8 10 0 20M80 24q14 16 0 32" stroke="#2354E6" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  );
}

const RENDER: Record<AssetKind, (name: string) => string> = {
  coin,
  chain,
  fiat,
  avatar,
  menu,
  'menu-image': menuBanner,
  tag,
  illustration,
};

/**
 * The SVG for a /mock-assets path, or null when the path is not one this server generates.
 * Names are restricted to a safe alphabet so nothing odd reaches the markup.
 */
export function renderAsset(pathname: string): string | null {
  if (!pathname.startsWith(`${ASSET_PREFIX}/`)) return null;
  const m = /^\/([a-z-]+)\/([^/]+)\.svg$/.exec(pathname.slice(ASSET_PREFIX.length));
  if (!m) return null;
  const kind = m[1] as AssetKind;
  if (!(ASSET_KINDS as readonly string[]).includes(kind)) return null;
  let name: string;
  try {
    name = decodeURIComponent(m[2] ?? '');
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) return null;
  return RENDER[kind](name);
}
