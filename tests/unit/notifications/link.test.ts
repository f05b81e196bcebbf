import { describe, expect, it } from 'vitest';
import { mapMessage } from '../../../react-core/notifications/notifications.mappers';
import { resolveNotificationLink } from '../../../react-core/notifications/notification-link';

const link = (raw: Record<string, unknown>, lang: 'en' | 'de' = 'en') =>
  resolveNotificationLink(mapMessage({ id: 1, title: 'x', ...raw })!, lang)?.href ?? null;

describe('notification click-through (spec §2, §5)', () => {
  it('each kind, named by the spec §2 route it goes to, goes there, with the language prefix', () => {
    expect(link({ template_id: 'margin_trade' })).toBe('/margin_trade');
    expect(link({ template_id: 'startup' })).toBe('/startup');
    expect(link({ template_id: 'strategybot', extras: { market: 'ETH_USDT' } })).toBe('/strategybot/historyStrategy');
    expect(link({ template_id: 'copytrading' })).toBe('/copytrading/underwayStrategy');
    expect(link({ template_id: 'live', extras: { stream_id: '884213' } })).toBe('/live/video/884213?type=live');
    expect(link({ template_id: 'cross_margin', extras: {} })).toBe('/myaccount/myfunds/cross_margin');
    expect(link({ template_id: 'futures', extras: { contract: 'BTC_USD', settle_asset: 'BTC' } })).toBe('/futures/BTC/BTC_USD');
    expect(link({ template_id: 'post', extras: { mid: '5521093' } })).toBe('/post/status/5521093');
    expect(link({ template_id: 'margin_trade' }, 'de')).toBe('/de/margin_trade');
  });

  it('the kind may come from the type when the template names none (both are spec §3 Notification fields)', () => {
    expect(link({ type: 'cross_margin', template_id: 'risk_alert_v2' })).toBe('/myaccount/myfunds/cross_margin');
    expect(link({ type: 'copytrading' })).toBe('/copytrading/underwayStrategy');
    // The template wins over the type.
    expect(link({ type: 'copytrading', template_id: 'strategybot' })).toBe('/strategybot/historyStrategy');
  });

  it('the startup_id and market extras reach their routes', () => {
    expect(link({ template_id: 'startup', extras: { startup_id: '1287' } })).toBe('/startup/1287');
    expect(link({ template_id: 'margin_trade', extras: { market: 'BTC_USDT' } })).toBe('/margin_trade/BTC_USDT');
    expect(link({ template_id: 'margin_trade', extras: { market: '../admin' } })).toBe('/margin_trade');
  });

  it('a message with extras.mid links the post /post/status/{mid} (spec §2), as do other extras their pages', () => {
    expect(link({ template_id: 'post_trending', extras: { mid: '5521093' } })).toBe('/post/status/5521093');
    expect(link({ template_id: 'post_likes', extras: { mid: '5521093' } }, 'de')).toBe('/de/post/status/5521093');
    expect(link({ template_id: 'stream_started', extras: { stream_id: '42' } })).toBe('/live/video/42?type=live');
    expect(link({ template_id: 'futures_funding', extras: { contract: 'SOL_USDT' } })).toBe('/futures/USDT/SOL_USDT');
    expect(link({ template_id: 'ido_open', extras: { startup_id: '9' } })).toBe('/startup/9');
    // A market alone names no page (a spot order and a margin call both carry one).
    expect(link({ template_id: 'spot_order_filled', extras: { market: 'BTC_USDT' } })).toBeNull();
    // An explicit url wins over what the extras imply.
    expect(link({ template_id: 'post_likes', extras: { mid: '1', url: '/post' } })).toBe('/post');
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

  it('a same-site link takes the site prefix (spec §2); an external one does not', () => {
    const m = mapMessage({ id: 1, title: 'x', template_id: 'post', extras: { mid: '7' } })!;
    expect(resolveNotificationLink(m, 'de', '/eu')?.href).toBe('/eu/de/post/status/7');
    const web = mapMessage({ id: 2, title: 'x', extras: { web_url: 'https://support.exch.example/1' } })!;
    expect(resolveNotificationLink(web, 'de', '/eu')?.href).toBe('https://support.exch.example/1');
  });

  it('isAllowHref false means no link, even with a url', () => {
    expect(link({ template_id: 'no_href', extras: { url: '/myaccount/security-setting', isAllowHref: false } })).toBeNull();
    expect(link({ template_id: 'margin_trade', extras: { isAllowHref: 'false' } })).toBeNull();
  });

  it('no resolvable target: not a link', () => {
    expect(link({ template_id: 'post_likes' })).toBeNull();
    expect(link({ template_id: 'live', extras: { stream_id: '../../admin' } })).toBeNull();
    expect(link({ template_id: 'post' })).toBeNull();
    expect(link({ template_id: 'futures', extras: { contract: 'a/b' } })).toBeNull();
    expect(link({ template_id: 'url', extras: { url: 'javascript:alert(1)' } })).toBeNull();
    expect(link({ template_id: 'url', extras: { url: '//evil.example' }, link: 'data:text/html,x' })).toBeNull();
    expect(link({ link: '#top' })).toBeNull();
  });
});
