// @vitest-environment node
// A consumer type-checking against the built package's declarations (npm test builds it first): it
// compiles with strict settings under both module resolutions a consumer uses, and the types it pulls
// in are the package's own and React's, never zod's or SWR's (which stay implementation details).
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside the package (no package.json of its own), so that `spend-ui` resolves through package.json
// "exports" (self-reference) as it does for an installed consumer, and the file is an ES module; dist/ is
// build output.
const consumerDir = `${root}dist/.consumer-types`;

const consumerSource = `import type { ComponentProps } from 'react';
import { Button } from 'spend-ui';
import { CardsPage, useApiQuery, useSchemaForm, type QueryResult } from 'spend-ui/features';

export const page: typeof CardsPage = CardsPage;
export const button: ComponentProps<typeof Button>['variant'] = 'primary';
export type Answer = QueryResult<{ id: number }>;
export type Reader = typeof useApiQuery;
export type Form = typeof useSchemaForm;
`;

const moduleSettings = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
} as const;

/** Type-checks the consumer under one module resolution; the files the compiler read. */
async function typeCheck(resolution: keyof typeof moduleSettings): Promise<string[]> {
  const dir = `${consumerDir}/${resolution}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/consumer.ts`, consumerSource);
  writeFileSync(
    `${dir}/tsconfig.json`,
    JSON.stringify({
      compilerOptions: {
        ...moduleSettings[resolution],
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Declarations are checked too: ours, and those they lead to (styled-components' need Node's types).
        skipLibCheck: false,
        types: ['node'],
      },
      files: ['consumer.ts'],
    }),
  );
  const { stdout } = await execFileAsync(
    process.execPath,
    [`${root}node_modules/typescript/bin/tsc`, '-p', dir, '--listFiles'],
    {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout.split('\n').filter((line) => line.trim() !== '');
}

afterAll(() => {
  rmSync(consumerDir, { recursive: true, force: true });
});

describe('the published declarations, as a consumer type-checks them', () => {
  for (const resolution of ['bundler', 'nodenext'] as const) {
    it(`compile with moduleResolution ${resolution} and pull in no zod or SWR type`, async () => {
      const files = await typeCheck(resolution);
      expect(files.some((file) => file.includes('/dist/features/index.d.ts'))).toBe(true);
      // First the package's declarations that import them (what to fix), then anything that reached them.
      const leaking = files.filter(
        (file) => file.includes('/dist/') && /from ['"](zod|swr)(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
      );
      expect(leaking.map((file) => file.slice(root.length))).toEqual([]);
      expect(files.filter((file) => /\/node_modules\/(zod|swr)\//.test(file))).toEqual([]);
    }, 120_000);
  }
});
