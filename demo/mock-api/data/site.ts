/**
 * Site data: common data, compliance menus per sub-site, fiat rates, the pay-with list, the
 * per-page announcements and the site-wide bulletin.
 */
import type {
  AnnouncementMapDto,
  BuyCryptoFiatListDto,
  CommonDataDto,
  CommonDataFlagsDto,
  ComplianceMenuDto,
  FiatMarketRatesDto,
  FullsiteBulletinDto,
} from '../../../react-core/core/api/dto';
import { illustration } from '../asset-urls';
import { LANG_NAMES, langPrefix, type Lang } from '../lang';
import { FIATS, fmtRate } from './fiats';
import { DAY_S } from './format';

export const FLAG_NAMES = [
  'isUKLimit',
  'isItalyLimit',
  'isBrazilToast',
  'isNlLimit',
  'isHKUser',
  'isLTWToast',
  'isUzbekistanToast',
  'isWithdrawOnlyUser',
  'isBlockedCountry',
  'isShowComplianceTips',
] as const satisfies ReadonlyArray<keyof CommonDataFlagsDto>;

/** Sub-site id -> landing country (ISO alpha-2). */
const LANDING_COUNTRY: Record<number, string> = {
  0: '',
  177: 'TR',
  106: 'MT',
  71: 'HK',
  232: 'US',
  14: 'BS',
  153: 'SG',
  182: 'GB',
  83: 'JP',
  181: 'AE',
  11: 'AU',
};

export function fiatMarketRates(): FiatMarketRatesDto {
  const out: FiatMarketRatesDto = {};
  for (const f of FIATS) out[f.fiat] = { rate: fmtRate(f.usdRate), symbol: f.symbol };
  return out;
}

export const buyCryptoFiatList = (): BuyCryptoFiatListDto => ({
  list: FIATS.map(({ fiat, bank_transfer, credit_card, p2p }) => ({ fiat, bank_transfer, credit_card, p2p })),
});

export interface CommonDataInput {
  lang: Lang;
  subWebsiteId: number;
  currFiat: string;
  defaultBuyCryptoFiat: string;
  isLogin: boolean;
  isPhone: boolean;
  /** flags forced true (cookie mock_flags) */
  flags: ReadonlySet<string>;
}

export function commonData(input: CommonDataInput): CommonDataDto {
  const flag = (name: (typeof FLAG_NAMES)[number]): boolean => input.flags.has(name);
  return {
    fiat_list: FIATS.map(({ fiat, symbol }) => ({ fiat, symbol })),
    lang_list: { ...LANG_NAMES },
    lang_prefix: langPrefix(input.lang),
    curr_fiat: input.currFiat,
    defaultBuyCryptoFiat: input.defaultBuyCryptoFiat,
    defaultP2PFiat: 'USD',
    curr_fiat_market_rates: fiatMarketRates(),
    sub_website_id: input.subWebsiteId,
    is_login: input.isLogin,
    is_service_host: false,
    is_phone: input.isPhone,
    is_copper: false,
    // The spec's advertised count; the generated universe (currencies.ts) is a little larger.
    currency_count: 2700,
    userLandingPageCountry: LANDING_COUNTRY[input.subWebsiteId] ?? '',
    isUKLimit: flag('isUKLimit'),
    isItalyLimit: flag('isItalyLimit'),
    isBrazilToast: flag('isBrazilToast'),
    isNlLimit: flag('isNlLimit'),
    isHKUser: flag('isHKUser'),
    isLTWToast: flag('isLTWToast'),
    isUzbekistanToast: flag('isUzbekistanToast'),
    isWithdrawOnlyUser: flag('isWithdrawOnlyUser'),
    isBlockedCountry: flag('isBlockedCountry'),
    isShowComplianceTips: flag('isShowComplianceTips'),
    kyc_toast: false,
    limitCountryUserStatus: flag('isBlockedCountry') ? 2 : flag('isWithdrawOnlyUser') ? 1 : 0,
  };
}

// Compliance: which entries each regulated sub-site hides. The global site hides nothing.
const NO_LEVERAGE = ['derivatives', 'margin_trade', 'margin_etf_trade'];
const NO_WEB3 = ['web3', 'nft', 'ventures', 'gate_shop', 'x_stocks', 'ondo', 'launchpad', 'button_alpha_hidden'];
const COMPLIANCE: Record<number, ComplianceMenuDto> = {
  // Turkey switches X-stocks, Ondo and launchpad off as businesses (business_list), not by menu code.
  177: {
    menu_list: [...NO_LEVERAGE, 'ventures', 'nft', 'gate_shop', 'web3'],
    business_list: ['futures', 'margin', 'copy_trading', 'launchpool', 'x_stocks', 'ondo', 'launchpad'],
  },
  106: { menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'gatepay', 'gusd-staking'], business_list: ['futures', 'margin', 'copy_trading', 'alpha', 'loan'] },
  71: {
    menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'gatepay', 'gate_otc', 'affiliate', 'gusd-staking', 'fiat_trade', 'express', 'upcoming_event'],
    business_list: ['futures', 'margin', 'copy_trading', 'alpha', 'loan', 'p2p', 'earn'],
  },
  232: { menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'gusd-staking', 'fiat_trade'], business_list: ['futures', 'margin', 'copy_trading', 'alpha', 'p2p', 'loan'] },
  14: { menu_list: ['ventures', 'nft', 'gate_shop', 'web3'], business_list: ['p2p'] },
  153: { menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'gatepay', 'affiliate'], business_list: ['futures', 'margin', 'copy_trading', 'alpha', 'loan'] },
  182: {
    menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'affiliate', 'gusd-staking', 'upcoming_event', 'fiat_trade'],
    business_list: ['futures', 'margin', 'copy_trading', 'alpha', 'loan', 'p2p', 'earn'],
  },
  83: {
    menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'gatepay', 'gate_otc', 'affiliate', 'fiat_trade', 'deposit', 'partner'],
    business_list: ['futures', 'margin', 'copy_trading', 'alpha', 'loan', 'p2p', 'earn'],
  },
  181: { menu_list: ['margin_etf_trade', ...NO_WEB3], business_list: ['alpha', 'copy_trading'] },
  11: { menu_list: [...NO_LEVERAGE, ...NO_WEB3, 'affiliate'], business_list: ['futures', 'margin', 'copy_trading', 'alpha'] },
};

/** The site's lists; QA's `mock_compliance` and `mock_business` cookies replace either. */
/**
 * The `mock_common` knob: a JSON object (URL-encoded in its cookie) whose keys replace those of
 * the common data answer, for tests and QA of the fields the personas do not vary
 * (`lang_prefix`, `userLandingPageCountry`, `currency_count`, `kyc_toast`, `is_service_host`,
 * `defaultP2PFiat`, ...). Only the answer's own keys are taken; anything else is ignored.
 */
export function commonDataOverrides(raw: string | undefined, answer: CommonDataDto): CommonDataDto {
  if (!raw) return answer;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return answer;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return answer;
  const out: Record<string, unknown> = { ...answer };
  for (const [key, value] of Object.entries(parsed)) if (Object.hasOwn(answer, key)) out[key] = value;
  return out as unknown as CommonDataDto;
}

export function complianceMenu(subWebsiteId: number, override: string[] | null, businessOverride: string[] | null = null): ComplianceMenuDto {
  const base = COMPLIANCE[subWebsiteId] ?? { menu_list: [], business_list: [] };
  return {
    menu_list: override ?? [...new Set(base.menu_list)],
    business_list: businessOverride ?? [...base.business_list],
  };
}

// Announcements: one notice per page key, translated; content_id is shared by all languages so a
// dismissal holds when the user switches language.
const ANNOUNCEMENT_TEXT: Record<'index' | 'wallet', Record<Lang, string>> = {
  index: {
    en: '<b>Launchpool:</b> stake GT or USDT to farm new tokens, with 2,000,000 USDT in rewards. Ends 2026-12-15.',
    zh: '<b>Launchpool：</b>质押 GT 或 USDT 挖新币，奖池 2,000,000 USDT，2026-12-15 结束。',
    'zh-tw': '<b>Launchpool：</b>質押 GT 或 USDT 挖新幣，獎池 2,000,000 USDT，2026-12-15 結束。',
    tr: "<b>Launchpool:</b> yeni tokenlar kazanmak için GT veya USDT stake edin; ödül havuzu 2.000.000 USDT. 15.12.2026'da sona eriyor.",
    ja: '<b>Launchpool：</b>GTまたはUSDTをステーキングして新規トークンを獲得。報酬総額2,000,000 USDT、2026-12-15終了。',
    ko: '<b>Launchpool:</b> GT 또는 USDT를 스테이킹하고 신규 토큰을 받으세요. 총 보상 2,000,000 USDT, 2026-12-15 종료.',
    de: '<b>Launchpool:</b> GT oder USDT staken und neue Token farmen – 2.000.000 USDT an Belohnungen. Endet am 15.12.2026.',
    fr: "<b>Launchpool :</b> stakez du GT ou de l'USDT pour farmer de nouveaux tokens, 2 000 000 USDT de récompenses. Fin le 15/12/2026.",
    es: '<b>Launchpool:</b> haz staking de GT o USDT para obtener nuevos tokens, con 2.000.000 USDT en recompensas. Finaliza el 15/12/2026.',
    it: '<b>Launchpool:</b> metti in staking GT o USDT per ottenere nuovi token, con 2.000.000 USDT di premi. Termina il 15/12/2026.',
    ru: '<b>Launchpool:</b> стейкайте GT или USDT и получайте новые токены — призовой фонд 2 000 000 USDT. До 15.12.2026.',
    vi: '<b>Launchpool:</b> stake GT hoặc USDT để nhận token mới, tổng thưởng 2.000.000 USDT. Kết thúc ngày 15/12/2026.',
    ar: '<b>Launchpool:</b> قم بتخزين GT أو USDT لكسب رموز جديدة، بمكافآت 2,000,000 USDT. ينتهي في 2026-12-15.',
    pt: '<b>Launchpool:</b> faça staking de GT ou USDT para obter novos tokens, com 2.000.000 USDT em recompensas. Termina em 15/12/2026.',
  },
  wallet: {
    en: 'Wallet maintenance: <b>ETH</b> and <b>ERC-20</b> deposits pause on 2026-11-25 from 02:00 to 04:00 (UTC). Withdrawals are not affected.',
    zh: '钱包维护：<b>ETH</b> 与 <b>ERC-20</b> 充值将于 2026-11-25 02:00 至 04:00（UTC）暂停，提现不受影响。',
    'zh-tw': '錢包維護：<b>ETH</b> 與 <b>ERC-20</b> 充值將於 2026-11-25 02:00 至 04:00（UTC）暫停，提現不受影響。',
    tr: 'Cüzdan bakımı: <b>ETH</b> ve <b>ERC-20</b> yatırımları 25.11.2026 02:00–04:00 (UTC) arasında duraklatılacak. Çekimler etkilenmez.',
    ja: 'ウォレットメンテナンス：2026-11-25 02:00〜04:00（UTC）に<b>ETH</b>および<b>ERC-20</b>の入金を一時停止します。出金には影響ありません。',
    ko: '지갑 점검: 2026-11-25 02:00~04:00(UTC) 동안 <b>ETH</b> 및 <b>ERC-20</b> 입금이 일시 중단됩니다. 출금은 영향이 없습니다.',
    de: 'Wallet-Wartung: <b>ETH</b>- und <b>ERC-20</b>-Einzahlungen pausieren am 25.11.2026 von 02:00 bis 04:00 (UTC). Auszahlungen sind nicht betroffen.',
    fr: 'Maintenance du portefeuille : les dépôts <b>ETH</b> et <b>ERC-20</b> sont suspendus le 25/11/2026 de 02:00 à 04:00 (UTC). Les retraits ne sont pas concernés.',
    es: 'Mantenimiento de la billetera: los depósitos de <b>ETH</b> y <b>ERC-20</b> se pausan el 25/11/2026 de 02:00 a 04:00 (UTC). Los retiros no se ven afectados.',
    it: 'Manutenzione del wallet: i depositi <b>ETH</b> ed <b>ERC-20</b> saranno sospesi il 25/11/2026 dalle 02:00 alle 04:00 (UTC). I prelievi non sono interessati.',
    ru: 'Обслуживание кошелька: депозиты <b>ETH</b> и <b>ERC-20</b> будут приостановлены 25.11.2026 с 02:00 до 04:00 (UTC). Вывод средств не затронут.',
    vi: 'Bảo trì ví: nạp <b>ETH</b> và <b>ERC-20</b> tạm dừng ngày 25/11/2026 từ 02:00 đến 04:00 (UTC). Rút tiền không bị ảnh hưởng.',
    ar: 'صيانة المحفظة: يتوقف إيداع <b>ETH</b> و<b>ERC-20</b> في 2026-11-25 من 02:00 إلى 04:00 (UTC). لا تتأثر عمليات السحب.',
    pt: 'Manutenção da carteira: os depósitos de <b>ETH</b> e <b>ERC-20</b> serão pausados em 25/11/2026 das 02:00 às 04:00 (UTC). Os saques não são afetados.',
  },
};
const ANNOUNCEMENT_META = {
  index: { content_id: 'index-20261101-launchpool', link: '/launchpool' },
  wallet: { content_id: 'wallet-20261125-eth-maintenance', link: '/announcements/article/41872' },
} as const;

/** The notices for the requested page keys; unknown keys are simply absent from the map. */
export function announcements(pageKeys: string[], lang: Lang): AnnouncementMapDto {
  const out: AnnouncementMapDto = {};
  for (const key of pageKeys) {
    if (key !== 'index' && key !== 'wallet') continue;
    out[key] = { ...ANNOUNCEMENT_META[key], content: ANNOUNCEMENT_TEXT[key][lang], image: illustration('announcement') };
  }
  return out;
}

/** What QA's `mock_bulletin` cookie asks for (API.md): the default is a live info bulletin. */
export type BulletinVariant = 'info' | 'warning' | 'expired' | 'future' | 'none';
export const BULLETIN_VARIANTS: readonly BulletinVariant[] = ['info', 'warning', 'expired', 'future', 'none'];

/**
 * The full-site bulletin. Its window is relative to the request (a day ago to 30 days ahead), so
 * it is live whenever the mock runs; `expired` and `future` move it out of that window.
 */
export function fullsiteBulletin(variant: BulletinVariant, nowS: number): FullsiteBulletinDto | null {
  if (variant === 'none') return null;
  const shift = variant === 'expired' ? -60 * DAY_S : variant === 'future' ? 60 * DAY_S : 0;
  const warning = variant === 'warning';
  return {
    id: warning ? 20261129 : 20261128,
    title: warning ? 'Withdrawals delayed' : 'Scheduled system upgrade',
    content: warning
      ? 'Withdrawals on some networks are taking longer than usual. Deposits and trading are unaffected.'
      : 'Trading is unaffected. Some account pages may load slowly on 2026-11-28 between 01:00 and 02:00 (UTC).',
    link: '/announcements/article/41901',
    level: warning ? 'warning' : 'info',
    start_time: nowS - DAY_S + shift,
    end_time: nowS + 30 * DAY_S + shift,
  };
}
