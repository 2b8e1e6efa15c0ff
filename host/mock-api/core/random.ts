/**
 * Deterministic randomness for the demo backend. Never `Math.random`: the same seed gives the same
 * data and the same tokens, in every browser and every test run.
 */

/** A 32-bit hash of a string (FNV-1a), used to derive independent seeds from labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Combines a seed with a label into a new seed, so each domain or event draws from its own stream. */
export function deriveSeed(seed: number, label: string): number {
  return hashString(`${seed >>> 0}:${label}`);
}

/** A seeded pseudo-random source (mulberry32) with the helpers the seed data needs. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  integer(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `length` lower-case hexadecimal characters. */
  hex(length: number): string;
  /** A version-4-shaped UUID string. */
  uuid(): string;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function createRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) out += integer(0, 15).toString(16);
    return out;
  };
  return {
    next,
    integer,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs at least one item.');
      return items[integer(0, items.length - 1)] as T;
    },
    hex,
    uuid() {
      const variant = ((integer(0, 3) | 8) >>> 0).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
    chance: (probability) => next() < probability,
  };
}
