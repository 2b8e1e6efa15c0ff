// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../host/mock-api/', import.meta.url));

function modulesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each module's relative imports and re-exports, type-only ones included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modulesUnder(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const targets = source.statements.flatMap((statement) => {
      const specifier =
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
      return [resolve(dirname(file), specifier.text.replace(/\.js$/, '.ts'))];
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

describe('the demo backend’s modules', () => {
  it('import one another without a cycle (type imports included)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(40);
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const a = join(root, 'a.ts');
    const b = join(root, 'b.ts');
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
