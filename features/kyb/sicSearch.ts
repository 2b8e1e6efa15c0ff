import type { SicEntry } from './sic.js';

// The SIC lookup's search (beyond the spec): finds an entry by its code or by words of its title
// across the whole catalogue while the user types. Every word typed must match: a number matches the
// start of a code ("01" → 0111 … 0191), a word matches the start of a word of the title, or of its
// groups' titles ("farm" → "General Farms, Primarily Crop"), or, from 3 letters, the inside of a
// title's word ("ware" → "Hardware"). The index is built once; a search is one pass over ~1,000 entries.

interface IndexedEntry {
  entry: SicEntry;
  titleWords: readonly string[];
  groupWords: readonly string[];
}

export interface SicSearchIndex {
  readonly entries: readonly IndexedEntry[];
}

/** Lower case, accents dropped, split into runs of letters and digits. */
function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The index of the catalogue's entries for `searchSic`. */
export function sicSearchIndex(entries: readonly SicEntry[]): SicSearchIndex {
  return {
    entries: entries.map((entry) => ({
      entry,
      titleWords: words(entry.title),
      groupWords: [...new Set([...words(entry.industryGroup.title), ...words(entry.majorGroup.title)])],
    })),
  };
}

// How well one typed word matches an entry, best first; 0 is no match.
const CODE_EXACT = 1000;
const CODE_PREFIX = 400;
const TITLE_WORD = 100;
const TITLE_PREFIX = 60;
const GROUP_WORD = 30;
const GROUP_PREFIX = 20;
const TITLE_INFIX = 8;
const INFIX_MIN_LENGTH = 3;

function bestWordScore(token: string, candidates: readonly string[], exact: number, prefix: number): number {
  let best = 0;
  for (const candidate of candidates) {
    if (candidate === token) return exact;
    if (candidate.startsWith(token)) best = prefix;
  }
  return best;
}

function tokenScore(token: string, indexed: IndexedEntry): number {
  const { entry, titleWords, groupWords } = indexed;
  if (/^\d+$/.test(token)) {
    // A longer code prefix narrows more: it ranks above a shorter one.
    if (entry.code === token) return CODE_EXACT;
    if (entry.code.startsWith(token)) return CODE_PREFIX + token.length;
  }
  const inTitle = bestWordScore(token, titleWords, TITLE_WORD, TITLE_PREFIX);
  if (inTitle > 0) return inTitle;
  const inGroups = bestWordScore(token, groupWords, GROUP_WORD, GROUP_PREFIX);
  if (inGroups > 0) return inGroups;
  if (token.length >= INFIX_MIN_LENGTH && titleWords.some((word) => word.includes(token))) return TITLE_INFIX;
  return 0;
}

/**
 * The entries matching every word of `query`, best first: by how well the words match (code, then
 * whole words of the title, then their starts, then the groups' words), then the shorter title, then
 * the catalogue's order. An empty query finds nothing.
 */
export function searchSic(index: SicSearchIndex, query: string): SicEntry[] {
  const tokens = [...new Set(words(query))];
  if (tokens.length === 0) return [];
  const found: { indexed: IndexedEntry; score: number; order: number }[] = [];
  index.entries.forEach((indexed, order) => {
    let score = 0;
    for (const token of tokens) {
      const points = tokenScore(token, indexed);
      if (points === 0) return;
      score += points;
    }
    // The title starting with the first word typed reads as the closest match.
    if (indexed.titleWords[0]?.startsWith(tokens[0] ?? '')) score += 1;
    found.push({ indexed, score, order });
  });
  found.sort(
    (a, b) => b.score - a.score || a.indexed.titleWords.length - b.indexed.titleWords.length || a.order - b.order,
  );
  return found.map(({ indexed }) => indexed.entry);
}
