/**
 * Notifications (herald): >= 250 messages in 7 categories, plus a P2P tab with no messages (its
 * empty content hides it, spec §3). The newest message of several categories carries the extras
 * that drive the spec §2 "Notification click-through" routes; API.md lists them.
 */
import type { NotificationExtrasDto, ReminderMessageDto } from '../../../react-core/core/api/dto';
import type { Lang } from '../lang';
import { lazy, rng, type Rng } from '../prng';
import { currencies } from './currencies';
import { ANCHOR_S, fmtAmount, fmtPrice } from './format';

export const CATEGORIES = ['announce', 'system', 'trade', 'finance', 'campaign', 'security', 'square'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Tab codes in display order; p2p has no messages. */
export const TAB_CODES = [...CATEGORIES, 'p2p'] as const;

const COUNTS: Record<Category, number> = { announce: 70, system: 35, trade: 60, finance: 40, campaign: 35, security: 25, square: 15 };
/** The newest N of each category start unread. */
const UNREAD: Record<Category, number> = { announce: 12, system: 4, trade: 9, finance: 5, campaign: 7, security: 3, square: 4 };

export const TAB_NAMES: Record<(typeof TAB_CODES)[number], Record<Lang, string>> = {
  announce: {
    en: 'Announcements',
    zh: '公告',
    'zh-tw': '公告',
    tr: 'Duyurular',
    ja: 'お知らせ',
    ko: '공지',
    de: 'Ankündigungen',
    fr: 'Annonces',
    es: 'Anuncios',
    it: 'Annunci',
    ru: 'Объявления',
    vi: 'Thông báo',
    ar: 'الإعلانات',
    pt: 'Anúncios',
  },
  system: {
    en: 'System',
    zh: '系统消息',
    'zh-tw': '系統消息',
    tr: 'Sistem',
    ja: 'システム',
    ko: '시스템',
    de: 'System',
    fr: 'Système',
    es: 'Sistema',
    it: 'Sistema',
    ru: 'Система',
    vi: 'Hệ thống',
    ar: 'النظام',
    pt: 'Sistema',
  },
  trade: {
    en: 'Trading',
    zh: '交易通知',
    'zh-tw': '交易通知',
    tr: 'İşlemler',
    ja: '取引',
    ko: '거래',
    de: 'Handel',
    fr: 'Trading',
    es: 'Trading',
    it: 'Trading',
    ru: 'Торговля',
    vi: 'Giao dịch',
    ar: 'التداول',
    pt: 'Negociação',
  },
  finance: {
    en: 'Earn & Finance',
    zh: '理财',
    'zh-tw': '理財',
    tr: 'Kazanç ve Finans',
    ja: '資産運用',
    ko: '금융',
    de: 'Verdienen & Finanzen',
    fr: 'Épargne et finance',
    es: 'Ganancias y finanzas',
    it: 'Guadagni e finanza',
    ru: 'Доход и финансы',
    vi: 'Tài chính',
    ar: 'الأرباح والتمويل',
    pt: 'Ganhos e finanças',
  },
  campaign: {
    en: 'Campaigns',
    zh: '活动',
    'zh-tw': '活動',
    tr: 'Kampanyalar',
    ja: 'キャンペーン',
    ko: '이벤트',
    de: 'Aktionen',
    fr: 'Campagnes',
    es: 'Campañas',
    it: 'Campagne',
    ru: 'Акции',
    vi: 'Sự kiện',
    ar: 'الحملات',
    pt: 'Campanhas',
  },
  security: {
    en: 'Security',
    zh: '安全',
    'zh-tw': '安全',
    tr: 'Güvenlik',
    ja: 'セキュリティ',
    ko: '보안',
    de: 'Sicherheit',
    fr: 'Sécurité',
    es: 'Seguridad',
    it: 'Sicurezza',
    ru: 'Безопасность',
    vi: 'Bảo mật',
    ar: 'الأمان',
    pt: 'Segurança',
  },
  square: {
    en: 'Square & Live',
    zh: '广场与直播',
    'zh-tw': '廣場與直播',
    tr: 'Topluluk ve Canlı',
    ja: 'スクエア＆ライブ',
    ko: '스퀘어 & 라이브',
    de: 'Community & Live',
    fr: 'Communauté et live',
    es: 'Comunidad y en vivo',
    it: 'Community e live',
    ru: 'Сообщество и эфиры',
    vi: 'Cộng đồng & Trực tiếp',
    ar: 'المجتمع والبث',
    pt: 'Comunidade e ao vivo',
  },
  p2p: {
    en: 'P2P',
    zh: 'P2P',
    'zh-tw': 'P2P',
    tr: 'P2P',
    ja: 'P2P',
    ko: 'P2P',
    de: 'P2P',
    fr: 'P2P',
    es: 'P2P',
    it: 'P2P',
    ru: 'P2P',
    vi: 'P2P',
    ar: 'P2P',
    pt: 'P2P',
  },
};

interface Draft {
  title: string;
  content: string;
  template_id: string;
  template_args?: Record<string, string>;
  extras?: NotificationExtrasDto;
  link?: string;
}

/** The click-through messages: the newest of their category, always unread at start. */
const SPECIALS: Record<Category, Draft[]> = {
  announce: [
    {
      title: 'Proof of Reserves: November 2026 snapshot published',
      content: 'Our reserve ratio is <b>118%</b> across 350+ assets. <a href="/proof-of-reserves">Verify your balance</a>.',
      template_id: 'url',
      extras: { url: '/announcements/article/41872' },
    },
  ],
  system: [
    {
      title: 'Service agreement update',
      content: 'We have updated the user agreement. Read the summary of changes in our help center.',
      template_id: 'web_url',
      extras: {
        web_url: 'https://support.exch.example/hc/articles/360012',
        notice_content: 'The updated agreement takes effect on 2026-12-01. Continuing to use the service means you accept it.',
      },
    },
  ],
  trade: [
    {
      // Placeholders the client fills from template_args (spec §3 Notification), as text.
      title: 'Margin call: {market} isolated margin',
      content: 'Your <b>{market}</b> isolated margin risk rate fell to <b>{risk}%</b>. Add margin or repay to avoid liquidation.',
      template_id: 'margin_trade',
      template_args: { market: 'BTC_USDT', risk: '115' },
      extras: { market: 'BTC_USDT' },
    },
    {
      title: 'Grid bot stopped: ETH_USDT reached take-profit',
      content: 'Your spot grid bot on <b>ETH_USDT</b> stopped with a profit of <b>+82.41 USDT</b> (+6.8%).',
      template_id: 'strategybot',
      extras: { market: 'ETH_USDT' },
    },
    {
      title: 'Copy trading: your lead trader opened a position',
      content: 'Lead trader <b>AlphaWhale</b> opened a BTC_USDT long. Your copy order was placed automatically.',
      template_id: 'copytrading',
      extras: { market: 'BTC_USDT' },
    },
    {
      title: 'Take-profit triggered: SOL_USDT perpetual',
      content: 'Your take-profit order on <b>SOL_USDT</b> was filled at 188.20 USDT.',
      template_id: 'futures',
      extras: { contract: 'SOL_USDT', settle_asset: 'USDT' },
    },
    {
      title: 'Position closed: BTC_USD inverse perpetual',
      content: 'Your <b>BTC_USD</b> coin-margined position was closed. Realised PnL: +0.0123 BTC.',
      template_id: 'futures',
      extras: { contract: 'BTC_USD', settle_asset: 'BTC' },
    },
    {
      title: 'Stop-loss triggered: ETH_USDT perpetual',
      content: 'Your stop-loss order on <b>ETH_USDT</b> was filled at 3,351.60 USDT.',
      template_id: 'futures',
      // No settle_asset: the client must default to USDT (spec §3 Notification).
      extras: { contract: 'ETH_USDT' },
    },
  ],
  finance: [
    {
      title: 'Portfolio margin: risk ratio above 80%',
      content: 'Your cross margin account risk ratio reached <b>82%</b>. Review your positions to avoid forced reduction.',
      template_id: 'cross_margin',
      extras: {},
    },
  ],
  campaign: [
    {
      title: 'Startup: NOVAFI subscription is open',
      content: 'Commit USDT or GT to the <b>NOVAFI</b> Startup sale. Subscription closes on 2026-11-30 12:00 (UTC).',
      template_id: 'startup',
      extras: { startup_id: '1287' },
    },
  ],
  security: [
    {
      title: 'Withdrawal whitelist enabled',
      content: 'Withdrawals now go only to whitelisted addresses. If this was not you, <b>freeze your account</b> immediately.',
      template_id: 'no_href',
      // isAllowHref false: even though a url is present, the message must not link anywhere.
      extras: { url: '/myaccount/security-setting', isAllowHref: false },
    },
  ],
  square: [
    {
      title: 'Live now: Weekly market outlook',
      content: '<b>Crypto Daily</b> is live: BTC at new highs, what comes next? Join 12.4K viewers.',
      template_id: 'live',
      extras: { stream_id: '884213' },
    },
    {
      title: 'Your post is trending on Square',
      content: 'Your post about <b>BTC ETF flows</b> reached 10K readers today.',
      // No kind of its own: the post's mid alone makes it link to /post/status/{mid}.
      template_id: 'post_trending',
      extras: { mid: '5521093' },
    },
  ],
};

type Maker = (r: Rng, sym: string, sym2: string, n: number) => Draft;

const CITIES = ['Singapore', 'Istanbul', 'Berlin', 'São Paulo', 'Tokyo', 'Dubai', 'Madrid', 'Seoul', 'Paris', 'Lagos'];
const STREAMERS = ['Crypto Daily', 'ChartMaster', 'DeFi Dana', 'OnChainOwl', 'Macro Mike', 'Satoshi Sensei'];
const ip = (r: Rng): string => `${r.int(11, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
const when = (r: Rng): string =>
  `2026-${String(r.int(10, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')} ${String(r.int(0, 23)).padStart(2, '0')}:00`;

const MAKERS: Record<Category, Maker[]> = {
  announce: [
    (r, s, _s2, n) => ({
      title: `New listing: ${s}/USDT spot trading`,
      content: `<b>${s}/USDT</b> spot trading opens at ${when(r)} (UTC). Deposits are open now. <a href="/trade/${s}_USDT">Trade ${s}</a>`,
      template_id: 'announce_listing',
      link: `/announcements/article/${n}`,
    }),
    (r, s, _s2, n) => ({
      title: `${s} perpetual futures launched with up to ${r.pick([20, 50, 75])}x leverage`,
      content: `USDT-margined <b>${s}_USDT</b> perpetual contracts are now live.`,
      template_id: 'announce_futures',
      link: `/announcements/article/${n}`,
    }),
    (r, s, _s2, n) => ({
      title: `Delisting notice: ${s}/ETH`,
      content: `The <b>${s}/ETH</b> pair will be delisted on ${when(r)} (UTC). Other ${s} pairs are not affected.`,
      template_id: 'announce_delist',
      link: `/announcements/article/${n}`,
    }),
    (r, s, _s2, n) => ({
      title: `${s} network upgrade: deposits and withdrawals paused`,
      content: `We will support the <b>${s}</b> network upgrade. Deposits and withdrawals pause from ${when(r)} (UTC).`,
      template_id: 'announce_maintenance',
      link: `/announcements/article/${n}`,
    }),
    (_r, s, s2, n) => ({
      title: `Launchpool: stake ${s} to earn ${s2}`,
      content: `Stake <b>${s}</b> or GT to farm <b>${s2}</b>. <a href="/launchpool">Join now</a>`,
      template_id: 'announce_launchpool',
      link: `/announcements/article/${n}`,
    }),
  ],
  system: [
    (r, s) => ({
      title: `Deposit confirmed: ${fmtAmount(r.logUniform(0.01, 5000), 4)} ${s}`,
      content: `Your ${s} deposit has been credited to your spot account.`,
      template_id: 'deposit_success',
    }),
    (r, s) => ({
      title: `Withdrawal completed: ${fmtAmount(r.logUniform(0.01, 5000), 4)} ${s}`,
      content: `Your ${s} withdrawal has been sent. Check the transaction on the block explorer.`,
      template_id: 'withdraw_success',
    }),
    () => ({
      title: 'Your API key expires in 7 days',
      content: 'Renew the key in <a href="/myaccount/profile/api-key/manage">API management</a> to keep your integrations running.',
      template_id: 'api_key_expiring',
    }),
    (r) => ({
      title: `Your fee tier has been updated to VIP ${r.int(0, 2)}`,
      content: 'Your trading volume over the last 30 days changed your fee tier. See <a href="/fee">fees</a>.',
      template_id: 'fee_tier',
    }),
    () => ({
      title: 'Identity verification approved',
      content: 'Your identity verification is complete. Higher withdrawal limits are now available.',
      template_id: 'kyc_approved',
    }),
  ],
  trade: [
    (r, s) => ({
      title: `Order filled: buy ${fmtAmount(r.logUniform(0.01, 900), 4)} ${s}`,
      content: `Your limit buy order on <b>${s}_USDT</b> was filled at ${fmtPrice(r.logUniform(0.001, 900))} USDT.`,
      template_id: 'spot_order_filled',
      extras: { market: `${s}_USDT` },
    }),
    (r, s) => ({
      title: `Order partially filled: sell ${s}`,
      content: `${r.int(10, 90)}% of your limit sell order on <b>${s}_USDT</b> has been filled.`,
      template_id: 'spot_order_partial',
      extras: { market: `${s}_USDT` },
    }),
    (_r, s) => ({
      title: `Stop-limit order triggered: ${s}_USDT`,
      content: `Your stop-limit order on <b>${s}_USDT</b> was triggered and placed.`,
      template_id: 'spot_stop_triggered',
      extras: { market: `${s}_USDT` },
    }),
    (r, s) => ({
      title: `Funding fee settled: ${s}_USDT`,
      content: `Funding fee of ${fmtAmount(r.float(-3, 3), 4)} USDT was settled for your ${s}_USDT position.`,
      template_id: 'futures_funding',
      extras: { contract: `${s}_USDT`, settle_asset: 'USDT' },
    }),
  ],
  finance: [
    (r, s) => ({
      title: `Simple Earn interest credited: ${fmtAmount(r.logUniform(0.0001, 30), 6)} ${s}`,
      content: `Daily interest for your flexible ${s} savings has been credited.`,
      template_id: 'earn_interest',
    }),
    (_r, s) => ({
      title: `Dual Investment settled: ${s}`,
      content: `Your ${s} Dual Investment product has settled. Proceeds are in your spot account.`,
      template_id: 'dual_settled',
    }),
    (_r, s) => ({
      title: `Staking rewards distributed: ${s}`,
      content: `This epoch's <b>${s}</b> staking rewards are now in your account.`,
      template_id: 'staking_reward',
    }),
    (r, s) => ({
      title: `Crypto loan LTV reached ${r.int(70, 85)}%`,
      content: `Your loan collateralised by <b>${s}</b> is close to liquidation. Add collateral or repay.`,
      template_id: 'loan_ltv',
    }),
    (_r, s) => ({ title: `Auto-Invest plan executed: ${s}`, content: `Your recurring purchase of ${s} was executed.`, template_id: 'auto_invest' }),
  ],
  campaign: [
    (r, s) => ({
      title: `Trade ${s} to share a ${fmtAmount(r.pick([50000, 100000, 250000]), 0)} USDT prize pool`,
      content: `Trade <b>${s}</b> before the event ends to share the prize pool. <a href="/rewards_hub/events">Join</a>`,
      template_id: 'campaign_trade',
    }),
    (r) => ({
      title: `You won a ${r.pick([5, 10, 20, 50])} USDT futures voucher`,
      content: 'Find it in the <a href="/myaccount/coupon_center">coupon center</a>. Valid for 14 days.',
      template_id: 'campaign_voucher',
    }),
    (_r, s) => ({ title: `CandyDrop: new ${s} tasks are live`, content: `Complete tasks to share <b>${s}</b> airdrops.`, template_id: 'campaign_candydrop' }),
    () => ({
      title: 'Referral reward credited: 20 USDT',
      content: 'A friend you invited completed their first trade. Your reward has been credited.',
      template_id: 'campaign_referral',
    }),
  ],
  security: [
    (r) => ({
      title: `New login from ${r.pick(CITIES)}`,
      content: `A login from IP ${ip(r)} was detected. If this was not you, change your password now.`,
      template_id: 'login_new_device',
    }),
    () => ({ title: 'Password changed', content: 'Your login password was changed. Withdrawals are disabled for 24 hours.', template_id: 'password_changed' }),
    () => ({
      title: 'Two-factor authentication enabled',
      content: 'Google Authenticator is now required for login and withdrawals.',
      template_id: 'twofa_enabled',
    }),
    (_r, s) => ({
      title: `Withdrawal address added: ${s}`,
      content: `A new ${s} withdrawal address was added to your address book.`,
      template_id: 'address_added',
    }),
    () => ({
      title: 'Anti-phishing code updated',
      content: 'Your anti-phishing code now appears in every email we send you.',
      template_id: 'antiphishing_updated',
    }),
  ],
  square: [
    (r) => ({
      title: `${r.pick(STREAMERS)} is live now`,
      content: `Join the stream: <b>${r.pick(['BTC outlook', 'Altcoin season?', 'Trading Q&A', 'On-chain alpha'])}</b>.`,
      template_id: 'live',
      extras: { stream_id: String(r.int(100000, 999999)) },
    }),
    (r) => ({
      title: `Your post received ${r.int(5, 900)} likes`,
      content: 'People are reading your post on Square.',
      template_id: 'post_likes',
      extras: { mid: String(r.int(5_000_000, 5_999_999)) },
    }),
    (r) => ({ title: `${r.pick(STREAMERS)} followed you`, content: 'You have a new follower on Square.', template_id: 'new_follower' }),
  ],
};

export interface StoredMessage extends ReminderMessageDto {
  type: Category;
  /** read at start (before any session marks) */
  baseRead: boolean;
}

/** All messages, newest first. */
export const messages = lazy((): StoredMessage[] => {
  const coins = currencies()
    .slice(0, 120)
    .filter((c) => c.symbol !== 'USDT' && c.symbol !== 'USDC');
  const out: StoredMessage[] = [];
  let id = 700001;
  for (const cat of CATEGORIES) {
    const r = rng(`reminders-${cat}`);
    // Start a little before the anchor and walk back in time with irregular gaps.
    let t = ANCHOR_S - r.int(600, 7200);
    const specials = SPECIALS[cat];
    for (let i = 0; i < COUNTS[cat]; i++) {
      const sym = r.pick(coins).symbol;
      const sym2 = r.pick(coins).symbol;
      const draft = specials[i] ?? r.pick(MAKERS[cat])(r, sym, sym2, 40000 + (id % 10000));
      out.push({
        id,
        title: draft.title,
        content: draft.content,
        isread: i < UNREAD[cat] ? 0 : 1,
        baseRead: i >= UNREAD[cat],
        type: cat,
        send_timest: t,
        template_id: draft.template_id,
        template_args: draft.template_args ?? {},
        extras: { ...draft.extras },
        link: draft.link ?? '',
      });
      id++;
      t -= r.int(1800, 36 * 3600);
    }
  }
  return out.sort((a, b) => b.send_timest - a.send_timest || a.id - b.id);
});
