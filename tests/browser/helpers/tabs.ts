// Another tab of this browser, a page shown again, a clock moved on: what the chrome must stay
// true across (issue 47). Imported by path (the helpers' index stays free of them).

/**
 * Another tab of this browser: a frame of this origin with a copy of the chrome of its own (its
 * own module graph, so its own stores), sharing cookies, storage and BroadcastChannel with this
 * page, as two tabs do. Its logouts stay on its page (`exch-logout` is cancelled there).
 */
export interface OtherTab {
  win: Window & typeof globalThis;
  doc: Document;
  /** The frame's element of that tag, once it is ready. */
  element(tag: string): Promise<HTMLElement>;
  close(): void;
}

export async function openOtherTab(body: string): Promise<OtherTab> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1440px;height:700px;border:0';
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${body}
<script type="module">document.addEventListener('exch-logout', (e) => e.preventDefault()); import '/elements/index.ts';</script></body></html>`;
  document.body.append(frame);
  await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument!;
  return {
    win,
    doc,
    async element(tag) {
      const el = doc.querySelector<HTMLElement>(tag)!;
      await waitFor(() => el.matches(':state(ready)'), `the other tab's <${tag}> never became ready`);
      return el;
    },
    close: () => frame.remove(),
  };
}

async function waitFor(predicate: () => boolean, message: string): Promise<void> {
  const { waitUntil } = await import('./wait');
  await waitUntil(predicate, message, { timeout: 10_000 });
}

/**
 * The page's visibility, as the test says (headless Chromium never changes it): `hide()` and
 * `show()` set `document.visibilityState` and fire `visibilitychange`, as a switch of tabs does.
 */
export function pageVisibility(): { hide(): void; show(): void; restore(): void } {
  let state: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  const set = (next: DocumentVisibilityState) => {
    state = next;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    hide: () => set('hidden'),
    show: () => set('visible'),
    restore() {
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
    },
  };
}

/**
 * The wall clock moved on by `ms` (`Date.now()` and `new Date()`), timers untouched: for "hidden
 * for 5 minutes" or "past New Year" without waiting. Returns the undo.
 */
export function moveClock(ms: number): () => void {
  const RealDate = Date;
  const offset = ms;
  class MovedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
