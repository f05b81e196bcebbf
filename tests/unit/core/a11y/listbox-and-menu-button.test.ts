import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { intoListboxKey, listboxKeyDown, listboxTarget, type ListboxOptions } from '../../../../react-core/core/a11y/use-listbox';
import { menuButtonKeyDown, type MenuButtonOptions } from '../../../../react-core/core/a11y/use-menu-button';

/** A key event as the handlers read it, recording what they did with it. */
function keyEvent(key: string, target: EventTarget = {} as EventTarget) {
  return { key, target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
}

describe('listbox keys (use-listbox)', () => {
  it('arrows move one option, ArrowUp on the first leaves upwards; pages and ends stay in range', () => {
    expect(listboxTarget('ArrowDown', -1, 10, 9)).toBe(0);
    expect(listboxTarget('ArrowDown', 9, 10, 9)).toBe(9);
    expect(listboxTarget('ArrowUp', 0, 10, 9)).toBe('before');
    expect(listboxTarget('ArrowUp', 4, 10, 9)).toBe(3);
    expect(listboxTarget('PageDown', 5, 10, 9)).toBe(9);
    expect(listboxTarget('PageUp', 5, 10, 9)).toBe(0);
    expect(listboxTarget('Home', 7, 10, 9)).toBe(0);
    expect(listboxTarget('End', 0, 10, 9)).toBe(9);
    expect(listboxTarget('ArrowUp', -1, 0, 9)).toBe('before');
    expect(listboxTarget('ArrowDown', -1, 0, 9)).toBeNull();
    expect(listboxTarget('Enter', 3, 10, 9)).toBeNull();
  });

  it('property: every target is an option of the list (or before it, or not the list key)', () => {
    const keys = fc.constantFrom('ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', 'ArrowLeft', 'ArrowRight', 'x');
    fc.assert(
      fc.property(
        keys,
        fc.integer({ min: -1, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 50 }),
        (key, from, count, page) => {
          const target = listboxTarget(key, Math.min(from, count - 1), count, page);
          if (typeof target === 'number') expect(target >= 0 && target < count).toBe(true);
        },
      ),
    );
  });

  const list = (from: number, count = 5) =>
    ({
      count,
      indexOf: () => from,
      focusOption: vi.fn<(index: number) => void>(),
      pageRows: 3,
      onLeaveUp: vi.fn<() => void>(),
    }) satisfies ListboxOptions;

  it('a key of the list focuses its option and takes the key from the page (no scroll)', () => {
    const options = list(1);
    const event = keyEvent('End');
    listboxKeyDown(event, options);
    expect(options.focusOption).toHaveBeenCalledWith(4);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('ArrowUp on the first option goes back to the field above', () => {
    const options = list(0);
    listboxKeyDown(keyEvent('ArrowUp'), options);
    expect(options.onLeaveUp).toHaveBeenCalledOnce();
    expect(options.focusOption).not.toHaveBeenCalled();
  });

  it('Enter, Tab and letters are left to the link and the page', () => {
    for (const key of ['Enter', 'Tab', 'a']) {
      const options = list(2);
      const event = keyEvent(key);
      listboxKeyDown(event, options);
      expect(options.focusOption).not.toHaveBeenCalled();
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
  });

  it('the field above leads in with ArrowDown only', () => {
    const into = vi.fn();
    const down = keyEvent('ArrowDown');
    expect(intoListboxKey(down, into)).toBe(true);
    expect(into).toHaveBeenCalledOnce();
    expect(down.preventDefault).toHaveBeenCalled();
    const enter = keyEvent('Enter');
    expect(intoListboxKey(enter, into)).toBe(false);
    expect(into).toHaveBeenCalledOnce();
    expect(enter.preventDefault).not.toHaveBeenCalled();
  });
});

describe('menu button keys (use-menu-button)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const menuButton = (shows: boolean) => {
    const button = { focus: vi.fn() };
    const first = { focus: vi.fn() };
    const menu = { querySelector: vi.fn(() => first) };
    const into = { open: vi.fn<() => void>(), menu: { current: menu as unknown as HTMLElement } };
    const options = { shows: () => shows, close: vi.fn<() => void>(), button: { current: button as unknown as HTMLElement } } satisfies MenuButtonOptions;
    return { options, withInto: { ...options, into }, into, button, first };
  };

  it('Escape while the menu shows closes it, puts focus back on the button and goes no further', () => {
    const { options, button } = menuButton(true);
    const event = keyEvent('Escape');
    expect(menuButtonKeyDown(event, options)).toBe(true);
    expect(options.close).toHaveBeenCalledOnce();
    expect(button.focus).toHaveBeenCalledOnce();
    expect(event.stopPropagation).toHaveBeenCalled();
  });

  it('Escape with the menu closed is the page’s (a dialog around it closes)', () => {
    const { options } = menuButton(false);
    const event = keyEvent('Escape');
    expect(menuButtonKeyDown(event, options)).toBe(false);
    expect(options.close).not.toHaveBeenCalled();
    expect(event.stopPropagation).not.toHaveBeenCalled();
  });

  it('ArrowDown on the button opens the menu, then focuses its first item once it shows', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { withInto, into, button, first } = menuButton(false);
    const event = keyEvent('ArrowDown', button as unknown as EventTarget);
    expect(menuButtonKeyDown(event, withInto)).toBe(true);
    expect(into.open).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(first.focus).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(first.focus).toHaveBeenCalledOnce();
  });

  it('ArrowDown inside the menu, or on a button whose menu has no way in, is left alone', () => {
    const { withInto, into } = menuButton(true);
    expect(menuButtonKeyDown(keyEvent('ArrowDown', {} as EventTarget), withInto)).toBe(false);
    expect(into.open).not.toHaveBeenCalled();
    const plain = menuButton(false);
    const event = keyEvent('ArrowDown', plain.button as unknown as EventTarget);
    expect(menuButtonKeyDown(event, plain.options)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
