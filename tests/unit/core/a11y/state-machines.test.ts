import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { selectedTab, tabAttributes } from '../../../../react-core/core/a11y/use-tabs';
import { stackReducer, type StackAction } from '../../../../react-core/core/a11y/use-dialog-stack';

describe('tabs', () => {
  it('the selected tab is always one the page shows (the first when the asked-for one is not there)', () => {
    expect(selectedTab(['language', 'rate'], 'rate')).toBe('rate');
    expect(selectedTab(['rate'], 'language')).toBe('rate');
    expect(selectedTab(['spot', 'futures'], null)).toBe('spot');
    expect(selectedTab([], 'rate')).toBeUndefined();
  });
});

describe('tab attributes', () => {
  it('the selected tab is the one tab stop and says so; every tab names its panel', () => {
    expect(tabAttributes(true, 't-spot', 'p')).toEqual({ id: 't-spot', type: 'button', role: 'tab', 'aria-selected': true, 'aria-controls': 'p', tabIndex: 0 });
    expect(tabAttributes(false, 't-usdt', 'p')).toMatchObject({ role: 'tab', 'aria-selected': false, tabIndex: -1 });
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
