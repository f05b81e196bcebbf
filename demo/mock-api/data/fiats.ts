/**
 * Fiat currencies: display symbol, an approximate USD->fiat rate and which buy-crypto channels
 * support it. One table feeds fiat_list, the market rates, the pay-with list and fiat spot pairs.
 */

export interface Fiat {
  fiat: string;
  symbol: string;
  /** units of this fiat per 1 USD */
  usdRate: number;
  bank_transfer: boolean;
  credit_card: boolean;
  p2p: boolean;
}

// fiat, symbol, USD rate, channels: b = bank transfer, c = credit card, p = p2p
const TABLE: ReadonlyArray<readonly [string, string, number, string]> = [
  ['USD', '$', 1, 'bcp'],
  ['EUR', '€', 0.9213, 'bcp'],
  ['GBP', '£', 0.7862, 'bcp'],
  ['TRY', '₺', 34.52, 'bcp'],
  ['JPY', '¥', 151.84, 'bc'],
  ['HKD', 'HK$', 7.7812, 'bcp'],
  ['SGD', 'S$', 1.3412, 'bc'],
  ['AED', 'د.إ', 3.6725, 'bcp'],
  ['AUD', 'A$', 1.5321, 'bcp'],
  ['BRL', 'R$', 5.7412, 'bcp'],
  ['CAD', 'C$', 1.3912, 'bcp'],
  ['CHF', 'CHF', 0.8812, 'bc'],
  ['CNY', '¥', 7.2412, 'p'],
  ['KRW', '₩', 1392.5, 'cp'],
  ['INR', '₹', 84.41, 'cp'],
  ['RUB', '₽', 99.12, 'p'],
  ['VND', '₫', 25412, 'bp'],
  ['IDR', 'Rp', 15812, 'bcp'],
  ['THB', '฿', 34.61, 'bcp'],
  ['PHP', '₱', 58.92, 'bcp'],
  ['MYR', 'RM', 4.4712, 'bcp'],
  ['NGN', '₦', 1675.3, 'bp'],
  ['MXN', 'Mex$', 20.31, 'bcp'],
  ['ARS', 'AR$', 1002.5, 'p'],
  ['COP', 'COL$', 4412.1, 'cp'],
  ['CLP', 'CLP$', 951.2, 'cp'],
  ['PEN', 'S/', 3.7612, 'cp'],
  ['ZAR', 'R', 18.12, 'bcp'],
  ['PLN', 'zł', 4.0112, 'bcp'],
  ['CZK', 'Kč', 23.61, 'bc'],
  ['SEK', 'kr', 10.71, 'bc'],
  ['NOK', 'kr', 11.02, 'bc'],
  ['DKK', 'kr', 6.8712, 'bc'],
  ['HUF', 'Ft', 381.2, 'bc'],
  ['UAH', '₴', 41.31, 'cp'],
  ['KZT', '₸', 496.2, 'cp'],
  ['TWD', 'NT$', 32.41, 'cp'],
  ['NZD', 'NZ$', 1.6912, 'bc'],
  ['SAR', '﷼', 3.7512, 'cp'],
  ['EGP', 'E£', 49.12, 'p'],
  ['PKR', '₨', 277.8, 'p'],
  ['BDT', '৳', 119.5, 'p'],
  ['KES', 'KSh', 129.2, 'cp'],
  ['UZS', 'soʻm', 12812, 'p'],
  ['ILS', '₪', 3.7312, 'bc'],
  ['GEL', '₾', 2.7312, 'c'],
];

export const FIATS: readonly Fiat[] = TABLE.map(([fiat, symbol, usdRate, ch]) => ({
  fiat,
  symbol,
  usdRate,
  bank_transfer: ch.includes('b'),
  credit_card: ch.includes('c'),
  p2p: ch.includes('p'),
}));

export const fiatByCode = new Map(FIATS.map((f) => [f.fiat, f] as const));

/** Fiats quoted directly on spot (the regional sites' default pairs: BTC_TRY, BTC_SGD, ...). */
export const SPOT_FIAT_QUOTES = ['TRY', 'EUR', 'SGD', 'JPY', 'AED', 'BRL'] as const;

/** Formats a USD->fiat rate the way the rates endpoint prints it. */
export const fmtRate = (rate: number): string => (rate >= 100 ? rate.toFixed(2) : rate.toFixed(4));
