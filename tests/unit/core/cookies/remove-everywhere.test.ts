import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parentDomains } from '../../../../react-core/core/cookies/remove-everywhere';

describe('parentDomains: where a cookie the page sees may have been set', () => {
  it('lists every parent of the host with at least two labels; none for an IP or a one-label host', () => {
    expect(parentDomains('www.exch.com')).toEqual(['exch.com']);
    expect(parentDomains('a.b.exch.co.uk')).toEqual(['b.exch.co.uk', 'exch.co.uk', 'co.uk']);
    expect(parentDomains('exch.com')).toEqual([]);
    expect(parentDomains('localhost')).toEqual([]);
    expect(parentDomains('127.0.0.1')).toEqual([]);
    expect(parentDomains('[::1]')).toEqual([]);
  });

  it('property: each is a proper dot-suffix of the host, with two labels or more', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,7}$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 6 }), (labels) => {
        const host = labels.join('.');
        const parents = parentDomains(host);
        expect(parents).toHaveLength(Math.max(0, labels.length - 2));
        for (const parent of parents) {
          expect(host.endsWith(`.${parent}`)).toBe(true);
          expect(parent.split('.').length).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });
});
