// Reads the error and success texts of the four spec catalogues (../shared/spec/*.md), and finds which
// of them a story or an e2e test asserts on the page. Used by catalogueTexts.test.ts.
import { readFileSync } from 'node:fs';

/** A text of a catalogue; `{…}` placeholders (a first name, a role) stand for any words. */
export interface CatalogueText {
  text: string;
  /** Where it was read: the document and its section. */
  source: string;
}

const sectionOf = (markdown: string, number: number): string => {
  const start = markdown.search(new RegExp(`^## ${number}\\.`, 'm'));
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## \d+\./m);
  return end < 0 ? rest : rest.slice(0, end);
};

/** Quoted runs: "…" always; '…' only where the quote is not an apostrophe (the server's, it's). */
const quotedIn = (text: string): string[] =>
  [...text.matchAll(/"([^"\n]+)"|(?<![\p{L}\d])'([^'\n]+)'(?![\p{L}\d])/gu)].map((match) =>
    (match[1] ?? match[2] ?? '').trim(),
  );

/** `a/an`, `blocked/unblocked`: one text per alternative. */
function expandAlternatives(text: string): string[] {
  const match = /\b([\p{L}]+)\/([\p{L}]+)\b/u.exec(text);
  if (!match || match[1] === undefined || match[2] === undefined) return [text];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return [match[1], match[2]].flatMap((choice) => expandAlternatives(before + choice + after));
}

/** A table's Message cell, or nothing when the cell describes a server text or an action instead of quoting one. */
function messageOfCell(cell: string): string | undefined {
  const text = cell
    .replace(/^default:\s*/i, '')
    .replace(/\s*\((success|error|then [^)]*)\)$/i, '')
    .trim();
  const otherwise = /\botherwise (.+)$/.exec(text);
  if (otherwise?.[1]) return otherwise[1].trim();
  if (/^(the server|results\.|a failure message|token cleared)/i.test(text)) return undefined;
  return text;
}

/** The items of a "Success messages: a; b; c." line. */
function successItems(line: string): string[] {
  return line
    .replace(/^.*?Success messages:\s*/, '')
    .split(/;\s*/)
    .map((item) => item.replace(/\s*\([^)]*\)$/, '').trim())
    .flatMap((item) => item.split(/(?<=[.!]) and /))
    .map((item) => item.replace(/^'(.*)'$/, '$1').trim())
    .filter((item) => item !== '');
}

/**
 * Every message text of one spec document: its §8 (quoted texts, the Message column of its table, the
 * success list) and the messages its §5 validation rules quote. (§2's quotes are titles and labels.) A text ending the success list keeps or
 * drops that last full stop as `knownTexts` (the product's text modules) have it.
 */
export function catalogueTextsOf(file: string, knownTexts: ReadonlySet<string>): CatalogueText[] {
  const markdown = readFileSync(file, 'utf8');
  const document = file.slice(file.lastIndexOf('/') + 1);
  const found: CatalogueText[] = [];
  const add = (text: string, section: string) => {
    // `blocked/unblocked` may be the product's text as it stands; otherwise each alternative is one.
    const texts = knownTexts.has(text) ? [text] : expandAlternatives(text);
    for (const one of texts) found.push({ text: one, source: `${document} §${section}` });
  };

  for (const line of sectionOf(markdown, 8).split('\n')) {
    if (/Success messages:/.test(line)) {
      const items = successItems(line);
      items.forEach((item, index) => {
        const last = index === items.length - 1;
        const withoutStop = item.replace(/\.$/, '');
        add(last && !knownTexts.has(item) && knownTexts.has(withoutStop) ? withoutStop : item, '8');
      });
    } else if (line.startsWith('|')) {
      const cells = line.split('|').map((cell) => cell.trim());
      const message = cells[2];
      if (!message || message === 'Message' || /^-+$/.test(message)) continue;
      const text = messageOfCell(message);
      if (text) add(text, '8');
    } else {
      for (const quoted of quotedIn(line)) add(quoted, '8');
    }
  }
  // The validation rules quote values too ('none', a select's prompt): a message has a few words.
  const validation = sectionOf(markdown, 5).replace(/\(prompt "[^"]*"\)/g, '');
  for (const quoted of quotedIn(validation)) if (quoted.split(' ').length >= 3) add(quoted, '5');
  for (const match of validation.matchAll(/\(message: ([^)]+)\)/g)) if (match[1]) add(match[1].trim(), '5');
  for (const match of validation.matchAll(/on error: ([^'".\n][^.\n]*\.)/gi)) if (match[1]) add(match[1].trim(), '5');
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{[^}]+\}/g;
const SAMPLE = 'Avery';

/** Whether a shown text (a literal, a template literal with its `${…}` as SAMPLE) is the catalogue text. */
export function shows(catalogue: string, shown: string): boolean {
  if (!catalogue.includes('{')) return catalogue === shown;
  const pattern = new RegExp(`^${catalogue.split(PLACEHOLDER).map(escape).join('.+')}$`);
  return pattern.test(shown);
}

/** A text the text modules produce, as a function of a few words (`memberUpdated(firstName)`) or as it is. */
export type ProducedText = string | ((...words: string[]) => string);

/** Whether a text module's constant produces the catalogue text. */
export function produces(catalogue: string, constant: ProducedText): boolean {
  if (typeof constant === 'string') return shows(catalogue, constant);
  const marker = '\u0000';
  const words: string[] = Array.from({ length: constant.length }, () => marker);
  let made: unknown;
  try {
    made = constant(...words);
  } catch {
    return false;
  }
  if (typeof made !== 'string') return false;
  const pattern = new RegExp(`^${made.split(marker).map(escape).join('.+')}$`);
  return pattern.test(catalogue.replace(PLACEHOLDER, SAMPLE));
}

/**
 * The statements of a test file that check the page: those that call expect, a find/get/query or
 * waitFor, or a toast helper. A text in a mock answer or a fixture is not an assertion.
 */
export function assertingStatements(source: string): string[] {
  return source
    .split(/;\s*\n/)
    .filter((statement) =>
      /\b(expect|find\w*|get\w*By\w*|query\w*|waitFor\w*|\w*[tT]oast\w*|toHave\w*|toContain|expectHeading)\b/.test(
        statement,
      ),
    );
}

/** The string, template and regular-expression literals of a piece of code. */
export function literalsOf(code: string): { strings: string[]; patterns: RegExp[] } {
  const strings: string[] = [];
  for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    strings.push(raw.replace(/\\(.)/g, '$1').replace(/\$\{[^}]*\}/g, SAMPLE));
  }
  const patterns: RegExp[] = [];
  for (const match of code.matchAll(/(?<=[(,=:\s])\/((?:[^/\\\n]|\\.)+)\/([dgimsuy]*)/g)) {
    try {
      patterns.push(new RegExp(match[1] ?? '', (match[2] ?? '').replace('g', '')));
    } catch {
      // Not a regular expression (a division); nothing to read.
    }
  }
  return { strings, patterns };
}

/**
 * The names a file imports from its text modules (exported and local name; `*` and the namespace for
 * `import * as text`), with the module path as written.
 */
export function textImportsOf(source: string): { exported: string; local: string; from: string }[] {
  const named = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']*(?:messages|texts)(?:\.js)?)'/g)].flatMap(
    (match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim().replace(/^type\s+/, ''))
        .filter((name) => name !== '')
        .map((name) => {
          const [exported = name, local = exported] = name.split(/\s+as\s+/);
          return { exported, local, from: match[2] ?? '' };
        }),
  );
  const namespaces = [
    ...source.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*'([^']*(?:messages|texts)(?:\.js)?)'/g),
  ].map((match) => ({ exported: '*', local: match[1] ?? '', from: match[2] ?? '' }));
  return [...named, ...namespaces];
}
