import type { ComponentType } from 'react';
import { createChromeElement, defineOnce } from '../../../elements/create-element';
import type { ElementSpec } from '../../../react-core/core/element/element-spec';

/**
 * A test-only chrome element around one part (a panel, a dialog, the bell) so it can be tested
 * in an element of its own, with the same context, shadow root and styles as in the header.
 */
export function defineTestElement(tag: `exch-${string}` | `test-${string}`, View: ComponentType, styles: readonly string[]) {
  const spec = { tag: tag as `exch-${string}`, attributes: [], properties: {}, events: ['exch-ready'] } as const satisfies ElementSpec;
  const element = createChromeElement(spec, { View, styles });
  defineOnce(tag, element);
  return element;
}
