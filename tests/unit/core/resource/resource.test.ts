import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createResource, type Freshness, type ResourceAnswer, type ResourceEnv, type ResourceOptions } from '../../../../react-core/core/resource/resource';
import { backoff, FRESHNESS, REVALIDATE_EVERY_MS } from '../../../../react-core/core/resource/freshness';

/** A page on Vitest's fake clock whose visibility and network the test flips. */
class FakePage {
  visible = true;
  painted = Promise.resolve();
  private listeners = new Map<string, Set<() => void>>();
  env: ResourceEnv = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    isVisible: () => this.visible,
    on: (event, listener) => {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
      return () => set.delete(listener);
    },
    afterPaint: () => this.painted,
  };
  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }
  private fire(event: string) {
    for (const l of [...(this.listeners.get(event) ?? [])]) l();
  }
  hide() {
    this.visible = false;
    this.fire('hidden');
  }
  show() {
    this.visible = true;
    this.fire('visible');
  }
  online() {
    this.fire('online');
  }
}

/** A server whose next answers the test decides; counts the requests. */
class FakeServer {
  calls = 0;
  answers: (ResourceAnswer<string> | 'hang')[] = [];
  fallbackValue = 'v1';
  private hung: ((a: ResourceAnswer<string>) => void)[] = [];
  fetch = (): Promise<ResourceAnswer<string>> => {
    this.calls += 1;
    const next = this.answers.shift() ?? { ok: true, value: this.fallbackValue, raw: { v: this.fallbackValue } };
    if (next === 'hang') return new Promise((resolve) => this.hung.push(resolve));
    return Promise.resolve(next);
  };
  release(answer: ResourceAnswer<string>) {
    this.hung.shift()?.(answer);
  }
}

const ok = (value: string): ResourceAnswer<string> => ({ ok: true, value, raw: { v: value } });
const failed: ResourceAnswer<string> = { ok: false, reason: 'http' };
const MINUTE = 60_000;

let page: FakePage;
let server: FakeServer;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
  page = new FakePage();
  server = new FakeServer();
});
afterEach(() => {
  vi.useRealTimers();
});

function make(freshness: Freshness, extra: Partial<ResourceOptions<string>> = {}) {
  return createResource<string>({ fetch: server.fetch, freshness, env: page.env, ...extra });
}

describe('createResource: loading', () => {
  it('asks once for any number of callers while a request is on its way, and not again while fresh', async () => {
    const resource = make({ staleMs: MINUTE });
    server.answers = ['hang'];
    const a = resource.ensure();
    const b = resource.ensure();
    expect(resource.get().status).toBe('loading');
    server.release(ok('first'));
    await Promise.all([a, b]);
    expect(server.calls).toBe(1);
    expect(resource.get()).toMatchObject({ status: 'ready', value: 'first', source: 'server', failed: false });
    await resource.ensure();
    expect(server.calls).toBe(1);
    vi.advanceTimersByTime(MINUTE);
    await resource.ensure();
    expect(server.calls).toBe(2);
  });

  it('keeps the value shown through a failed revalidation, and falls back only when nothing shows', async () => {
    const resource = make({ staleMs: 0 }, { fallback: () => 'default' });
    server.answers = [failed];
    await resource.ensure();
    expect(resource.get()).toMatchObject({ status: 'ready', value: 'default', source: 'fallback', failed: true });
    server.answers = [ok('real'), failed];
    await resource.ensure();
    expect(resource.get()).toMatchObject({ value: 'real', failed: false });
    await resource.revalidate();
    expect(resource.get()).toMatchObject({ status: 'ready', value: 'real', source: 'server', failed: true });
  });

  it('says error (no value) when a first load fails without a fallback, and a thrown fetch is a failure', async () => {
    const resource = make({ staleMs: MINUTE }, { fetch: () => Promise.reject(new Error('boom')) });
    await resource.ensure();
    expect(resource.get()).toMatchObject({ status: 'error', value: undefined, failed: true });
  });

  it('drops an answer asked for before a reset', async () => {
    const resource = make({ staleMs: MINUTE });
    server.answers = ['hang'];
    const job = resource.ensure();
    resource.reset();
    server.release(ok('stale user'));
    await job;
    expect(resource.get().status).toBe('idle');
    await resource.ensure();
    expect(resource.get().value).toBe('v1');
  });

  it('notifies nothing and keeps the same value for an answer equal to the one shown', async () => {
    const resource = make({ staleMs: 0 });
    server.answers = [ok('same'), { ok: true, value: 'same (new object)', raw: { v: 'same' } }];
    await resource.ensure();
    const shown = resource.get().value;
    const changes: unknown[] = [];
    resource.subscribe((state) => changes.push(state.value));
    await resource.revalidate();
    expect(resource.get().value).toBe(shown);
    expect(changes.every((value) => value === shown)).toBe(true);
  });

  it('paints a seed at once and asks only after the chrome has painted; a changed answer replaces it', async () => {
    let paint!: () => void;
    page.painted = new Promise((resolve) => (paint = resolve));
    const persisted: unknown[] = [];
    const resource = make(
      { staleMs: MINUTE },
      { seed: () => ({ value: 'cached', raw: { v: 'cached' }, at: Date.now() - 10 * MINUTE }), persist: (raw) => persisted.push(raw) },
    );
    await resource.ensure();
    expect(resource.get()).toMatchObject({ status: 'ready', value: 'cached', source: 'seed' });
    expect(server.calls).toBe(0);
    server.answers = [ok('live')];
    paint();
    await vi.waitFor(() => expect(resource.get().value).toBe('live'));
    expect(server.calls).toBe(1);
    expect(persisted).toEqual([{ v: 'live' }]);
  });

  it('a seed asked for before the paint (revalidate) is not asked again after it', async () => {
    let paint!: () => void;
    page.painted = new Promise((resolve) => (paint = resolve));
    const resource = make({ staleMs: MINUTE }, { seed: () => ({ value: 'server html', at: 0 }) });
    await resource.ensure();
    server.answers = [ok('live')];
    await resource.revalidate();
    expect(resource.get()).toMatchObject({ value: 'live', source: 'server' });
    paint();
    await page.painted;
    await Promise.resolve();
    await Promise.resolve();
    expect(server.calls).toBe(1);
    // Still fresh: ensure() asks nothing either.
    await resource.ensure();
    expect(server.calls).toBe(1);
  });

  it('a seed that is this load’s server answer is not asked again after the paint, only once its schedule falls due', async () => {
    const resource = make(FRESHNESS.site, { seed: () => ({ value: 'from the server html', at: Date.now(), fresh: true }) });
    const unwatch = resource.watch();
    await resource.ensure();
    await page.painted;
    await Promise.resolve();
    expect(resource.get()).toMatchObject({ status: 'ready', value: 'from the server html', source: 'seed' });
    await resource.ensure();
    expect(server.calls).toBe(0);
    server.answers = [ok('live')];
    vi.advanceTimersByTime(REVALIDATE_EVERY_MS - 1);
    expect(server.calls).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(resource.get().value).toBe('live'));
    expect(server.calls).toBe(1);
    unwatch();
  });
});

describe('createResource: the freshness rule while watched', () => {
  it('revalidates when the tab is shown after being hidden 5 minutes or more, not after a shorter absence', async () => {
    const resource = make(FRESHNESS.site);
    const unwatch = resource.watch();
    await resource.ensure();
    expect(server.calls).toBe(1);
    page.hide();
    vi.advanceTimersByTime(4 * MINUTE);
    page.show();
    expect(server.calls).toBe(1);
    page.hide();
    vi.advanceTimersByTime(5 * MINUTE);
    page.show();
    expect(server.calls).toBe(2);
    unwatch();
  });

  it('revalidates every 30 minutes while visible, not while hidden, and catches up when shown', async () => {
    const resource = make({ ...FRESHNESS.site, onShowAfterMs: undefined });
    const unwatch = resource.watch();
    await resource.ensure();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(server.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(server.calls).toBe(3);
    page.hide();
    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    expect(server.calls).toBe(3);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(4);
    unwatch();
  });

  it('keeps refreshing while hidden when the rule says so (the futures list)', async () => {
    const resource = make({ staleMs: MINUTE, everyMs: 10 * MINUTE, everyWhileHidden: true });
    resource.watch();
    await resource.ensure();
    page.hide();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(server.calls).toBe(4);
  });

  it('retries a failure with backoff and when the browser is back online, until an answer comes', async () => {
    const resource = make({ staleMs: MINUTE, retryMs: (n) => 1000 * 2 ** (n - 1) });
    resource.watch();
    server.answers = [failed, failed, failed];
    await resource.ensure();
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(3);
    page.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toBe(4);
    expect(resource.get()).toMatchObject({ status: 'ready', failed: false });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(server.calls).toBe(4);
  });

  it('does nothing once nobody watches: no timer, no listener', async () => {
    const resource = make(FRESHNESS.site);
    const offA = resource.watch();
    const offB = resource.watch();
    await resource.ensure();
    offA();
    expect(page.listenerCount()).toBe(3);
    offB();
    offB();
    expect(page.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    page.hide();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    page.show();
    expect(server.calls).toBe(1);
  });
});

describe('backoff', () => {
  it('doubles from about 2 s, never beyond 2 minutes (±20 % jitter)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (attempt, r) => {
        const base = Math.min(120_000, 2000 * 2 ** (attempt - 1));
        const delay = backoff(attempt, () => r);
        return delay >= Math.floor(base * 0.8) && delay <= Math.ceil(base * 1.2);
      }),
    );
  });
});
