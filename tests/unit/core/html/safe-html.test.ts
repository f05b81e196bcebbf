// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidElement, type ReactNode } from 'react';
import { renderSafeHtml } from '../../../../react-core/core/html/safe-html';
import { expectDisplayText, hostileText, INVISIBLE_CHARS } from '../util/display-text';

/** Every text a rendered tree shows, in order. */
function texts(nodes: readonly ReactNode[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return [node];
    if (isValidElement<{ children?: ReactNode }>(node)) {
      const { children } = node.props;
      return texts(Array.isArray(children) ? children : children === undefined ? [] : [children]);
    }
    return [];
  });
}

const reference = (char: string) => `&#x${char.charCodeAt(0).toString(16)};`;

describe('renderSafeHtml: the text it shows', () => {
  it('holds no control or bidi character, written as a character or as a character reference', () => {
    const written = fc.oneof(hostileText, fc.constantFrom(...INVISIBLE_CHARS).map(reference));
    fc.assert(
      fc.property(fc.array(written, { maxLength: 6 }), (parts) => {
        const html = `<b>${parts.join('')}</b>${parts.join('<i>x</i>')}`;
        for (const text of texts(renderSafeHtml(html, 'en'))) expectDisplayText(text);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps words apart and the markup it allows', () => {
    const nodes = renderSafeHtml('New&#x202E;txt.exe <b>lis&#x2066;ting</b>', 'en');
    expect(texts(nodes)).toEqual(['New txt.exe ', 'lis ting']);
    expect(isValidElement(nodes[1]) && nodes[1].type).toBe('b');
  });
});
