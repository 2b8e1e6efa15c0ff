import { readFileSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const externalPackages = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
  'spend-ui',
];
// Every dependency and peer is external, deep imports too (react/jsx-runtime, @fontsource/inter/400.css).
const external = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

const shared = {
  external,
  plugins: [
    nodeResolve({ extensions: ['.ts', '.tsx', '.js'] }),
    esbuild({ jsx: 'automatic', target: 'es2022', tsconfig: 'tsconfig.lib.json' }),
  ],
  // Only the font entry and the CSS it imports have side effects (package.json "sideEffects").
  treeshake: {
    moduleSideEffects: (id, isExternal) => (isExternal ? id.endsWith('.css') : id.endsWith('/theme/fonts.ts')),
  },
};

// Each published domain entry (package.json "exports" `spend-ui/features/<domain>`) is an input of its own:
// with preserved modules a barrel that is only re-exported from would otherwise be left out of dist/. The
// internal entries (spend-ui/internal, spend-ui/features/internal) are no input: they are not published.
const domainEntries = Object.fromEntries(
  Object.keys(pkg.exports)
    .map((subpath) => /^\.\/features\/([a-z-]+)$/.exec(subpath)?.[1])
    .filter((domain) => domain !== undefined)
    .map((domain) => [`${domain}/index`, `features/${domain}/index.ts`]),
);

export default [
  {
    ...shared,
    input: { index: 'components/index.ts', 'theme/fonts': 'components/theme/fonts.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'components',
      entryFileNames: '[name].js',
    },
  },
  {
    ...shared,
    input: { index: 'features/index.ts', ...domainEntries },
    output: {
      dir: 'dist/features',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'features',
      entryFileNames: '[name].js',
    },
  },
];
