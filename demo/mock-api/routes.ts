/**
 * One handler per ENDPOINTS entry, typed against its DTO (EndpointDtoMap), so the mock cannot
 * drift from the wire shapes the client is written against. Handlers are pure over the request
 * context: HTTP concerns (CORS, CSRF, faults, envelopes) live in handler.ts.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointDtoMap } from '../../react-core/core/api/dto';
import type { EndpointName } from '../../react-core/core/api/endpoints';
import { alphaTokens, pilotMarkets, preMarketCurrencies } from './data/onchain';
import { deliveryContracts, futuresContracts, optionsMarkets, optionsUnderlyings } from './data/derivatives';
import { headerMenu } from './data/menu';
import {
  FLAG_NAMES,
  announcements,
  buyCryptoFiatList,
  commonData,
  commonDataOverrides,
  complianceMenu,
  fiatMarketRates,
  fullsiteBulletin,
  BULLETIN_VARIANTS,
  type BulletinVariant,
} from './data/site';
import { spotRows } from './data/spot';
import { ALPHA_ALL_TAB, marketTabs } from './data/tabs';
import { markRead, records, tabs, unreadCounts } from './herald';
import { resolveLang, type Lang } from './lang';
import { accountMode, crossMarginInfo, futuresAccountInfo, userInfo, type PersonaId } from './personas';
import { readMarks, type Session } from './session';

export interface RequestContext {
  path: string;
  query: URLSearchParams;
  /** POST form fields (empty for GET) */
  form: URLSearchParams;
  cookies: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** effective persona (after a session logout) */
  persona: PersonaId;
  /** the persona the mock_user cookie names */
  cookiePersona: PersonaId;
  sid: string;
  explicitSid: boolean;
  session: Session;
  /** Set-Cookie values the handler wants sent */
  setCookies: string[];
}

export interface Route<T> {
  method: 'GET' | 'POST';
  /** visitors get HTTP 401 `{ code: 401, message: 'login required' }` */
  login?: boolean;
  handle(ctx: RequestContext): T;
}

/** The cookie that ends the session in a browser; see session.ts for the server-side half. */
const LOGOUT_COOKIE = 'mock_user=visitor; Path=/; SameSite=Lax';

function logout(ctx: RequestContext): null {
  ctx.setCookies.push(LOGOUT_COOKIE);
  // Only an explicit mock_sid remembers the logout server-side: the shared default session is
  // used by every browser test, and a remembered logout there would leak into the next test.
  if (ctx.explicitSid && ctx.cookiePersona !== 'visitor') ctx.session.loggedOut = ctx.cookiePersona;
  return null;
}

// Query helpers --------------------------------------------------------------------------------

const str = (ctx: RequestContext, name: string): string => (ctx.query.get(name) ?? '').trim();

function int(ctx: RequestContext, name: string, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(str(ctx, name), 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** The request language: the named query parameter, else the X-Gate-AppLang header, else en. */
function lang(ctx: RequestContext, param: 'lang' | 'language'): Lang {
  const header = ctx.headers['x-gate-applang'];
  return resolveLang(str(ctx, param) || (Array.isArray(header) ? header[0] : header));
}

const subSite = (ctx: RequestContext): number => {
  const n = Number.parseInt(str(ctx, 'sub_website_id'), 10);
  return Number.isFinite(n) ? n : 0;
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function search<T extends { currency: string; name: string; address: string }>(rows: T[], keywords: string, limit: number): T[] {
  const k = keywords.trim().toLowerCase();
  if (!k) return [];
  return rows.filter((r) => r.currency.toLowerCase().includes(k) || r.name.toLowerCase().includes(k) || r.address.toLowerCase() === k).slice(0, limit);
}

const marksOf = (ctx: RequestContext): Set<string> => readMarks(ctx.session, ctx.persona);

/**
 * `mock_schedule=START,END` (unix seconds): the notices and the bulletin show from START to END
 * (QA's and the tests' notice that comes and goes while a page is open).
 */
function schedule(ctx: RequestContext): { start_time: number; end_time: number } | null {
  const [start, end] = (ctx.cookies['mock_schedule'] ?? '').split(',').map(Number);
  return Number.isFinite(start) && Number.isFinite(end) && start! > 0 && end! > start! ? { start_time: start!, end_time: end! } : null;
}

function withSchedule<T extends object>(item: T, window: { start_time: number; end_time: number } | null): T {
  return window ? { ...item, ...window } : item;
}

// Routes --------------------------------------------------------------------------------------

export const ROUTES: { [K in EndpointName]: Route<EndpointDtoMap[K]> } = {
  // Notifications
  reminderTabs: { method: 'GET', login: true, handle: (ctx) => tabs(lang(ctx, 'language'), marksOf(ctx)) },
  reminderRecords: {
    method: 'GET',
    login: true,
    handle: (ctx) => {
      const now = Number(str(ctx, 'now'));
      return records(
        {
          code: str(ctx, 'code'),
          page: int(ctx, 'page', 1, 1, 10000),
          size: int(ctx, 'size', 10, 1, 100),
          now: str(ctx, 'now') && Number.isFinite(now) ? now : null,
        },
        marksOf(ctx),
      );
    },
  },
  reminderMarkRead: { method: 'POST', login: true, handle: (ctx) => markRead(ctx.form.get('msg_type') ?? '', marksOf(ctx)) },
  unreadCount: { method: 'GET', login: true, handle: (ctx) => unreadCounts(marksOf(ctx)) },

  // Site data
  headerMenu: { method: 'GET', handle: (ctx) => headerMenu(lang(ctx, 'lang'), ctx.cookies['mock_menu'] === 'changed') },
  buyCryptoFiatList: { method: 'GET', handle: () => buyCryptoFiatList() },
  fiatMarketRates: { method: 'GET', handle: () => fiatMarketRates() },
  fullsiteBulletin: {
    method: 'GET',
    handle: (ctx) => {
      const asked = ctx.cookies['mock_bulletin'] as BulletinVariant | undefined;
      const bulletin = fullsiteBulletin(asked && BULLETIN_VARIANTS.includes(asked) ? asked : 'info', Math.floor(Date.now() / 1000));
      return bulletin && withSchedule(bulletin, schedule(ctx));
    },
  },
  commonData: {
    method: 'GET',
    handle: (ctx) =>
      commonDataOverrides(
        ctx.cookies['mock_common'],
        commonData({
          lang: lang(ctx, 'lang'),
          subWebsiteId: subSite(ctx),
          currFiat: ctx.cookies['curr_fiat'] || 'USD',
          defaultBuyCryptoFiat: ctx.cookies['defaultBuyCryptoFiat'] || 'USD',
          isLogin: ctx.persona !== 'visitor',
          isPhone: /Mobi|Android|iPhone/i.test(String(ctx.headers['user-agent'] ?? '')),
          flags: new Set(list(ctx.cookies['mock_flags']).filter((f) => (FLAG_NAMES as readonly string[]).includes(f))),
        }),
      ),
  },
  complianceMenu: {
    method: 'GET',
    handle: (ctx) =>
      complianceMenu(
        subSite(ctx),
        'mock_compliance' in ctx.cookies ? list(ctx.cookies['mock_compliance']) : null,
        'mock_business' in ctx.cookies ? list(ctx.cookies['mock_business']) : null,
      ),
  },
  announcement: {
    method: 'GET',
    handle: (ctx) => {
      const notices = announcements(list(str(ctx, 'page_keys') || 'index,wallet'), lang(ctx, 'lang'));
      const window = schedule(ctx);
      return window ? Object.fromEntries(Object.entries(notices).map(([key, notice]) => [key, withSchedule(notice, window)])) : notices;
    },
  },

  // Account
  crossMarginInfo: { method: 'GET', handle: (ctx) => crossMarginInfo(ctx.persona) },
  unifiedAccountMode: { method: 'GET', handle: (ctx) => accountMode(ctx.persona) },
  userInfo: { method: 'GET', handle: (ctx) => userInfo(ctx.persona, ctx.cookies['curr_fiat'] || 'USD') },
  futuresAccountInfo: {
    method: 'GET',
    login: true,
    handle: (ctx) => {
      const info = futuresAccountInfo(ctx.persona);
      if (!info) throw new Error('login: true guarantees a persona');
      return info;
    },
  },
  logoutThisDevice: { method: 'GET', handle: logout },
  logout: { method: 'POST', handle: logout },
  logoutAll: { method: 'POST', handle: logout },

  // Markets
  marketTabs: { method: 'GET', handle: () => marketTabs() },
  spotMarkets: {
    method: 'GET',
    handle: (ctx) => {
      // ALL (the client's value) answers every row; a quote or tab code narrows to that tab.
      const type = str(ctx, 'exchange_type').toUpperCase();
      const rows = spotRows();
      return !type || type === 'ALL' ? rows : rows.filter((r) => r[7].split(',').includes(type));
    },
  },
  futuresMarkets: {
    method: 'GET',
    handle: (ctx) => {
      const type = str(ctx, 'exchange_type').toUpperCase();
      const rows = futuresContracts();
      return !type || type === 'CONTRACT_ALL' ? rows : rows.filter((r) => r.settle === type);
    },
  },
  deliveryContracts: { method: 'GET', handle: () => deliveryContracts() },
  preMarketCurrencies: {
    method: 'GET',
    handle: (ctx) => {
      const all = preMarketCurrencies();
      const limit = int(ctx, 'limit', 100, 1, 100);
      const page = int(ctx, 'page', 1, 1, 10000);
      return {
        list: all.slice((page - 1) * limit, page * limit),
        premint: all.filter((c) => c.type === 'premint'),
        pre_market: all.filter((c) => c.type === 'pre_market'),
        total: all.length,
      };
    },
  },
  pilotMarkets: { method: 'GET', handle: () => pilotMarkets() },
  optionsUnderlying: { method: 'GET', handle: () => optionsUnderlyings() },
  optionsMarkets: {
    method: 'GET',
    handle: (ctx) => {
      const market = str(ctx, 'market').toUpperCase();
      return market ? optionsMarkets().filter((o) => o.underlying === market) : optionsMarkets();
    },
  },
  alphaCurrencies: {
    method: 'GET',
    handle: (ctx) => {
      const chain = str(ctx, 'chain').toLowerCase();
      const limit = int(ctx, 'limit', 100, 1, 100);
      const page = int(ctx, 'page', 1, 1, 10000);
      const rows = chain && chain !== ALPHA_ALL_TAB.toLowerCase() ? alphaTokens().filter((t) => t.chain === chain) : alphaTokens();
      return rows.slice((page - 1) * limit, page * limit);
    },
  },
  alphaSearch: { method: 'GET', handle: (ctx) => search(alphaTokens(), str(ctx, 'keywords'), 100) },
};
