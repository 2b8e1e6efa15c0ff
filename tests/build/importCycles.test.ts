// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The package's three layers (the demo backend included) import one another without a cycle: in a cycle,
// what a module sees at load time depends on which of its members loaded first, and the bundler splits
// the members' chunks badly. Type-only imports are erased from the build; the demo backend, read by a
// Node server too, keeps none either.

const repository = fileURLToPath(new URL('../../', import.meta.url));
const LAYERS = ['components', 'features', 'host'];

function modulesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    // host/public holds the built service worker and static files, no source.
    if (entry.isDirectory()) return path === join(repository, 'host', 'public') ? [] : modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Where a specifier leads inside the repository: a relative path or one of the package's entries (as `scripts/aliases.mjs` maps them). */
function modulePath(from: string, specifier: string): string | undefined {
  if (specifier === 'spend-ui') return join(repository, 'components', 'index');
  if (specifier === 'spend-ui/features') return join(repository, 'features', 'index');
  const domainEntry = /^spend-ui\/features\/([a-z-]+)$/.exec(specifier);
  if (domainEntry?.[1]) return join(repository, 'features', domainEntry[1], 'index');
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return undefined;
}

/**
 * Each module's imports inside the repository: static imports, re-exports and lazy `import()` (a chunk
 * loaded later still needs the module that loads it); `import type` and `export type` only with `types`.
 */
function importGraph(roots: readonly string[], { types }: { types: boolean }): Map<string, string[]> {
  const directories = roots.map((root) => join(repository, root));
  const files = directories.flatMap(modulesUnder);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const specifiers: ts.StringLiteral[] = [];
    for (const statement of source.statements) {
      if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
        const typeOnly = ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly;
        if (ts.isStringLiteral(statement.moduleSpecifier) && (types || !typeOnly)) {
          specifiers.push(statement.moduleSpecifier);
        }
      }
    }
    // A lazy import() may sit anywhere; only a module that has one is walked whole.
    const collectLazy = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) specifiers.push(argument);
      }
      ts.forEachChild(node, collectLazy);
    };
    if (text.includes('import(')) collectLazy(source);
    const targets = specifiers.flatMap((specifier) => {
      const path = modulePath(file, specifier.text);
      // Outside the graph: Storybook's and the tests' helpers; assets (fonts, JSON) import nothing.
      const inGraph = path !== undefined && directories.some((directory) => path.startsWith(`${directory}/`));
      if (path === undefined || !inGraph || /\.(?!js$)[a-z0-9]+$/i.test(specifier.text)) return [];
      const target = [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find((candidate) =>
        known.has(candidate),
      );
      // An import the graph cannot follow would hide the cycles through it.
      if (!target) throw new Error(`${relative(repository, file)}: '${specifier.text}' leads to no module`);
      return [target];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The import cycles of a graph, each as the path from a module back to itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string) => {
    const start = path.indexOf(module);
    if (start >= 0) {
      found.push([...path.slice(start), module]);
      return;
    }
    if (done.has(module) || !graph.has(module)) return;
    path.push(module);
    for (const target of graph.get(module) ?? []) visit(target);
    path.pop();
    done.add(module);
  };
  for (const module of graph.keys()) visit(module);
  return found;
}

/** The cycles of a graph, each as the repository's paths from a module back to itself. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  return cycles(graph).map((cycle) => cycle.map((file) => relative(repository, file)).join(' → '));
}

describe('the modules of components/, features/ and host/', () => {
  it('import one another without a cycle (lazy imports included)', () => {
    const graph = importGraph(LAYERS, { types: false });
    expect(graph.size).toBeGreaterThan(800);
    // The demo backend, the layers' entries and the host's routes are all in the graph.
    for (const module of ['host/mock-api/handlers.ts', 'features/index.ts', 'components/index.ts', 'host/routes.tsx']) {
      expect(graph.has(join(repository, module))).toBe(true);
    }
    expect(cyclesOf(graph)).toEqual([]);
    // Parsing some 900 modules takes seconds on a loaded machine.
  }, 60_000);

  it('the demo backend’s modules import one another without a cycle, type imports included', () => {
    const graph = importGraph(['host/mock-api'], { types: true });
    expect(graph.size).toBeGreaterThan(40);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const a = join(repository, 'a.ts');
    const b = join(repository, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([[a, b, a]]);
  });
});
