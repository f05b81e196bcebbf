// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRACK_NAMES, trackOfClick } from '../../../../react-core/core/element/track';
import { CHROME_EVENTS } from '../../../../react-core/core/element/events';

/** A root with the given inner HTML; returns the root and the element matching `target`. */
function tree(html: string, target: string): { root: HTMLElement; el: Element } {
  const root = document.createElement('div');
  root.innerHTML = html;
  return { root, el: root.querySelector(target)! };
}

describe('exch-track: the named clicks (spec §7 analytics)', () => {
  it('is one event of the event table, not cancelable', () => {
    expect(CHROME_EVENTS['exch-track'].cancelable).toBe(false);
  });

  it('names a click by the attributes the views carry: ids, actions, explicit names', () => {
    const nav = tree('<a href="/trade/BTC_USDT" data-nav-id="spot_trade"><span class="t">Spot</span></a>', '.t');
    expect(trackOfClick(nav.el, nav.root, 'exch-header')).toEqual({
      name: 'nav-link',
      properties: { element: 'exch-header', id: 'spot_trade', href: '/trade/BTC_USDT' },
    });
    const row = tree('<a href="/trade/ETH_USDT" data-row-id="spot:ETH_USDT"><b>ETH</b></a>', 'b');
    expect(trackOfClick(row.el, row.root, 'exch-header')?.properties.id).toBe('spot:ETH_USDT');
    const login = tree('<a href="/login" data-action="login">Log in</a>', 'a');
    expect(trackOfClick(login.el, login.root, 'exch-header')).toEqual({ name: 'login', properties: { element: 'exch-header', href: '/login' } });
    const message = tree('<a href="/x" data-track="notification-message" data-track-id="m1">hi</a>', 'a');
    expect(trackOfClick(message.el, message.root, 'exch-reminder')?.name).toBe('notification-message');
    const footer = tree('<a href="/fee" data-link-id="fee">Fees</a>', 'a');
    expect(trackOfClick(footer.el, footer.root, 'exch-footer')?.name).toBe('footer-link');
  });

  it('is no named click: a close or retry button, an unknown name, a disabled control, a click outside the element', () => {
    const close = tree('<button data-action="close">x</button>', 'button');
    expect(trackOfClick(close.el, close.root, 'exch-header')).toBeNull();
    const unknown = tree('<button data-track="made-up">x</button>', 'button');
    expect(trackOfClick(unknown.el, unknown.root, 'exch-header')).toBeNull();
    const disabled = tree('<a data-entry="profile" aria-disabled="true">Profile</a>', 'a');
    expect(trackOfClick(disabled.el, disabled.root, 'exch-header')).toBeNull();
    const outer = tree('<div data-action="login"><section id="inner"><span>x</span></section></div>', 'span');
    expect(trackOfClick(outer.el, outer.root.querySelector('#inner')!, 'exch-header')).toBeNull();
    expect(trackOfClick(null, outer.root, 'exch-header')).toBeNull();
  });

  it('property: a click inside a named control yields exactly that name, with the element and no other property', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRACK_NAMES), fc.stringMatching(/^[a-z0-9_:-]{0,12}$/), fc.integer({ min: 0, max: 3 }), (name, id, depth) => {
        const root = document.createElement('div');
        const control = document.createElement('button');
        control.setAttribute('data-track', name);
        if (id) control.setAttribute('data-track-id', id);
        root.append(control);
        let leaf: Element = control;
        for (let i = 0; i < depth; i += 1) leaf = leaf.appendChild(document.createElement('span'));
        const detail = trackOfClick(leaf, root, 'exch-footer');
        expect(detail).toEqual({ name, properties: id ? { element: 'exch-footer', id } : { element: 'exch-footer' } });
      }),
    );
  });
});
