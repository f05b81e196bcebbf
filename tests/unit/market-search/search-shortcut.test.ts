// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget, shortcutLabel } from '../../../react-core/market-search/search/search-shortcut';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the search shortcut', () => {
  it('Ctrl+K, Cmd+K (either case) and a bare "/" are the shortcut', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
  });

  it('with Alt, Shift+Ctrl, Ctrl+/ or any other key it is not', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 3 }).filter((k) => k.toLowerCase() !== 'k' && k !== '/'),
        fc.boolean(),
        fc.boolean(),
        (k, ctrlKey, metaKey) => {
          expect(isSearchShortcut(key(k, { ctrlKey, metaKey }))).toBe(false);
        },
      ),
    );
  });

  it('typing targets: text inputs, textareas, selects and contenteditables; not buttons, checkboxes or links', () => {
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    for (const el of [input('text'), input('search'), input('email'), document.createElement('textarea'), document.createElement('select')]) {
      expect(isTypingTarget(el), el.outerHTML).toBe(true);
    }
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    expect(isTypingTarget(editable)).toBe(true);
    for (const el of [input('checkbox'), input('button'), document.createElement('button'), document.createElement('a'), null, undefined]) {
      expect(isTypingTarget(el as Element | null)).toBe(false);
    }
  });

  it('says ⌘K on Apple platforms and Ctrl+K elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toEqual({ keys: '⌘K', aria: 'Meta+K /' });
    expect(shortcutLabel('macOS').keys).toBe('⌘K');
    expect(shortcutLabel('iPhone').keys).toBe('⌘K');
    expect(shortcutLabel('Win32')).toEqual({ keys: 'Ctrl+K', aria: 'Control+K /' });
    expect(shortcutLabel('Linux x86_64').keys).toBe('Ctrl+K');
    expect(shortcutLabel('').keys).toBe('Ctrl+K');
  });
});
