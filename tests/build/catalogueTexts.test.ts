// @vitest-environment node
// Every error and success text of the spec's four catalogues is asserted on a page: a story's play
// function or an e2e test checks it, as a literal, a regular expression that matches it whole, or the
// text module constant (features/**/messages.ts, texts.ts) that holds it. The texts no test asserts yet
// are listed below with the reason; the list may only shrink (a listed text that is asserted fails too).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertingStatements,
  catalogueTextsOf,
  literalsOf,
  produces,
  shows,
  textImportsOf,
  type ProducedText,
} from './catalogueTexts.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const specDir = resolve(root, '../shared/spec');

/**
 * Not asserted on a page yet, and why: `'text': 'reason'`. Every catalogue text is asserted today; a text
 * a new catalogue brings in before its screen is built goes here, and comes out when a story or an e2e
 * test asserts it (the last test fails on a listed text that is asserted).
 */
const NOT_YET_ASSERTED: Record<string, string> = {};

const textModules = import.meta.glob<Record<string, unknown>>(['/features/**/messages.ts', '/features/**/texts.ts'], {
  eager: true,
});
const constantsByModule = new Map<string, Map<string, ProducedText>>();
for (const [path, exports] of Object.entries(textModules)) {
  const constants = new Map<string, ProducedText>();
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'string') constants.set(name, value);
    else if (typeof value === 'function') constants.set(name, value as (...words: string[]) => string);
  }
  constantsByModule.set(resolve(root, `.${path}`), constants);
}
const knownTexts = new Set(
  [...constantsByModule.values()].flatMap((constants) =>
    [...constants.values()].filter((value): value is string => typeof value === 'string'),
  ),
);

const specFiles = readdirSync(specDir)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => resolve(specDir, name));
const catalogue = specFiles.flatMap((file) => catalogueTextsOf(file, knownTexts));
const uniqueTexts = [...new Set(catalogue.map((entry) => entry.text))];

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name) && !`${entry.parentPath}/`.includes('/node_modules/'))
    .map((entry) => resolve(entry.parentPath, entry.name));
}
const testFiles = [
  ...['components', 'features', 'host'].flatMap((dir) =>
    filesUnder(resolve(root, dir), (name) => name.endsWith('.stories.tsx')),
  ),
  ...filesUnder(resolve(root, 'tests/e2e'), (name) => name.endsWith('.ts')),
];

/** Each text → the test files (relative) that assert it. */
function assertedTexts(): Map<string, string[]> {
  const assertedIn = new Map<string, string[]>();
  for (const file of testFiles) {
    const source = readFileSync(file, 'utf8');
    const constants = textImportsOf(source).flatMap(({ exported, local, from }) => {
      const module = resolve(dirname(file), from).replace(/(\.js)?$/, '.ts');
      const constants = constantsByModule.get(module);
      if (exported === '*')
        return [...(constants ?? [])].map(([name, value]) => ({ local: `${local}.${name}`, value }));
      const value = constants?.get(exported);
      return value === undefined ? [] : [{ local, value }];
    });
    for (const statement of assertingStatements(source)) {
      const { strings, patterns } = literalsOf(statement);
      const referenced = constants.filter(({ local }) =>
        new RegExp(`\\b${local.replace('.', '\\.')}\\b`).test(statement),
      );
      for (const text of uniqueTexts) {
        const sample = text.replace(/\{[^}]+\}/g, 'Avery');
        const asserted =
          strings.some((shown) => shows(text, shown)) ||
          patterns.some((pattern) => pattern.exec(sample)?.[0] === sample) ||
          referenced.some(({ value }) => produces(text, value));
        if (!asserted) continue;
        const files = assertedIn.get(text) ?? [];
        const name = relative(root, file);
        if (!files.includes(name)) files.push(name);
        assertedIn.set(text, files);
      }
    }
  }
  return assertedIn;
}

describe('the spec catalogues’ texts', () => {
  const asserted = assertedTexts();

  it('are read from all four documents', () => {
    expect(specFiles).toHaveLength(4);
    for (const file of specFiles) {
      expect(
        catalogue.filter((entry) => entry.source.startsWith(file.slice(file.lastIndexOf('/') + 1))).length,
      ).toBeGreaterThan(3);
    }
    expect(uniqueTexts).toEqual(
      expect.arrayContaining([
        'An error has occured. Please try again later or contact the administrator.',
        'Account is deleted.',
        'Choose your primary account',
        'Receipt Rejected Successfully.',
        '{first name} has been invited to be an {role}.',
        'the requested user could not be blocked/unblocked. please try again or contact support',
        'Error creating a card. Please contact admin.',
        'Financial statement has been saved.',
      ]),
    );
  });

  it('are each asserted by a story or an e2e test, but for the listed ones', () => {
    const unasserted = uniqueTexts.filter((text) => !asserted.has(text) && !(text in NOT_YET_ASSERTED));
    expect(unasserted, 'texts no story or e2e test asserts: assert them, or list them with a reason').toEqual([]);
  });

  it('lists only texts that are in the catalogues and still unasserted', () => {
    const stale = Object.keys(NOT_YET_ASSERTED).filter((text) => !uniqueTexts.includes(text) || asserted.has(text));
    expect(stale, 'asserted now, or no longer in the catalogues: remove from NOT_YET_ASSERTED').toEqual([]);
  });
});
