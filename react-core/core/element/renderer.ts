import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { warnOnce } from '../util/warn';

/**
 * How an element puts its React tree into its shadow root: the renderer interface of
 * @r2wc/core (`mount`, `update`, `unmount`) plus `hydrate`, for a shadow root that already holds
 * the server's HTML (declarative shadow DOM): React then adopts that DOM instead of replacing it.
 * Each element (and each `./react` component) is its own React root; the module-level valtio
 * store is what ties them together.
 */
export interface ChromeRenderer<Context> {
  mount(container: Element, node: ReactNode): Context;
  hydrate(container: Element, node: ReactNode): Context;
  update(context: Context, node: ReactNode): void;
  unmount(context: Context): void;
}

/** The element of the shadow root React renders into; server HTML puts its markup inside it. */
export const MOUNT_ATTRIBUTE = 'data-exch-mount';

export const reactRenderer: ChromeRenderer<Root> = {
  mount(container, node) {
    const root = createRoot(container);
    root.render(node);
    return root;
  },
  hydrate(container, node) {
    return hydrateRoot(container, node, {
      // A mismatch makes React render the client's tree instead (correct, only slower): say so
      // once, since it means the server HTML is stale.
      onRecoverableError: (error) => warnOnce('hydration', 'the server-rendered chrome did not match; rendered it again', error),
    });
  },
  update(root, node) {
    root.render(node);
  },
  unmount(root) {
    root.unmount();
  },
};
