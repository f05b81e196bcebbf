import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
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
    const host = compact(read('react-core/header/header-host.css'));
    expect(host).toContain(`:host{height:${RESERVED_HEIGHTS.header}px;}`);
    expect(host).toContain(`${query(BREAKPOINTS.headerDrawer)}{:host{height:${RESERVED_HEIGHTS.headerCompact}px;}}`);
    const page = compact(read('elements/exch-chrome.css'));
    expect(page).toContain(`exch-header{display:block;height:${RESERVED_HEIGHTS.header}px}`);
    expect(page).toContain(`${query(BREAKPOINTS.headerDrawer)}{exch-header{height:${RESERVED_HEIGHTS.headerCompact}px}}`);
  });

  it("the footer's reserve until it is ready, in its host styles and the optional stylesheet", () => {
    const host = compact(read('react-core/footer/footer-host.css'));
    expect(host).toContain(`min-height:${RESERVED_HEIGHTS.footer}px`);
    expect(host).toContain(
      `${query(BREAKPOINTS.footerMobile)}{:host(:not(:is(:state(ready),[data-exch-ready]))){min-height:${RESERVED_HEIGHTS.footerMobile}px;}}`,
    );
    const page = compact(read('elements/exch-chrome.css'));
    expect(page).toContain(`exch-footer:not(:defined):not([data-exch-ready]){min-height:${RESERVED_HEIGHTS.footer}px}`);
    expect(page).toContain(
      `${query(BREAKPOINTS.footerMobile)}{exch-footer:not(:defined):not([data-exch-ready]){min-height:${RESERVED_HEIGHTS.footerMobile}px}}`,
    );
  });

  it('the announcement bar is the height its host reserves (the element’s state, the component host’s attribute)', () => {
    expect(compact(read('react-core/announcement/announcement-host.css'))).toContain(
      `:host(:is(:state(reserved),[data-exch-reserved])){min-height:${RESERVED_HEIGHTS.announcement}px;}`,
    );
    expect(compact(read('react-core/announcement/announcement.css'))).toContain(`height:${RESERVED_HEIGHTS.announcement}px;`);
  });

  it('BREAKPOINTS holds exactly the width queries used: every width query of the CSS is one of them, and each is used', () => {
    const root = resolve(import.meta.dirname, '../../../..');
    const files = (dir: string): string[] =>
      readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    const sources = [...files('react-core'), ...files('elements')];
    const css = sources.filter((f) => f.endsWith('.css')).map((f) => [f, compact(read(f))] as const);
    const known = new Set(Object.values(BREAKPOINTS).map((q) => q.replace(/\s+/g, '')));
    for (const [file, text] of css) {
      for (const [, media] of text.matchAll(/@media([^{]+)\{/g)) {
        for (const width of media!.match(/\((?:min|max)-width:[^)]+\)/g) ?? []) expect(known, `${file}: ${width}`).toContain(width);
      }
    }
    const ts = sources
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('breakpoints.ts'))
      .map(read)
      .join('\n');
    for (const [name, value] of Object.entries(BREAKPOINTS)) {
      const inCss = css.some(([, text]) => text.includes(query(value)) || text.includes(`and${value.replace(/\s+/g, '')}`));
      expect(inCss || ts.includes(`BREAKPOINTS.${name}`), `${name} is used nowhere`).toBe(true);
    }
  });

  it('the spec §9 widths each have their query: 375, 768, 992, 1439/1440, 1520', () => {
    expect(BREAKPOINTS.smallPhone).toBe('(max-width: 374.9px)');
    expect(BREAKPOINTS.phone).toBe('(max-width: 767.9px)');
    expect(BREAKPOINTS.headerDrawer).toBe('(max-width: 991.9px)');
    expect(BREAKPOINTS.futuresCompetition).toBe('(min-width: 992px)');
    expect(BREAKPOINTS.headerCompact).toBe('(max-width: 1439.9px)');
    expect(BREAKPOINTS.wide).toBe('(min-width: 1520px)');
    const header = compact(read('react-core/header/header.css'));
    for (const name of ['futuresCompetition', 'headerCompact', 'smallPhone', 'wide'] as const) expect(header, name).toContain(query(BREAKPOINTS[name]));
  });
});
