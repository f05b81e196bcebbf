import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { selectedTab, tabTarget } from '../../../react-core/settings/use-tabs';
import { accordionReducer, headerTarget, type AccordionAction } from '../../../react-core/settings/use-accordion';
import { stackReducer, type StackAction } from '../../../react-core/settings/use-dialog-stack';

describe('tabs (WAI-ARIA, automatic activation)', () => {
  it('arrows wrap, Home and End go to the ends, other keys do nothing', () => {
    expect(tabTarget('ArrowRight', 0, 2, false)).toBe(1);
    expect(tabTarget('ArrowRight', 1, 2, false)).toBe(0);
    expect(tabTarget('ArrowLeft', 0, 2, false)).toBe(1);
    expect(tabTarget('Home', 1, 2, false)).toBe(0);
    expect(tabTarget('End', 0, 2, false)).toBe(1);
    expect(tabTarget('Enter', 0, 2, false)).toBeNull();
    expect(tabTarget('ArrowRight', 0, 0, false)).toBeNull();
  });

  it('property: right to left mirrors the arrows; forward then back returns; the target is a tab', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }))), fc.boolean(), ([count, index], rtl) => {
        const next = tabTarget(rtl ? 'ArrowLeft' : 'ArrowRight', index, count, rtl)!;
        expect(next).toBe(tabTarget(rtl ? 'ArrowRight' : 'ArrowLeft', index, count, !rtl));
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        expect(tabTarget(rtl ? 'ArrowRight' : 'ArrowLeft', next, count, rtl)).toBe(index);
      }),
    );
  });

  it('the selected tab is always one the page shows', () => {
    expect(selectedTab(['language', 'rate'], 'rate')).toBe('rate');
    expect(selectedTab(['rate'], 'language')).toBe('rate');
    expect(selectedTab([], 'rate')).toBeUndefined();
  });
});

describe('accordion (one open at a time)', () => {
  const action = fc.oneof(
    fc.constantFrom('theme', 'riseColor', 'changeWindow', 'fiatDisplay').map((id): AccordionAction<string> => ({ type: 'toggle', id })),
    fc.constant<AccordionAction<string>>({ type: 'close' }),
  );

  it('property: after any sequence at most one section is open, it is the last toggled one, and toggling it again closes it', () => {
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        let open: string | null = null;
        for (const a of actions) {
          const before: string | null = open;
          open = accordionReducer<string>(open, a);
          if (a.type === 'close') expect(open).toBeNull();
          else expect(open).toBe(before === a.id ? null : a.id);
        }
      }),
    );
  });

  it('header keys: Down and Up wrap, Home and End', () => {
    expect(headerTarget('ArrowDown', 3, 4)).toBe(0);
    expect(headerTarget('ArrowUp', 0, 4)).toBe(3);
    expect(headerTarget('Home', 2, 4)).toBe(0);
    expect(headerTarget('End', 0, 4)).toBe(3);
    expect(headerTarget('a', 0, 4)).toBeNull();
  });
});

describe('dialog stack (the Turkey modal over a dialog)', () => {
  it('property: push adds a layer once, pop removes the top, clear empties', () => {
    const act = fc.oneof(
      fc.constantFrom('main', 'turkey').map((layer): StackAction<string> => ({ type: 'push', layer })),
      fc.constant<StackAction<string>>({ type: 'pop' }),
      fc.constant<StackAction<string>>({ type: 'clear' }),
    );
    fc.assert(
      fc.property(fc.array(act), (actions) => {
        let stack: readonly string[] = ['main'];
        for (const a of actions) {
          const before = stack;
          stack = stackReducer(stack, a);
          if (a.type === 'clear') expect(stack).toEqual([]);
          if (a.type === 'pop') expect(stack).toEqual(before.slice(0, -1));
          if (a.type === 'push') expect(stack).toEqual(before.includes(a.layer) ? before : [...before, a.layer]);
          expect(new Set(stack).size).toBe(stack.length);
        }
      }),
    );
  });
});
