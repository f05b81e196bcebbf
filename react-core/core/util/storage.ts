/**
 * localStorage that never throws: private modes, full quotas, a page that replaced
 * `window.localStorage`, or a sandboxed iframe all degrade to "nothing stored".
 */
function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | undefined {
  try {
    return store()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    /* see readStored */
  }
}

/** Parses stored JSON; corrupt text is treated as absent. */
export function readStoredJson(key: string): unknown {
  const text = readStored(key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
