import type { CSSProperties } from 'react';

/**
 * Props of a `./react` component's host `<div>`: the same on a server (server.tsx) and in the
 * browser (shadow-host.tsx), so the page's hydration finds what it expects.
 */
export function hostProps(tag: string, className: string | undefined, style: CSSProperties | undefined) {
  return { 'data-exch-chrome': tag, className, style: { display: 'block', ...style } };
}
