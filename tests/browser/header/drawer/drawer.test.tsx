import { expect } from '@open-wc/testing';
import Drawer from '../../../../react-core/header/drawer/drawer';
import type { NavItem } from '../../../../react-core/header/header.types';
import { nextTask, usePage } from '../../helpers';
import { reactRootPerTest } from '../../helpers/react-root';

const item = (id: string, children: NavItem[] = []): NavItem => ({
  id,
  title: id,
  desc: '',
  href: children.length ? null : `/${id}`,
  external: false,
  lightIcon: '',
  darkIcon: '',
  lightImage: '',
  darkImage: '',
  layout: 'list' as NavItem['layout'],
  tags: [],
  children,
});

const ITEMS = [item('trade_head', [item('spot')]), item('earn_head', [item('savings')])];

/**
 * The drawer view on its own. A section the user opens must stay open, however the drawer's
 * first render and the user's tap interleave: the header renders it closed at idle (or on the
 * first open, when its code arrives), so a tap can land after its first commit and before that
 * commit's effects have run. The effect that collapses the sections on close once ran on mount
 * too, after such a tap, and closed the section it had just opened (a header test timed out
 * about once in ten full runs on a busy machine).
 */
describe('<Drawer> (header/drawer/drawer.tsx)', () => {
  usePage();
  const react = reactRootPerTest();

  for (const open of [false, true]) {
    it(`rendered ${open ? 'open' : 'closed'}: a section opened between its first commit and that commit's effects stays open`, async () => {
      // Clicks the section in a microtask after the commit that added it: before React's effects.
      const clicked = new Promise<HTMLButtonElement>((resolve) => {
        const observer = new MutationObserver(() => {
          const button = react.host().querySelector<HTMLButtonElement>('button[data-nav-id="trade_head"]');
          if (!button) return;
          observer.disconnect();
          button.click();
          resolve(button);
        });
        observer.observe(react.host(), { childList: true, subtree: true });
      });
      react
        .root()
        .render(
          <Drawer
            t={(key) => key}
            theme="light"
            items={ITEMS}
            activePath={() => false}
            visitor={null}
            rewardsHref={null}
            loggedIn={false}
            downloadHref={null}
            onClose={() => {}}
            open={open}
          />,
        );
      const button = await clicked;
      // The effects have run by then.
      await nextTask();
      await nextTask();
      expect(button.getAttribute('aria-expanded')).to.equal('true');
    });
  }
});
