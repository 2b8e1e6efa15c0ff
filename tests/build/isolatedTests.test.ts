import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The unit project shares one module graph across its files (vitest.config.ts, `isolate: false`): a module
// replaced with `vi.mock` in one file would be the real one if another file imported it first. Such files
// run in the `unit-isolated` project, chosen by name.
const unitFiles = execFileSync('git', ['ls-files', 'tests/**/*.test.ts', 'tests/**/*.test.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !/^tests\/(e2e|browser|visual)\//.test(file));

const replacesAModule = (file: string) => /\bvi\.(mock|doMock|unmock)\(/.test(readFileSync(file, 'utf8'));

describe('unit files that replace a module', () => {
  it('are named *.isolated.test.* so they get a module graph of their own', () => {
    expect(unitFiles.length).toBeGreaterThan(100);
    const misnamed = unitFiles.filter((file) => replacesAModule(file) && !/\.isolated\.test\.tsx?$/.test(file));
    expect(misnamed).toEqual([]);
  });

  it('and only those are (an isolated file costs a module graph of its own)', () => {
    const needless = unitFiles.filter((file) => /\.isolated\.test\.tsx?$/.test(file) && !replacesAModule(file));
    expect(needless).toEqual([]);
  });
});
