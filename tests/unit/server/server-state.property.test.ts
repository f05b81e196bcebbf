import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseState, serializeState, STATE_VERSION, type ServerState } from '../../../react-core/core/element/server-state';
import { attributesHtml, elementHtml, escapeAttribute, shadowRootHtml, styleText } from '../../../react-core/server/html';
import { LANGUAGE_CODES } from '../../../react-core/core/i18n/languages';

/** Strings that try to break out of a data block or an attribute. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('</script><script>alert(1)</script>', '<!--', '-->', '"><img src=x onerror=alert(1)>', '\u2028\u2029', '</SCRIPT >', '&lt;', '<\\/script>'),
);

const state: fc.Arbitrary<ServerState> = fc.record({
  v: fc.constant(STATE_VERSION),
  lang: fc.constantFrom(...LANGUAGE_CODES),
  currentPath: hostile.map((s) => `/${s}`),
  year: fc.integer({ min: 1970, max: 3000 }),
  texts: fc.dictionary(hostile, fc.dictionary(hostile, hostile)),
  menu: fc.array(fc.record({ title: hostile, url: hostile })),
});

describe('the server state block', () => {
  it('never contains a character that could end the data block or open markup, and reads back as written', () => {
    fc.assert(
      fc.property(state, (s) => {
        const text = serializeState(s);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(s)));
        expect(parseState(text)).toEqual({ ...JSON.parse(JSON.stringify(s)), site: undefined, loggedIn: undefined });
      }),
    );
  });

  it('rejects anything that is not a state of this version, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          state.map((s) => JSON.stringify({ ...s, v: 2 })),
        ),
        (text) => {
          const parsed = parseState(text);
          if (parsed !== null) expect(parsed.v).toBe(STATE_VERSION);
        },
      ),
    );
    expect(parseState('{"v":1,"lang":"xx","currentPath":"/","year":2026,"texts":{}}')).toBeNull();
    expect(parseState('{"v":1,"lang":"en","currentPath":"//evil","year":2026,"texts":{"a":{"k":1}}}')).toBeNull();
    expect(parseState('{"v":1,"lang":"en","currentPath":"/","year":2026,"texts":{"a":{"k":"v"}}}')?.texts).toEqual({ a: { k: 'v' } });
  });
});

describe('the HTML around a render', () => {
  it('escapes attribute values so they stay one attribute', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const escaped = escapeAttribute(value);
        expect(escaped).not.toMatch(/["<>]/);
        const decoded = escaped.replace(/&quot;|&lt;|&gt;|&amp;/g, (e) => ({ '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e] as string);
        expect(decoded).toBe(value);
      }),
    );
    expect(
      attributesHtml([
        ['region', '182'],
        ['testnet', ''],
      ]),
    ).toBe(' region="182" testnet');
  });

  it('writes CSS as style text no input can end early, and that a CSS parser reads as the same CSS', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.constantFrom('a{content:"</style><script>x</script>"}', '</style', '<</style/')), (css) => {
        const text = styleText(css);
        // The HTML tokenizer ends a <style> only at `</style`; no `</` is left at all.
        expect(text).not.toContain('</');
        // Each `</` became the CSS escape `\3c ` + `/`, which the CSS tokenizer reads as `</` again.
        expect(text.replace(/\\3c \//g, '</')).toBe(css);
      }),
    );
  });

  it('puts links, the state block and the markup inside one declarative shadow root', () => {
    const inline = shadowRootHtml({ styles: [{ css: 'a{}', nonce: 'n"1' }], state: '{}', stateAttribute: 's', mountAttribute: 'm', html: '' });
    expect(inline).toBe(
      '<template shadowrootmode="open"><style nonce="n&quot;1">a{}</style><script type="application/json" s>{}</script><div m></div></template>',
    );
    const shadowRoot = shadowRootHtml({
      styles: [{ href: '/dist/ssr/a".css' }],
      state: '{}',
      stateAttribute: 'data-exch-state',
      mountAttribute: 'data-exch-mount',
      html: '<p>x</p>',
    });
    const html = elementHtml('exch-footer', [['lang', 'de']], shadowRoot);
    expect(html).toBe(
      '<exch-footer lang="de"><template shadowrootmode="open"><link rel="stylesheet" href="/dist/ssr/a&quot;.css">' +
        '<script type="application/json" data-exch-state>{}</script><div data-exch-mount><p>x</p></div></template></exch-footer>',
    );
  });
});
