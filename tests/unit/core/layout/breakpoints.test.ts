import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BREAKPOINTS, RESERVED_HEIGHTS } from '../../../../react-core/core/layout/breakpoints';

const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../..', path), 'utf8');
/** CSS without comments and whitespace, so rules compare whatever the formatting. */
const compact = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');
const query = (media: string) => `@media${media.replace(/\s+/g, '')}`;

describe('breakpoints and reserved boxes: the CSS repeats the script constants', () => {
  it('the footer CSS uses the same mobile breakpoint as the script', () => {
    expect(compact(read('react-core/footer/footer.css'))).toContain(query(BREAKPOINTS.footerMobile));
  });

  it('the header CSS uses the same drawer breakpoint as the script', () => {
    expect(compact(read('react-core/header/header.css'))).toContain(query(BREAKPOINTS.headerDrawer));
  });

  it("the header's host reserves its height at every width, and the optional stylesheet the same", () => {
    const host = compact(read('react-core/header/header.host.css'));
    expect(host).toContain(`:host{height:${RESERVED_HEIGHTS.header}px;}`);
    expect(host).toContain(`${query(BREAKPOINTS.headerDrawer)}{:host{height:${RESERVED_HEIGHTS.headerCompact}px;}}`);
    const page = compact(read('elements/exch-chrome.css'));
    expect(page).toContain(`exch-header{display:block;height:${RESERVED_HEIGHTS.header}px}`);
    expect(page).toContain(`${query(BREAKPOINTS.headerDrawer)}{exch-header{height:${RESERVED_HEIGHTS.headerCompact}px}}`);
  });

  it("the footer's reserve until it is ready, in its host styles and the optional stylesheet", () => {
    const host = compact(read('react-core/footer/footer.host.css'));
    expect(host).toContain(`min-height:${RESERVED_HEIGHTS.footer}px`);
    expect(host).toContain(
      `${query(BREAKPOINTS.footerMobile)}{:host(:not(:is(:state(ready),[data-exch-ready]))){min-height:${RESERVED_HEIGHTS.footerMobile}px;}}`,
    );
    const page = compact(read('elements/exch-chrome.css'));
    expect(page).toContain(`exch-footer:not(:defined){display:block;min-height:${RESERVED_HEIGHTS.footer}px}`);
    expect(page).toContain(`${query(BREAKPOINTS.footerMobile)}{exch-footer:not(:defined){min-height:${RESERVED_HEIGHTS.footerMobile}px}}`);
  });

  it('the announcement bar is the height its host reserves (the element’s state, the component host’s attribute)', () => {
    expect(compact(read('react-core/announcement/announcement.host.css'))).toContain(
      `:host(:is(:state(reserved),[data-exch-reserved])){min-height:${RESERVED_HEIGHTS.announcement}px;}`,
    );
    expect(compact(read('react-core/announcement/announcement.css'))).toContain(`height:${RESERVED_HEIGHTS.announcement}px;`);
  });
});
