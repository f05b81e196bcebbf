// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from '../../../../react-core/core/a11y/inert-outside';

afterEach(() => {
  document.body.replaceChildren();
});

/**
 * A page with the header element: in its shadow root the bar, the drawer layer, a live region
 * and a popover already inert; around it the page's own content.
 */
function page() {
  document.body.innerHTML =
    '<main id="content"><button>page</button></main><div id="app"><nav id="aside"></nav><exch-header></exch-header></div><footer id="foot"></footer>';
  const host = document.querySelector('exch-header')!;
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML =
    '<style></style><div class="exch-root"><header id="bar"></header><div id="layer"><div id="drawer"></div></div><p id="live" role="status"></p><div id="popover" inert></div></div>';
  const $ = (id: string) => (document.getElementById(id) ?? root.getElementById(id))!;
  return { root, $ };
}

describe('inertOutside (the drawer, modal like a <dialog>)', () => {
  it('makes every sibling along the way up inert, through the shadow root to the page; the kept element and its ancestors stay live', () => {
    const { $, root } = page();
    const release = inertOutside($('layer'));
    for (const id of ['bar', 'content', 'aside', 'foot']) expect($(id).inert, id).toBe(true);
    for (const id of ['layer', 'drawer', 'app']) expect($(id).inert, id).toBe(false);
    expect(root.querySelector('.exch-root')!.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('exch-header')!.hasAttribute('inert')).toBe(false);
    expect(root.querySelector('style')!.hasAttribute('inert'), 'a sheet is left alone').toBe(false);
    release();
    for (const id of ['bar', 'content', 'aside', 'foot']) expect($(id).hasAttribute('inert'), id).toBe(false);
  });

  it('leaves live regions live, and an element inert before stays inert after the undo', () => {
    const { $ } = page();
    const release = inertOutside($('layer'));
    expect($('live').hasAttribute('inert')).toBe(false);
    release();
    expect($('popover').hasAttribute('inert')).toBe(true);
  });
});
