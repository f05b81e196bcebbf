import type { CSSProperties } from 'react';

/**
 * Props of a `./react` component's host `<div>`: the same on a server (server.tsx) and in the
 * browser (shadow-host.tsx), so the page's hydration finds what it expects. No style of its own
 * (a `<div>` is a block already): a `style` attribute in server HTML is an inline style, which a
 * strict CSP (`style-src` without 'unsafe-inline') refuses. Only the page's own `style` prop is
 * written.
 */
export function hostProps(tag: string, className: string | undefined, style: CSSProperties | undefined) {
  return { 'data-exch-chrome': tag, className, style };
}
