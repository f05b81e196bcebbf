import { describe, expect, it } from 'vitest';
import { mapMessage } from '../../../react-core/notifications/notifications.mappers';
import { resolveNotificationLink } from '../../../react-core/notifications/notification-link';

const link = (raw: Record<string, unknown>, lang: 'en' | 'de' = 'en') =>
  resolveNotificationLink(mapMessage({ id: 1, title: 'x', ...raw })!, lang)?.href ?? null;

describe('notification click-through (spec §2, §5)', () => {
  it('each template goes to its route, with the language prefix', () => {
    expect(link({ template_id: 'margin_trade', extras: { market: 'BTC_USDT' } })).toBe('/margin_trade');
    expect(link({ template_id: 'startup', extras: { startup_id: '1287' } })).toBe('/startup');
    expect(link({ template_id: 'strategy_bot', extras: { market: 'ETH_USDT' } })).toBe('/strategybot/historyStrategy');
    expect(link({ template_id: 'copy_trading' })).toBe('/copytrading/underwayStrategy');
    expect(link({ template_id: 'live_stream', extras: { stream_id: '884213' } })).toBe('/live/video/884213?type=live');
    expect(link({ template_id: 'cross_margin', extras: {} })).toBe('/myaccount/myfunds/cross_margin');
    expect(link({ template_id: 'futures', extras: { contract: 'BTC_USD', settle_asset: 'BTC' } })).toBe('/futures/BTC/BTC_USD');
    expect(link({ template_id: 'margin_trade' }, 'de')).toBe('/de/margin_trade');
  });

  it('futures without settle_asset settle in USDT (spec §3)', () => {
    expect(link({ template_id: 'futures', extras: { contract: 'ETH_USDT' } })).toBe('/futures/USDT/ETH_USDT');
  });

  it('extras url, then web_url, then the message link; external ones are marked', () => {
    expect(link({ template_id: 'url', extras: { url: '/announcements/article/41872' } })).toBe('/announcements/article/41872');
    const web = resolveNotificationLink(
      mapMessage({ id: 1, title: 'x', template_id: 'web_url', extras: { web_url: 'https://support.exch.example/hc/1' } })!,
      'en',
    );
    expect(web).toEqual({ href: 'https://support.exch.example/hc/1', external: true });
    expect(link({ template_id: 'announce_listing', link: '/announcements/article/4' })).toBe('/announcements/article/4');
  });

  it('isAllowHref false means no link, even with a url', () => {
    expect(link({ template_id: 'no_href', extras: { url: '/myaccount/security-setting', isAllowHref: false } })).toBeNull();
    expect(link({ template_id: 'margin_trade', extras: { isAllowHref: 'false' } })).toBeNull();
  });

  it('no resolvable target: not a link', () => {
    expect(link({ template_id: 'post_likes' })).toBeNull();
    expect(link({ template_id: 'live_stream', extras: { stream_id: '../../admin' } })).toBeNull();
    expect(link({ template_id: 'futures', extras: { contract: 'a/b' } })).toBeNull();
    expect(link({ template_id: 'url', extras: { url: 'javascript:alert(1)' } })).toBeNull();
    expect(link({ template_id: 'url', extras: { url: '//evil.example' }, link: 'data:text/html,x' })).toBeNull();
    expect(link({ link: '#top' })).toBeNull();
  });
});
