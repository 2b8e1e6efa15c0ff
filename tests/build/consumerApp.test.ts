// @vitest-environment node
// Another team's app on the packed library (npm test builds dist/ first): `npm pack` makes the tarball
// a registry would hold, and tests/consumer/ — an app of its own with no router — installs it, then
// type-checks under both module resolutions (strict, declarations checked, no zod or SWR type reaching
// it), builds with Vite, renders in Chromium, and shows that a one-file app importing only Button leaves
// the grid and the date pickers out.
//
// Installing is unpacking the tarball into tests/consumer/node_modules/spend-ui, which is what npm does
// with the package itself; its dependencies and the peers (React, styled-components) resolve from the
// repository's node_modules, one level up, as they would from the consumer's own. An
// `npm install --offline` of the tarball would copy every dependency again (minutes on a loaded 2-core
// machine) and test npm rather than our package.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const consumer = `${root}tests/consumer`;
const workDir = `${root}.tmp/consumer`;
const installed = `${consumer}/node_modules/spend-ui`;
const node = (script: string, args: string[]) =>
  run(process.execPath, [`${root}node_modules/${script}`, ...args], { cwd: consumer, maxBuffer: 16 * 1024 * 1024 });

/** `vite build` of one of the consumer's apps; the module ids the bundle kept. */
async function build(mode: 'app' | 'button-only'): Promise<string[]> {
  await node('vite/bin/vite.js', ['build', '--config', 'vite.config.ts', '--mode', mode]);
  return JSON.parse(readFileSync(`${workDir}/${mode}.modules.json`, 'utf8')) as string[];
}

let builds: { app: string[]; buttonOnly: string[] };
let typeChecks: { resolution: string; failed: string | undefined; files: string[] }[];

beforeAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(`${consumer}/node_modules`, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  mkdirSync(installed, { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: root });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await run('tar', ['-xzf', `${workDir}/${filename}`, '-C', installed, '--strip-components=1']);

  /** tsc on the consumer (src/publishedTypes.ts names the kit's types); its errors and the files it read. */
  const typeCheck = async (resolution: 'bundler' | 'nodenext') => {
    const config = resolution === 'bundler' ? 'tsconfig.json' : `tsconfig.${resolution}.json`;
    try {
      const { stdout } = await node('typescript/bin/tsc', ['-p', config, '--listFiles']);
      return { resolution, failed: undefined, files: stdout.split('\n').filter((line) => line.trim() !== '') };
    } catch (error) {
      return { resolution, failed: (error as { stdout?: string }).stdout ?? String(error), files: [] };
    }
  };
  const [app, buttonOnly, ...checks] = await Promise.all([
    build('app'),
    build('button-only'),
    typeCheck('bundler'),
    typeCheck('nodenext'),
  ]);
  builds = { app, buttonOnly };
  typeChecks = checks;
}, 180_000);

afterAll(() => {
  rmSync(`${consumer}/node_modules`, { recursive: true, force: true });
});

describe('a consumer app on the packed library', () => {
  it('installs the tarball: only the built files, with their declarations', () => {
    const pkg = JSON.parse(readFileSync(`${installed}/package.json`, 'utf8')) as { name: string };
    expect(pkg.name).toBe('spend-ui');
    expect(readFileSync(`${installed}/dist/index.d.ts`, 'utf8')).toContain('Button');
    expect(() => readFileSync(`${installed}/components/index.ts`)).toThrow();
  });

  it('type-checks with moduleResolution bundler and nodenext, with no zod or SWR type in the published ones', () => {
    expect(typeChecks.map(({ resolution, failed }) => ({ resolution, failed }))).toEqual([
      { resolution: 'bundler', failed: undefined },
      { resolution: 'nodenext', failed: undefined },
    ]);
    for (const { files } of typeChecks) {
      expect(files.some((file) => file.startsWith(`${installed}/dist/features/index.d.ts`))).toBe(true);
      // First the package's declarations that import them (what to fix), then anything that reached them.
      const leaking = files.filter(
        (file) => file.startsWith(installed) && /from ['"](zod|swr)(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
      );
      expect(leaking.map((file) => file.slice(installed.length))).toEqual([]);
      expect(files.filter((file) => /\/node_modules\/(zod|swr)\//.test(file))).toEqual([]);
    }
  });

  it('builds from the installed package, not from the sources', () => {
    const ours = builds.app.filter((id) => id.includes('/spend-ui/') || id.startsWith(`${root}components/`));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((id) => !id.startsWith(`${installed}/dist/`))).toEqual([]);
  });

  it('leaves the grid and the date pickers out of an app that imports only Button', () => {
    const kept = builds.buttonOnly;
    expect(kept.some((id) => id.endsWith('/spend-ui/dist/Button/Button.js'))).toBe(true);
    const heavy = kept.filter((id) =>
      /\/node_modules\/(react-virtuoso|@internationalized\/date)\/|\/spend-ui\/dist\/(DataGrid|DatePicker|DateRangePicker|Calendar|RangeCalendar|DateField)\//.test(
        id,
      ),
    );
    expect(heavy).toEqual([]);
  });

  describe('in Chromium', () => {
    let server: PreviewServer;
    let browser: Browser;

    beforeAll(async () => {
      server = await preview({
        configFile: `${consumer}/vite.config.ts`,
        mode: 'app',
        preview: { port: 0, host: '127.0.0.1', strictPort: false },
        logLevel: 'warn',
      });
      browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('renders the component and the feature page over the fake client', async () => {
      const address = server.resolvedUrls?.local[0];
      if (!address) throw new Error('The preview server did not report a URL.');
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(address);
      const button = page.getByRole('button', { name: 'Pressed 0 times' });
      await button.click();
      await page.getByRole('button', { name: 'Pressed 1 times' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Receipt Approval Requests' }).waitFor();
      await page.getByText('Robin Fairweather · Paper Mill', { exact: false }).waitFor();
      expect(errors).toEqual([]);
    }, 60_000);
  });
});
