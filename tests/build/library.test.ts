// @vitest-environment node
// Checks the built package (npm test builds it first): entry points, types, no `window` at
// import, and that a consumer importing one component pays only for that component.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { sourceAliases } from '../../scripts/aliases.mjs';

const execFileAsync = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = (path: string) => `${root}dist/${path}`;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, unknown>;
  sideEffects: string[];
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};

describe('the built library', () => {
  it('has both entry points with declarations', () => {
    for (const file of ['index.js', 'index.d.ts', 'features/index.js', 'features/index.d.ts', 'Button/Button.d.ts']) {
      expect(existsSync(dist(file)), file).toBe(true);
    }
  });

  it('imports in plain Node (no window, no document) through the package exports', async () => {
    // A separate Node process resolves `spend-ui` through package.json "exports" (self-reference),
    // exactly as a consumer's server-side render would.
    const script = [
      "if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM globals present');",
      "const components = await import('spend-ui');",
      "const features = await import('spend-ui/features');",
      'console.log(JSON.stringify({ components: Object.keys(components), features: Object.keys(features) }));',
    ].join('\n');
    const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    const exported = JSON.parse(stdout) as { components: string[]; features: string[] };
    expect(exported.components).toEqual(
      expect.arrayContaining(['Button', 'TextField', 'ThemeProvider', 'GlobalStyles']),
    );
    expect(exported.features).toEqual(expect.arrayContaining(['createApiClient', 'ApiProvider', 'useApiClient']));
  }, 60_000);

  it('resolves every published entry through the package exports, and no internal or unlisted one', async () => {
    const published = Object.keys(pkg.exports)
      .filter((subpath) => subpath.startsWith('./features/'))
      .map((subpath) => `spend-ui${subpath.slice(1)}`);
    const unpublished = ['spend-ui/internal', 'spend-ui/features/internal', 'spend-ui/features/api'];
    const script = [
      `for (const entry of ${JSON.stringify(published)}) await import(entry);`,
      'const refused = [];',
      `for (const entry of ${JSON.stringify(unpublished)}) {`,
      '  try { await import(entry); } catch (error) { if (error.code === "ERR_PACKAGE_PATH_NOT_EXPORTED") refused.push(entry); }',
      '}',
      'console.log(JSON.stringify(refused));',
    ].join('\n');
    const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    expect(JSON.parse(stdout)).toEqual(unpublished);
    // The built features never reach an unpublished entry (a consumer's bundler could not resolve it).
    const reachingUnpublished = readdirSync(dist('features'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /from ['"]spend-ui\/(internal|features)/.test(readFileSync(dist(`features/${file}`), 'utf8')));
    expect(reachingUnpublished).toEqual([]);
  }, 60_000);

  it('keeps peers and dependencies external', () => {
    const button = readFileSync(dist('Button/Button.js'), 'utf8');
    expect(button).toMatch(/from 'react-aria'/);
    expect(button).toMatch(/from 'react\/jsx-runtime'/);
    const features = readFileSync(dist('features/index.js'), 'utf8');
    expect(features).not.toMatch(/\.\.\/components\//);
  });

  it('tree-shakes a consumer that imports only Button', async () => {
    const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];
    const bundle = await rollup({
      input: 'consumer',
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      plugins: [
        {
          name: 'virtual-consumer',
          resolveId: (id) => (id === 'consumer' ? id : id === 'spend-ui' ? dist('index.js') : null),
          load: (id) => (id === 'consumer' ? "import { Button } from 'spend-ui';\nexport default Button;" : null),
        },
        nodeResolve(),
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const code = output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    expect(code).toContain('function Button(');
    expect(code).not.toContain('function TextField(');
    expect(code).not.toContain('createGlobalStyle');
    expect(code).not.toContain('contrastPairs');
  }, 60_000);

  it('gives a consumer of PhoneField each flag as a lazy chunk of its own, none in what it loads at first', async () => {
    const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
      (name) => name !== 'country-flag-icons',
    );
    const bundle = await rollup({
      input: 'consumer',
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      plugins: [
        {
          name: 'virtual-consumer',
          resolveId: (id) => (id === 'consumer' ? id : id === 'spend-ui' ? dist('index.js') : null),
          load: (id) => (id === 'consumer' ? "export { PhoneField } from 'spend-ui';" : null),
        },
        nodeResolve(),
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const chunks = output.filter((item) => item.type === 'chunk');
    const flagChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.includes('country-flag-icons')));
    expect(flagChunks.length).toBeGreaterThan(240);
    for (const chunk of flagChunks) {
      expect(chunk.moduleIds).toHaveLength(1);
      expect(chunk.isDynamicEntry).toBe(true);
    }
    const canada = flagChunks.find((chunk) => chunk.moduleIds[0]?.endsWith('/string/3x2/CA.js'));
    expect(canada?.code).toContain('<svg');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loadedAtFirst = new Set<string>();
    const visit = (fileName: string) => {
      if (loadedAtFirst.has(fileName)) return;
      loadedAtFirst.add(fileName);
      for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
    const initialCode = [...loadedAtFirst].map((fileName) => byName.get(fileName)?.code ?? '').join('\n');
    expect(initialCode).toContain('function PhoneField(');
    expect(initialCode).not.toContain('<svg');
    const loaderTable = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/flagLoaders.js')));
    expect(loaderTable?.isDynamicEntry).toBe(true);
    expect(loadedAtFirst.has(loaderTable?.fileName ?? '')).toBe(false);
  }, 60_000);
});

describe("the package's side effects", () => {
  it('keeps the font faces in a build that imports the fonts from their source (the host, Storybook)', () => {
    // The host's alias and Storybook's preview import components/theme/fonts.ts, not dist/: a bundler
    // honouring `sideEffects` drops a side-effect import of a file the list does not name, faces and all.
    const fontsSource = sourceAliases.find(({ find }) => find.test('spend-ui/fonts'))?.replacement;
    expect(fontsSource).toBeDefined();
    expect(pkg.sideEffects).toContain(`./${relative(root, fontsSource ?? '')}`);
    expect(readFileSync(`${root}.storybook/preview.tsx`, 'utf8')).toContain("import '../components/theme/fonts.js';");
  });
});
