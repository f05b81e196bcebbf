import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rovingTarget, type Orientation } from '../../../../react-core/core/a11y/roving-focus';

const forward = (orientation: Orientation, rtl: boolean) => (orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight');
const backward = (orientation: Orientation, rtl: boolean) => (orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft');

/** A group of 1 to 12 items and an index in it. */
const group = fc.integer({ min: 1, max: 12 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 })));
const orientation = fc.constantFrom<Orientation>('horizontal', 'vertical');
const anyKey = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' ', 'Tab', 'a', 'PageDown');

describe('rovingTarget (WAI-ARIA tabs and accordion headers)', () => {
  it('horizontal, left to right: Right is next, Left is previous, both wrap; Home and End go to the ends', () => {
    expect(rovingTarget('ArrowRight', 0, 3, 'horizontal', false)).toBe(1);
    expect(rovingTarget('ArrowRight', 2, 3, 'horizontal', false)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3, 'horizontal', false)).toBe(2);
    expect(rovingTarget('Home', 2, 3, 'horizontal', false)).toBe(0);
    expect(rovingTarget('End', 0, 3, 'horizontal', false)).toBe(2);
  });

  it('horizontal, right to left: the arrows swap (Left is next)', () => {
    expect(rovingTarget('ArrowLeft', 0, 3, 'horizontal', true)).toBe(1);
    expect(rovingTarget('ArrowRight', 0, 3, 'horizontal', true)).toBe(2);
    expect(rovingTarget('Home', 2, 3, 'horizontal', true)).toBe(0);
    expect(rovingTarget('End', 0, 3, 'horizontal', true)).toBe(2);
  });

  it('vertical: Down and Up, whatever the direction; Left and Right are not its keys', () => {
    expect(rovingTarget('ArrowDown', 3, 4, 'vertical', false)).toBe(0);
    expect(rovingTarget('ArrowUp', 0, 4, 'vertical', true)).toBe(3);
    expect(rovingTarget('ArrowLeft', 1, 4, 'vertical', true)).toBeNull();
    expect(rovingTarget('ArrowRight', 1, 4, 'vertical', false)).toBeNull();
  });

  it('other keys, and an empty group, move nowhere', () => {
    expect(rovingTarget('Enter', 0, 3, 'horizontal', false)).toBeNull();
    expect(rovingTarget('ArrowDown', 0, 3, 'horizontal', false)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0, 'horizontal', false)).toBeNull();
    expect(rovingTarget('Home', 0, 0, 'vertical', false)).toBeNull();
  });

  it('property: every target is an item of the group', () => {
    fc.assert(
      fc.property(anyKey, group, orientation, fc.boolean(), (key, [count, index], o, rtl) => {
        const to = rovingTarget(key, index, count, o, rtl);
        if (to !== null) expect(Number.isInteger(to) && to >= 0 && to < count).toBe(true);
      }),
    );
  });

  it('property: forward then backward returns; forward count times goes round to the start', () => {
    fc.assert(
      fc.property(group, orientation, fc.boolean(), ([count, index], o, rtl) => {
        const next = rovingTarget(forward(o, rtl), index, count, o, rtl)!;
        expect(next).toBe((index + 1) % count);
        expect(rovingTarget(backward(o, rtl), next, count, o, rtl)).toBe(index);
        let at = index;
        for (let i = 0; i < count; i += 1) at = rovingTarget(forward(o, rtl), at, count, o, rtl)!;
        expect(at).toBe(index);
      }),
    );
  });

  it('property: right to left mirrors left to right for horizontal groups and changes nothing for vertical ones', () => {
    fc.assert(
      fc.property(anyKey, group, (key, [count, index]) => {
        const mirrored = key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
        expect(rovingTarget(key, index, count, 'horizontal', true)).toBe(rovingTarget(mirrored, index, count, 'horizontal', false));
        expect(rovingTarget(key, index, count, 'vertical', true)).toBe(rovingTarget(key, index, count, 'vertical', false));
      }),
    );
  });

  it('property: Home and End go to the ends from anywhere', () => {
    fc.assert(
      fc.property(group, orientation, fc.boolean(), ([count, index], o, rtl) => {
        expect(rovingTarget('Home', index, count, o, rtl)).toBe(0);
        expect(rovingTarget('End', index, count, o, rtl)).toBe(count - 1);
      }),
    );
  });
});
