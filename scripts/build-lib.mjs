// Library build: Rollup (ESM, preserved modules) then tsc for per-file declarations.
// tsc emits into dist/.types mirroring the repo; components/** moves to dist/** and
// features/** to dist/features/**, matching Rollup's layout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['rollup', '-c', 'rollup.config.mjs', '--silent']);
run('npx', ['tsc', '-p', 'tsconfig.lib.json']);
cpSync('dist/.types/components', 'dist', { recursive: true });
if (existsSync('dist/.types/features')) cpSync('dist/.types/features', 'dist/features', { recursive: true });
rmSync('dist/.types', { recursive: true, force: true });
// The font entry exports nothing; tsc keeps its CSS imports in the declaration, which a consumer's
// compiler cannot resolve (TS2882) unless it declares CSS modules.
writeFileSync(
  'dist/theme/fonts.d.ts',
  '// The bundled Inter font: imported for its side effect, it exports nothing.\nexport {};\n',
);
for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/features/index.js', 'dist/features/index.d.ts']) {
  if (!existsSync(file)) {
    console.error(`build: expected ${file}`);
    process.exit(1);
  }
}
console.log('build: dist/ ready');
