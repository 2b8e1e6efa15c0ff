// Dev server only: imports through barrel files go straight to the module that defines each name.
//
// `spend-ui`, `spend-ui/features` and every folder's index.ts only re-export. Served unbundled, an
// import of one name from a barrel makes the browser fetch the whole barrel's tree (every component,
// every feature: ~500 modules for the login screen). The build tree-shakes them away already (the
// package declares no side effects but its fonts); this plugin gives the dev server the same graph, so
// a page loads only the modules it uses. Modules stay separate files: HMR is unchanged.
import { parseAst, type Plugin } from 'vite';
import MagicString from 'magic-string';
import { readFile } from 'node:fs/promises';

type Program = ReturnType<typeof parseAst>;
type Statement = Program['body'][number];

/** What a module exports, as far as skipping it is concerned. */
export interface ModuleExports {
  /** True when the module only re-exports (and declares types): importing through it can skip it. */
  barrel: boolean;
  /** Value names the module declares itself (a barrel has none). */
  own: Set<string>;
  /** `export { local as name } from 'source'`. */
  named: Map<string, { source: string; local: string }>;
  /** `export * from 'source'`. */
  stars: string[];
}

const typeOnly = (node: { exportKind?: string | null; importKind?: string | null }) =>
  node.exportKind === 'type' || node.importKind === 'type';

function exportedName(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? (node.name ?? '') : String(node.value);
}

function declaredNames(
  declaration: NonNullable<Extract<Statement, { type: 'ExportNamedDeclaration' }>['declaration']>,
) {
  switch (declaration.type) {
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return declaration.id ? [declaration.id.name] : null;
    case 'VariableDeclaration': {
      const names: string[] = [];
      for (const declarator of declaration.declarations) {
        // Destructured exports are rare enough not to trace: the module is then read as opaque.
        if (declarator.id.type !== 'Identifier') return null;
        names.push(declarator.id.name);
      }
      return names;
    }
    case 'TSEnumDeclaration':
      return [declaration.id.name];
    default:
      // Interfaces, type aliases, `declare` forms: types, gone at run time.
      return [];
  }
}

/** Reads a module's exports from its source. Anything it cannot read makes the module a plain module (never skipped). */
export function analyseExports(code: string, filename: string): ModuleExports {
  const result: ModuleExports = { barrel: true, own: new Set(), named: new Map(), stars: [] };
  let program: Program;
  try {
    program = parseAst(code, { lang: filename.endsWith('x') ? 'tsx' : 'ts' }, filename);
  } catch {
    return { ...result, barrel: false };
  }
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ExportAllDeclaration':
        if (typeOnly(statement)) break;
        if (statement.exported) {
          result.barrel = false;
          result.own.add(exportedName(statement.exported));
        } else result.stars.push(statement.source.value);
        break;
      case 'ExportNamedDeclaration':
        if (typeOnly(statement)) break;
        if (statement.declaration) {
          const names = declaredNames(statement.declaration);
          if (names === null) return { ...result, barrel: false, own: new Set(), named: new Map(), stars: [] };
          if (names.length > 0) result.barrel = false;
          for (const name of names) result.own.add(name);
          break;
        }
        for (const specifier of statement.specifiers) {
          if (typeOnly(specifier)) continue;
          const name = exportedName(specifier.exported);
          if (statement.source) {
            result.named.set(name, { source: statement.source.value, local: exportedName(specifier.local) });
          } else {
            result.barrel = false;
            result.own.add(name);
          }
        }
        break;
      case 'ImportDeclaration':
        // A value import runs that module's code: the module is not a pure re-export.
        if (!typeOnly(statement)) result.barrel = false;
        break;
      case 'ExportDefaultDeclaration':
        result.barrel = false;
        result.own.add('default');
        break;
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'TSModuleDeclaration':
        break;
      default:
        result.barrel = false;
    }
  }
  return result;
}

export interface DirectImportsOptions {
  /** Which importing modules are rewritten, and which barrels are skipped (absolute paths). */
  include: (id: string) => boolean;
}

/** Where one imported name is defined: the module to import it from, and its name there. */
interface Target {
  file: string;
  name: string;
}

type Resolve = (source: string, importer: string) => Promise<string | null>;

/**
 * Finds the module that defines `name`, starting from the module `file`: follows re-exports through
 * barrels, and stops at the first module that is not one. Null when the name cannot be traced
 * (ambiguous `export *`, a type, an unreadable module): the import then stays as written.
 */
export async function traceExport(
  file: string,
  name: string,
  load: (file: string) => Promise<ModuleExports>,
  resolve: Resolve,
  seen: Set<string> = new Set(),
): Promise<Target | null> {
  const key = `${file}\0${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const exports = await load(file);
  if (!exports.barrel) {
    if (exports.own.has(name) || exports.named.has(name) || exports.stars.length > 0) return { file, name };
    return null;
  }
  const named = exports.named.get(name);
  if (named) {
    const source = await resolve(named.source, file);
    return source ? traceExport(source, named.local, load, resolve, seen) : null;
  }
  if (name === 'default') return null;
  const found: Target[] = [];
  for (const star of exports.stars) {
    const source = await resolve(star, file);
    if (!source) return null;
    const target = await traceExport(source, name, load, resolve, seen);
    if (target && !found.some((other) => other.file === target.file && other.name === target.name)) found.push(target);
  }
  return found.length === 1 ? (found[0] ?? null) : null;
}

const cleanId = (id: string) => id.replace(/[?#].*$/, '');

/** The dev-server plugin (see the top of this file). */
export function directImports({ include }: DirectImportsOptions): Plugin {
  const cache = new Map<string, Promise<ModuleExports>>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(file, 'utf8').then(
        (code) => analyseExports(code, file),
        (): ModuleExports => ({ barrel: false, own: new Set(), named: new Map(), stars: [] }),
      );
      cache.set(file, entry);
    }
    return entry;
  };

  return {
    name: 'spend-ui:direct-imports',
    apply: 'serve',
    watchChange(id) {
      // Any edited module may change what a barrel leads to: trace afresh.
      if (cache.has(cleanId(id))) cache.clear();
    },
    async transform(code, id) {
      const file = cleanId(id);
      if (!include(file) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      let program: Program;
      try {
        program = parseAst(code, { lang: 'js' }, file);
      } catch {
        return null;
      }
      const resolve: Resolve = async (source, importer) => {
        const resolved = await this.resolve(source, importer);
        if (!resolved || resolved.external) return null;
        const target = cleanId(resolved.id);
        return include(target) ? target : null;
      };
      // A change to a barrel on the way must reach this module (the browser no longer imports the barrel).
      const loadAndWatch = (barrelFile: string) => {
        this.addWatchFile(barrelFile);
        return load(barrelFile);
      };
      const output = new MagicString(code);
      let changed = false;
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration' || typeOnly(statement)) continue;
        const { specifiers } = statement;
        if (specifiers.length === 0) continue;
        if (
          specifiers.some(
            (specifier) => specifier.type !== 'ImportSpecifier' || specifier.imported.type !== 'Identifier',
          )
        ) {
          continue;
        }
        const barrel = await resolve(statement.source.value, file);
        if (!barrel || !(await load(barrel)).barrel) continue;
        const byFile = new Map<string, string[]>();
        const kept: string[] = [];
        for (const specifier of specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = exportedName(specifier.imported);
          const target = await traceExport(barrel, imported, loadAndWatch, resolve);
          if (!target) {
            kept.push(`${imported} as ${specifier.local.name}`);
            continue;
          }
          const list = byFile.get(target.file) ?? [];
          list.push(`${target.name} as ${specifier.local.name}`);
          byFile.set(target.file, list);
        }
        const imports = [...byFile].map(
          ([target, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(target)};`,
        );
        if (kept.length > 0)
          imports.push(`import { ${kept.join(', ')} } from ${JSON.stringify(statement.source.value)};`);
        output.overwrite(statement.start, statement.end, imports.join(' '));
        changed = true;
      }
      if (!changed) return null;
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
    },
  };
}
