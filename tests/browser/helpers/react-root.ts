import { createRoot, type Root } from 'react-dom/client';

/**
 * For a test of a bare React tree (a hook, a view) outside the elements: each test gets a fresh
 * host element in the page and, on its first `root()`, a React root on it; the test's end
 * unmounts the root and removes the host. Call it in a `describe` body.
 */
export function reactRootPerTest(): { host: () => HTMLDivElement; root: () => Root; unmount: () => void } {
  let host: HTMLDivElement | null = null;
  let root: Root | null = null;
  const unmount = () => {
    root?.unmount();
    root = null;
  };
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    unmount();
    host?.remove();
    host = null;
  });
  const currentHost = () => {
    if (!host) throw new Error('reactRootPerTest: no host outside a test');
    return host;
  };
  return { host: currentHost, root: () => (root ??= createRoot(currentHost())), unmount };
}
