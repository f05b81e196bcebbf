/**
 * The server header menu (GET headerMenuListV2): the top-level nav with children, translated for
 * every language. Item codes double as compliance codes where one exists (spot_trade,
 * margin_trade, launchpad, web3 ...) so the compliance menu can hide them.
 *
 * Deliberate edge cases for the client's validator (spec §5), documented in API.md:
 * - `campaign_banner`: a top-level image item with no title (shown as an 81x24 image);
 * - `mini_app`: platform_type 3 (H5 only), which the web header must drop;
 * - `broker`: hidden 1;
 * - `trading_data`: platform_type 2 (web only), which stays.
 */
import type { HeaderMenuDto, MenuTagDto, ServerMenuItemDto } from '../../../react-core/core/api/dto';
import { menuIcon, menuImage, tagIcon } from '../asset-urls';
import type { Lang } from '../lang';
import { MENU_TEXT } from './menu-text';

interface Node {
  code: string;
  url: string;
  external?: boolean;
  showMode?: 1 | 2;
  platform?: 1 | 2 | 3;
  hidden?: boolean;
  tags?: Array<'hot' | 'new' | 'live' | 'vip' | 'referral'>;
  /** a compliance code on the tag (hides the tag, not the item) */
  tagCode?: string;
  children?: Node[];
}

// Links follow the spec's §2 routes; external links use the reserved .example domain.
const TREE: Node[] = [
  {
    code: 'buy_coins_head',
    url: '/buy-sell-crypto',
    children: [
      { code: 'express', url: '/crypto/buy-USD-USDT' },
      { code: 'fiat_trade', url: '/p2p-express/buy/USD-USDT', tags: ['hot'] },
      { code: 'third_party', url: '/buy-sell-crypto' },
      { code: 'card', url: '/card', tags: ['new'] },
    ],
  },
  {
    code: 'markets_head',
    url: '/price',
    children: [
      { code: 'market_overview', url: '/price' },
      { code: 'trading_data', url: '/bigdata', platform: 2 },
    ],
  },
  {
    code: 'trade_head',
    url: '/trade/BTC_USDT',
    children: [
      { code: 'spot_trade', url: '/trade/BTC_USDT' },
      { code: 'margin_trade', url: '/trade/BTC_USDT?tab=isolated_margin' },
      { code: 'convert', url: '/convert' },
      { code: 'pre_market', url: '/pre-market', tags: ['new'] },
      { code: 'trading_bots', url: '/crypto-trading-bots' },
      { code: 'copy_trading', url: '/copytrading', tags: ['hot'] },
      { code: 'margin_etf_trade', url: '/etf' },
      { code: 'x_stocks', url: '/trade/AAPLX_USDT', tags: ['new'], tagCode: 'x_stocks' },
      { code: 'ondo', url: '/trade/SPYON_USDT', tags: ['new'], tagCode: 'ondo' },
    ],
  },
  {
    code: 'derivatives',
    url: '/futures/USDT/BTC_USDT',
    children: [
      { code: 'futures', url: '/futures/USDT/BTC_USDT', tags: ['hot'] },
      { code: 'options', url: '/options/BTC_USDT' },
      { code: 'unified_account', url: '/unified-trading-account' },
      { code: 'futures_points', url: '/futures/points' },
      { code: 'futures_guide', url: '/futures/trading-guide-for-beginners' },
    ],
  },
  {
    code: 'earn_head',
    url: '/simple-earn',
    showMode: 2,
    children: [
      {
        code: 'earn_savings',
        url: '/simple-earn',
        children: [
          { code: 'simple_earn', url: '/simple-earn' },
          { code: 'auto_invest', url: '/auto-investment?source=earn' },
          { code: 'dual_investment', url: '/dual-currency-investment' },
          { code: 'staking', url: '/staking' },
          { code: 'gusd-staking', url: '/staking/GUSD' },
          { code: 'crypto_loan', url: '/cryptoloan' },
        ],
      },
      {
        code: 'earn_launch',
        url: '/launchpool',
        children: [
          { code: 'launchpool', url: '/launchpool', tags: ['hot'] },
          { code: 'launchpad', url: '/launchpad', tags: ['new'], tagCode: 'launchpad' },
          { code: 'candy_drop', url: '/candy-drop' },
          { code: 'hodler_airdrop', url: '/hodler-airdrop' },
        ],
      },
    ],
  },
  {
    code: 'web3_head',
    url: '/alpha',
    children: [
      { code: 'alpha', url: '/alpha', tags: ['new'], tagCode: 'button_alpha_hidden' },
      { code: 'alpha_points', url: '/alpha-point/airdrop' },
      { code: 'web3', url: 'https://web3.exch.example/', external: true },
      { code: 'nft', url: '/nft' },
    ],
  },
  {
    code: 'square_head',
    url: '/post',
    children: [
      { code: 'square', url: '/post' },
      { code: 'community', url: '/community' },
      { code: 'live', url: '/live', tags: ['live'] },
      { code: 'latest_news', url: '/news' },
      { code: 'announcements', url: '/announcements' },
      { code: 'learn', url: '/learn' },
    ],
  },
  { code: 'campaign_banner', url: '/competition/f1rb/2026-season' },
  {
    code: 'more_head',
    url: '/rewards_hub',
    showMode: 2,
    children: [
      { code: 'vip_service', url: '/vip', tags: ['vip'] },
      { code: 'institution', url: '/institution' },
      { code: 'gate_otc', url: '/otc' },
      { code: 'referral', url: '/referral', tags: ['referral'] },
      { code: 'affiliate', url: '/referral/affiliate' },
      { code: 'rewards_hub', url: '/rewards_hub' },
      { code: 'proof_of_reserves', url: '/proof-of-reserves' },
      { code: 'help_center', url: '/help' },
      { code: 'mini_app', url: '/mini-app', platform: 3 },
      { code: 'broker', url: '/broker', hidden: true },
    ],
  },
];

function text(code: string, lang: Lang): { title: string; desc: string } {
  const entry = MENU_TEXT[code];
  if (!entry) return { title: '', desc: '' };
  const [title = '', desc = ''] = entry[lang].split('|');
  return { title, desc };
}

function tag(kind: NonNullable<Node['tags']>[number], lang: Lang, code: string): MenuTagDto {
  switch (kind) {
    case 'hot':
      return { type: 3, light_icon: tagIcon('hot', 'light'), dark_icon: tagIcon('hot', 'dark'), code, word: text('tag_hot', lang).title };
    case 'new':
      return { type: 2, light_icon: '', dark_icon: '', code, word: text('tag_new', lang).title };
    case 'live':
      return { type: 4, light_icon: tagIcon('live', 'light'), dark_icon: tagIcon('live', 'dark'), code, word: 'LIVE' };
    case 'vip':
      return { type: 5, light_icon: tagIcon('vip', 'light'), dark_icon: tagIcon('vip', 'dark'), code, word: 'VIP' };
    case 'referral':
      // The referral badge (spec §9: 20 USDT), drawn as a custom image.
      return { type: 1, light_icon: tagIcon('referral', 'light'), dark_icon: tagIcon('referral', 'dark'), code, word: '20 USDT' };
  }
}

function build(node: Node, lang: Lang, topLevel: boolean): ServerMenuItemDto {
  const { title, desc } = text(node.code, lang);
  const isImage = node.code === 'campaign_banner';
  return {
    code: node.code,
    title,
    title_key: title ? `header.nav.${node.code}` : '',
    desc,
    desc_key: desc ? `header.nav.${node.code}.desc` : '',
    light_image: isImage ? menuImage(node.code, 'light') : '',
    dark_image: isImage ? menuImage(node.code, 'dark') : '',
    // Top-level items are text only; dropdown entries carry an icon per theme.
    light_icon: topLevel ? '' : menuIcon(node.code, 'light'),
    dark_icon: topLevel ? '' : menuIcon(node.code, 'dark'),
    jump_type: node.external ? 2 : 1,
    hidden: node.hidden ? 1 : 0,
    jump_url: node.url,
    show_mode: node.showMode ?? 1,
    platform_type: node.platform ?? 1,
    tags: (node.tags ?? []).map((t) => tag(t, lang, node.tagCode ?? '')),
    children: (node.children ?? []).map((c) => build(c, lang, false)),
  };
}

/** `mock_menu=changed`: the menu as the server changed it while a page was open (Convert gains a "New" tag). */
function changed(node: Node): Node {
  if (node.code === 'convert') return { ...node, tags: [...(node.tags ?? []), 'new'] };
  return node.children ? { ...node, children: node.children.map(changed) } : node;
}

/** Menus are small; building one per request keeps each language independent and cheap. */
export const headerMenu = (lang: Lang, isChanged = false): HeaderMenuDto => ({ list: (isChanged ? TREE.map(changed) : TREE).map((n) => build(n, lang, true)) });
