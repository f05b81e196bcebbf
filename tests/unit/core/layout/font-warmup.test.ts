import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fontStrikesOfCss, warmFontStrikes } from '../../../../react-core/core/layout/font-warmup';

describe('the first paint’s font strikes (core/layout/font-warmup.ts)', () => {
  it('reads font-size, font-weight and the font shorthand, most used first; regular always first among the weights', () => {
    const css = `
      .a { font-size: 12px; font-weight: 600; }
      .b { font-size: 14px; }
      .c { font-size: 12px; }
      @media (max-width: 767px) { .d { font: italic 500 16px/1.5 system-ui, sans-serif; } }
      .e { font-weight: bold !important; font-size: 12px !important; }
    `;
    expect(fontStrikesOfCss([css])).toEqual({ sizes: [12, 14, 16], weights: [400, 600, 500, 700] });
  });

  it('skips what resolves against the page: relative sizes, variables, other keywords, custom properties', () => {
    const css = `
      :host { --exch-font: var(--exch-font-family, system-ui, sans-serif); --exch-font-size: 20px; }
      .a { font-size: 1.2em; font-weight: bolder; }
      .b { font-size: var(--size); font: inherit; font-family: Arial; }
      .c { font-size: calc(12px + 1vw); }
    `;
    expect(fontStrikesOfCss([css])).toEqual({ sizes: [], weights: [400] });
  });

  it('property: every px size and numeric weight declared is found once, sizes ordered by how often they are declared', () => {
    const declaration = fc.oneof(
      fc.record({ kind: fc.constant('size' as const), value: fc.integer({ min: 8, max: 48 }) }),
      fc.record({ kind: fc.constant('weight' as const), value: fc.integer({ min: 1, max: 9 }).map((n) => n * 100) }),
      fc.record({
        kind: fc.constant('shorthand' as const),
        value: fc.integer({ min: 8, max: 48 }),
        weight: fc.integer({ min: 1, max: 9 }).map((n) => n * 100),
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(declaration, { maxLength: 4 }), { maxLength: 12 }), fc.boolean(), (rules, inMedia) => {
        const text = rules
          .map((decls, i) => {
            const body = decls
              .map((d) =>
                d.kind === 'size'
                  ? `font-size: ${d.value}px`
                  : d.kind === 'weight'
                    ? `font-weight: ${d.value}`
                    : `font: ${d.weight} ${d.value}px/1.4 system-ui`,
              )
              .join('; ');
            const rule = `.r${i} { ${body} }`;
            return inMedia && i % 2 ? `@media (min-width: 768px) { ${rule} }` : rule;
          })
          .join('\n');
        const all = rules.flat();
        const sizeCounts = new Map<number, number>();
        for (const d of all) if (d.kind !== 'weight') sizeCounts.set(d.value, (sizeCounts.get(d.value) ?? 0) + 1);
        const weights = new Set([400, ...all.map((d) => (d.kind === 'weight' ? d.value : d.kind === 'shorthand' ? d.weight : 400))]);
        const found = fontStrikesOfCss([text]);
        expect(new Set(found.sizes)).toEqual(new Set(sizeCounts.keys()));
        expect(found.sizes).toHaveLength(sizeCounts.size);
        expect(new Set(found.weights)).toEqual(weights);
        expect(found.weights[0]).toBe(400);
        const counts = found.sizes.map((size) => sizeCounts.get(size) ?? 0);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }),
    );
  });
});

describe('warmFontStrikes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A canvas whose context records the fonts it measured in; idle periods run when `idle()` is called. */
  function fakeBrowser(timePerPeriod: number) {
    const measured: string[] = [];
    const context = { font: '', measureText: () => measured.push(context.font) };
    const periods: Array<(deadline: IdleDeadline) => void> = [];
    vi.stubGlobal('document', { createElement: () => ({ getContext: () => context }) });
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => periods.push(run));
    const idle = () => {
      let left = timePerPeriod;
      periods.shift()?.({ didTimeout: false, timeRemaining: () => left-- });
    };
    return { measured, periods, idle };
  }

  it('measures every strike in idle periods only, the most used sizes first, and stops when all are done', () => {
    const browser = fakeBrowser(3);
    warmFontStrikes({ family: 'system-ui', sizes: [14, 12], weights: [400, 600] });
    expect(browser.measured, 'nothing before an idle period').toEqual([]);
    browser.idle();
    expect(browser.measured, 'as much as the period has time for').toEqual(['400 14px system-ui', '600 14px system-ui']);
    browser.idle();
    expect(browser.measured).toEqual(['400 14px system-ui', '600 14px system-ui', '400 12px system-ui', '600 12px system-ui']);
    expect(browser.periods, 'no further idle period asked for').toHaveLength(0);
  });

  it('yields after a few milliseconds however long the idle period: a task that arrives meanwhile waits at most that', () => {
    const browser = fakeBrowser(50);
    let clock = 0;
    // Each lookup (and each check of the clock) takes 2 ms.
    vi.stubGlobal('performance', { now: () => (clock += 2) });
    warmFontStrikes({ family: 'system-ui', sizes: [14, 12], weights: [400, 600] });
    browser.idle();
    expect(browser.measured).toEqual(['400 14px system-ui']);
    expect(browser.periods, 'the rest in the next idle period').toHaveLength(1);
  });

  it('does nothing without idle callbacks (Safari)', () => {
    const browser = fakeBrowser(3);
    vi.stubGlobal('requestIdleCallback', undefined);
    warmFontStrikes({ family: 'system-ui', sizes: [14], weights: [400] });
    expect(browser.measured).toEqual([]);
  });
});
