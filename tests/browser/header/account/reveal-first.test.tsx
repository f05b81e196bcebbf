import { expect } from '@open-wc/testing';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRevealFirst, type RevealFirst } from '../../../../react-core/core/layout/use-reveal-first';
import { waitUntil, usePage } from '../../helpers';
import { reactRootPerTest } from '../../helpers/react-root';

/**
 * The personal centre's open state (core/layout/use-reveal-first.ts): a click shows the content
 * kept rendered at once, and its open state follows after that frame. A click can land between
 * the commit that starts keeping the content rendered (the idle pre-render, which gives `reveal`
 * a new identity) and that commit's passive effects: the open must still follow.
 */
describe('useRevealFirst', () => {
  usePage();
  const react = reactRootPerTest();

  /** A menu whose content is kept rendered once `keep` is on; `clickAfterKeep` opens it in the commit that turns `keep` on, before its passive effects. */
  function Menu({ keep, clickAfterKeep, log }: { keep: boolean; clickAfterKeep: boolean; log: string[] }) {
    const [open, setOpen] = useState(false);
    const openState = useRevealFirst(
      // A new identity whenever `keep` changes, as the account menu's reveal has.
      (next) => {
        if (!keep) return false;
        log.push(`reveal ${next}`);
        return true;
      },
      (next) => {
        log.push(`commit ${next}`);
        setOpen(next);
      },
    );
    useLayoutEffect(() => {
      if (keep && clickAfterKeep) openState.set(true);
    }, [keep, clickAfterKeep, openState]);
    return <p data-open={String(open)}>menu</p>;
  }

  /** The hook over content always rendered, its calls logged; returns the hook's API. */
  function mountProbe(log: string[]): RevealFirst {
    let api: RevealFirst | null = null;
    function Probe() {
      api = useRevealFirst(
        (next) => {
          log.push(`reveal ${next}`);
          return true;
        },
        (next) => log.push(`commit ${next}`),
      );
      return null;
    }
    flushSync(() => react.root().render(<Probe />));
    return api!;
  }

  it('a click between the commit that keeps the content rendered and its effects still opens it', async () => {
    const log: string[] = [];
    flushSync(() => react.root().render(<Menu keep={false} clickAfterKeep log={log} />));
    // A default-priority update, as the idle pre-render is: its passive effects run after the commit.
    react.root().render(<Menu keep clickAfterKeep log={log} />);
    await waitUntil(() => react.host().querySelector('p')?.dataset.open === 'true', 'the open state never followed the click');
    expect(log).to.deep.equal(['reveal true', 'commit true']);
  });

  it('a click that is taken back before its frame (a close) commits nothing', async () => {
    const log: string[] = [];
    const api = mountProbe(log);
    api.set(true);
    api.cancel();
    // A later open commits: every frame in between has passed without the cancelled one.
    api.set(true);
    await waitUntil(() => log.includes('commit true'), 'the second open never committed');
    expect(log).to.deep.equal(['reveal true', 'reveal false', 'reveal true', 'commit true']);
  });

  it('unmounting with an open pending takes back what it showed', () => {
    const log: string[] = [];
    const api = mountProbe(log);
    api.set(true);
    react.unmount();
    expect(log).to.deep.equal(['reveal true', 'reveal false']);
  });
});
