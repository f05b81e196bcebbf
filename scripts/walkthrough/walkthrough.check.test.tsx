// @vitest-environment happy-dom
/**
 * Run by scripts/element-walkthrough.mjs in a copy of the sources where a throwaway element was
 * added as docs/architecture.md "Adding an element" says (one folder, one line in the list):
 * everything that is derived from the list has it.
 */
import { describe, expect, it } from 'vitest';
import { CHROME_ELEMENT_CLASSES, type ChromeTagNameMap } from '../../../elements/index';
import { CHROME_COMPONENTS, type ChromeComponents } from '../../../react-core/react/index';
import { renderChromeElement } from '../../../react-core/server/render';
import { SNIPPET_FILES } from '../../../react-core/server/snippets';
import type { ChromeTagAttributes } from '../../../react-core/public/tags';
import type { ChromeIntrinsicElements } from '../../../react-core/react/jsx';

// Types: the tag map, the framework tag types, JSX and the component props know it.
const typedElement: ChromeTagNameMap['exch-walkthrough'] | null = null;
const typedAttributes: ChromeTagAttributes<'exch-walkthrough'> = { greeting: 'hi', region: 182 };
const typedJsx: ChromeIntrinsicElements['exch-walkthrough'] = { greeting: 'hi' };
const typedComponent: ChromeComponents['ExchWalkthrough'] = CHROME_COMPONENTS.ExchWalkthrough;

describe('a new element, from one folder and one line', () => {
  it('is typed everywhere', () => {
    expect([typedElement, typedAttributes.greeting, typedJsx.greeting, typeof typedComponent]).toEqual([null, 'hi', 'hi', 'function']);
  });

  it('is a custom element with its attributes', () => {
    const element = CHROME_ELEMENT_CLASSES['exch-walkthrough'];
    expect(customElements.get('exch-walkthrough')).toBe(element);
    expect(element.observedAttributes).toContain('greeting');
    expect(element.spec.tag).toBe('exch-walkthrough');
  });

  it('is a React component', () => {
    expect(CHROME_COMPONENTS.ExchWalkthrough).toBeTypeOf('function');
  });

  it('is rendered by the server and pre-rendered as a snippet', () => {
    const html = renderChromeElement({ tag: 'exch-walkthrough', attributes: { greeting: 'hi' } });
    expect(html).toContain('<exch-walkthrough');
    expect(html).toContain('Hello from the walk-through');
    expect(SNIPPET_FILES['exch-walkthrough']).toBe('walkthrough.html');
  });
});
