// @vitest-environment node
// `npm start` (host/vite.config.ts on the dev server): the login screen shows at once. Two things hold
// that up and are checked here, never by the clock: a dependency the optimizer meets only in the browser
// (it re-bundles and reloads the page), and barrels (an import of one component through `spend-ui`
// fetched every component; scripts/vite-direct-imports.ts skips them). scripts/measure-dev-start.mjs
// gives the figures.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, resolveConfig, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { sourceAliases } from '../../scripts/aliases.mjs';
import { analyseExports, directImports, traceExport } from '../../scripts/vite-direct-imports.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const file = (path: string) => resolve(repository, path);

/** A repository module an import leads to (aliases, `.js` written for `.ts`), or null for a package. */
function resolveSource(source: string, importer: string): string | null {
  const alias = sourceAliases.find((entry) => entry.find.test(source));
  if (alias) return source.replace(alias.find, alias.replacement);
  if (!source.startsWith('.')) return null;
  const base = resolve(dirname(importer), source);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}/index.ts`,
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && /\.[jt]sx?$/.test(candidate));
  if (!found) throw new Error(`${importer} imports ${source}, which resolves to no module.`);
  return found;
}

function literal(node: unknown): string {
  const { type, value } = (node ?? {}) as { type?: string; value?: unknown };
  if (type !== 'Literal' || typeof value !== 'string')
    throw new Error('An import names its module with an expression.');
  return value;
}

/** The static imports of compiled code (what the browser fetches before running it). */
function staticImportsOf(code: string): string[] {
  return parseAst(code, { lang: 'js' }).body.flatMap((statement) =>
    (statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      statement.type === 'ExportNamedDeclaration') &&
    statement.source
      ? [statement.source.value]
      : [],
  );
}

/** Every module import (static, re-export, dynamic) of a source file that is not for types only. */
function importsOf(path: string): string[] {
  const program = parseAst(readFileSync(path, 'utf8'), { lang: path.endsWith('x') ? 'tsx' : 'ts' }, path);
  const sources: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown> & { type?: string };
    if (record.type === 'ImportExpression') sources.push(literal(record.source));
    // import.meta.glob('./mock-api/index.ts'): the host's one glob names a single module.
    const callee = record.type === 'CallExpression' ? (record.callee as Record<string, unknown>) : null;
    if (callee?.type === 'MemberExpression' && (callee.property as { name?: string }).name === 'glob') {
      const pattern = literal((record.arguments as unknown[])[0]);
      if (pattern.includes('*'))
        throw new Error(`${path}: this test follows globs that name one module, not ${pattern}.`);
      sources.push(pattern);
    }
    for (const value of Object.values(record)) if (value && typeof value === 'object') visit(value);
  };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const types =
        statement.importKind === 'type' ||
        (statement.specifiers.length > 0 &&
          statement.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
      if (!types) sources.push(statement.source.value);
    } else if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.source
    ) {
      if (statement.exportKind !== 'type') sources.push(statement.source.value);
    }
  }
  visit(program.body);
  return sources;
}

/** The packages the host can import from its entry scripts, through every module it can reach. */
function hostPackages(): Set<string> {
  const entries = [
    ...readFileSync(file('host/index.html'), 'utf8').matchAll(/<script type="module" src="([^"]+)"/g),
  ].map((match) => file(`host/${match[1]}`));
  const packages = new Set<string>();
  const seen = new Set<string>();
  const walk = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const source of importsOf(path)) {
      const target = resolveSource(source, path);
      if (target) walk(target);
      else if (!/\.(css|svg|png|woff2?)$/.test(source)) packages.add(source);
    }
  };
  entries.forEach(walk);
  return packages;
}

describe('the dev server of the host', () => {
  it('pre-bundles every package the host imports, so no page load finds a new one and reloads', async () => {
    const config = await resolveConfig({ configFile: file('host/vite.config.ts'), logLevel: 'silent' }, 'serve');
    const packages = [...hostPackages()].sort();
    expect(packages).toContain('react-aria');
    // A package left out on purpose (served module by module) is named in `exclude`.
    const excluded = (name: string) =>
      (config.optimizeDeps.exclude ?? []).some((root) => name === root || name.startsWith(`${root}/`));
    expect(packages.filter((name) => !config.optimizeDeps.include?.includes(name) && !excluded(name))).toEqual([]);
  });

  it('skips the barrels: the login screen loads the modules it uses, not every component and feature', async () => {
    const plugin = directImports({ include: (id) => id.startsWith(repository) && !id.includes('/node_modules/') });
    type Transform = (this: object, code: string, id: string) => Promise<{ code: string } | null>;
    const transform = plugin.transform as Transform;
    const context = {
      resolve: async (source: string, importer: string) => {
        const id = resolveSource(source, importer);
        return id ? { id, external: false } : null;
      },
      addWatchFile: () => undefined,
    };
    // What the browser fetches for /login before the page shows: the entry scripts and the page, each
    // with its static imports, as the dev server serves them.
    const reached = new Set<string>();
    const walk = async (path: string): Promise<void> => {
      if (reached.has(path)) return;
      reached.add(path);
      const compiled = await transformWithOxc(readFileSync(path, 'utf8'), path, { jsx: { runtime: 'automatic' } });
      const served = (await transform.call(context, compiled.code, path)) ?? compiled;
      for (const source of staticImportsOf(served.code)) {
        const target = source.startsWith('/') ? source : resolveSource(source, path);
        if (target) await walk(target);
      }
    };
    for (const entry of ['host/main.tsx', 'host/demoStart.ts', 'host/pages/LoginPage.tsx']) await walk(file(entry));
    const modules = [...reached].map((path) => path.slice(repository.length));
    expect(modules).toContain('features/auth/LoginScreen.tsx');
    expect(modules).toContain('components/Button/Button.tsx');
    expect(modules).not.toContain('components/index.ts');
    expect(modules).not.toContain('features/index.ts');
    expect(
      modules.filter((path) => path.startsWith('components/DataGrid/') || path.startsWith('features/cards/')),
    ).toEqual([]);
  });

  it('traces a name through barrels to the module that defines it', async () => {
    const load = async (path: string) => analyseExports(readFileSync(path, 'utf8'), path);
    const resolveAsync = async (source: string, importer: string) => resolveSource(source, importer);
    expect(await traceExport(file('features/index.ts'), 'LoginScreen', load, resolveAsync)).toEqual({
      file: file('features/auth/LoginScreen.tsx'),
      name: 'LoginScreen',
    });
    expect(await traceExport(file('components/index.ts'), 'Button', load, resolveAsync)).toEqual({
      file: file('components/Button/Button.tsx'),
      name: 'Button',
    });
    // Types have no module to go to: such an import stays as written.
    expect(await traceExport(file('components/index.ts'), 'ButtonProps', load, resolveAsync)).toBeNull();
  });

  it('reads a module that runs code, or exports its own names, as no barrel', () => {
    expect(analyseExports("export * from './a.js';\nexport type { B } from './b.js';", 'index.ts').barrel).toBe(true);
    expect(analyseExports("import './setup.js';\nexport * from './a.js';", 'index.ts').barrel).toBe(false);
    expect(analyseExports("export * from './a.js';\nexport const b = 1;", 'index.ts')).toMatchObject({
      barrel: false,
      own: new Set(['b']),
    });
  });
});
