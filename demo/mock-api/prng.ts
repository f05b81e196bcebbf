/**
 * Seeded randomness. Every generator derives its own stream from a string seed, so adding rows to
 * one domain never shifts the numbers of another and every run answers byte-for-byte the same.
 */

/** FNV-1a over UTF-16 code units: a stable 32-bit seed (and colour hash) from any string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for fixtures. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  /** float in [min, max) */
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** log-uniform in [min, max): prices and volumes spread over magnitudes like real markets */
  logUniform(min: number, max: number): number;
}

export function rng(seed: string): Rng {
  const next = mulberry32(hashString(seed));
  const r: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  };
  return r;
}

/** Computes a value once, on first use: the big lists cost nothing until a request needs them. */
export function lazy<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => {
    if (!value) value = { v: make() };
    return value.v;
  };
}
