import type { ChromeElementDeclaration, ElementDocs, ElementSpec } from '../core/element/element-spec';

export const EXCH_WALKTHROUGH = {
  tag: 'exch-walkthrough',
  attributes: [{ prop: 'greeting', attribute: 'greeting', type: 'string' }],
  properties: {},
  events: ['exch-ready'],
} as const satisfies ElementSpec;

export const WALKTHROUGH_ELEMENT = {
  spec: EXCH_WALKTHROUGH,
  feature: 'walkthrough',
  server: true,
  firstPaint: [],
} as const satisfies ChromeElementDeclaration<typeof EXCH_WALKTHROUGH>;

/** Its box in the optional page stylesheet. */
export const EXCH_WALKTHROUGH_RESERVE = 'exch-walkthrough{display:block}';

export const EXCH_WALKTHROUGH_DOCS: ElementDocs<typeof EXCH_WALKTHROUGH> = {
  summary: 'A throwaway element (scripts/element-walkthrough.mjs).',
  description: 'Added by the walk-through check in a copy of the sources, never shipped.',
  attributes: { greeting: { description: 'Unused.', default: '' } },
  properties: {},
  events: { 'exch-ready': 'It rendered.' },
  parts: { greeting: 'The greeting.' },
  cssProperties: {},
  slots: {},
};
