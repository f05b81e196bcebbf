import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BREAKPOINTS } from '../../../react-core/core/layout/breakpoints';

describe('breakpoints', () => {
  it('the footer CSS uses the same mobile breakpoint as the script', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../../react-core/footer/footer.css'), 'utf8');
    expect(css).toContain(`@media ${BREAKPOINTS.footerMobile}`);
    const preload = readFileSync(resolve(import.meta.dirname, '../../../elements/exch-chrome.css'), 'utf8');
    expect(preload).toContain(`@media ${BREAKPOINTS.footerMobile.replace(': ', ':')}`);
  });

  it('the header CSS uses the same drawer breakpoint as the script', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../../react-core/header/header.css'), 'utf8');
    expect(css).toContain(`@media ${BREAKPOINTS.headerDrawer}`);
  });
});
