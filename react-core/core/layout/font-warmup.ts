/**
 * The font strikes (a family at a size and a weight) the chrome's first paint sets text in, looked
 * up before that paint: the build reads them from the first-paint stylesheets (vite.config.ts,
 * `fonts` of the boot's build facts) and the boot script has the browser look each one up in idle
 * periods while the elements' code is on its way (elements/boot.ts).
 *
 * Why: the frame that paints the chrome lays out all of its text at once, and each strike not
 * seen before costs that frame a lookup; on Linux every lookup is a synchronous call to the
 * browser process, together about 15 ms of that frame on a phone's CPU (4x), a third of it
 * (docs/performance.md, "One frame for the chrome"). A canvas that measures a string in a font
 * goes through the same font cache as the page's layout, so a strike it measured is there when
 * the frame needs it.
 */

/** A set of font strikes: the sizes (px) and weights, most used first, in the family. */
export interface FontStrikes {
  family: string;
  sizes: number[];
  weights: number[];
}

/** A size in pixels, as a `font-size` value or the shorthand's size (with its line height after a slash). */
const PX_SIZE = /^(\d+(?:\.\d+)?)px(?:\/.*)?$/;
const WEIGHT_KEYWORDS: Readonly<Record<string, number>> = { normal: 400, bold: 700 };

function weightOf(token: string): number | undefined {
  const weight = WEIGHT_KEYWORDS[token] ?? Number(token);
  return Number.isInteger(weight) && weight >= 1 && weight <= 1000 ? weight : undefined;
}

/** The keys of a count, most counted first (ties in the order first seen). */
function byUse(counts: Map<number, number>): number[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

const count = (counts: Map<number, number>, value: number | undefined) => {
  if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
};

/**
 * The pixel font sizes and the weights CSS declares (`font-size`, `font-weight`, and both in a
 * `font` shorthand), most used first, regular (400) always first among the weights: what the
 * chrome's text is set in. Relative sizes, keywords other than `normal` and `bold`, and
 * variables are skipped (they resolve against what the page inherits).
 */
export function fontStrikesOfCss(cssTexts: readonly string[]): Omit<FontStrikes, 'family'> {
  const sizes = new Map<number, number>();
  const weights = new Map<number, number>([[400, Number.POSITIVE_INFINITY]]);
  for (const css of cssTexts) {
    for (const [, property, value = ''] of css.matchAll(/(?:^|[;{\s])(font-size|font-weight|font)\s*:\s*([^;}]*)/g)) {
      const tokens = value
        .replace(/!important\s*$/, '')
        .trim()
        .split(/\s+/);
      if (property === 'font-weight') {
        if (tokens.length === 1) count(weights, weightOf(tokens[0] ?? ''));
        continue;
      }
      // `font-size: 12px`, or the shorthand's `[style] [weight] size[/line-height] family`.
      const sizeAt = tokens.findIndex((token) => PX_SIZE.test(token));
      if (sizeAt < 0 || (property === 'font-size' && tokens.length > 1)) continue;
      count(sizes, Number(PX_SIZE.exec(tokens[sizeAt] ?? '')?.[1]));
      if (property === 'font')
        count(
          weights,
          tokens
            .slice(0, sizeAt)
            .map(weightOf)
            .find((weight) => weight !== undefined),
        );
    }
  }
  return { sizes: byUse(sizes), weights: byUse(weights) };
}

/**
 * How long one idle callback may look strikes up. An idle period can be 50 ms long, and a task
 * that arrives during the callback (the elements' module, ready to run) waits for it to return;
 * one lookup takes 1 to 4 ms on a phone's CPU (4x), so a callback does one or two and yields.
 */
const SLICE_MS = 3;

/**
 * Looks the strikes up in the browser's idle periods, a few at a time, through a canvas that
 * measures one string in each: every weight at a size before the next size, the most used sizes
 * first. Idle periods only, never on the path of the first paint; a browser without idle
 * callbacks (Safari) does without. A page with a font stack of its own (`--exch-font-family`)
 * gains nothing from it and loses nothing either: what it looks up is idle time's.
 *
 * Not `onIdle` (idle.ts): its timeout and timer fallback would run the lookups when the thread is
 * not idle, and its module brings the paint gate into the boot script, which runs this.
 */
export function warmFontStrikes({ family, sizes, weights }: FontStrikes): void {
  if (typeof requestIdleCallback !== 'function') return;
  const fonts = sizes.flatMap((size) => weights.map((weight) => `${weight} ${size}px ${family}`));
  let context: CanvasRenderingContext2D | null | undefined;
  const slice = (deadline: IdleDeadline): void => {
    context ??= document.createElement('canvas').getContext('2d');
    if (!context) return;
    const end = performance.now() + SLICE_MS;
    while (fonts.length && deadline.timeRemaining() > 1 && performance.now() < end) {
      context.font = fonts.shift() as string;
      context.measureText('A');
    }
    if (fonts.length) requestIdleCallback(slice);
  };
  requestIdleCallback(slice);
}
