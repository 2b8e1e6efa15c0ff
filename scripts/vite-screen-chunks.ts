import type { Plugin } from 'vite';

/** A first screen of the app: the lazy modules it renders at first paint (absolute paths). */
export interface FirstScreen {
  /** Short name, part of its chunks' names (`screen-home`, `screen-login_home`). */
  name: string;
  /** The lazily imported modules the screen renders at first paint. */
  modules: readonly string[];
}

/** A group of rolldown's `output.codeSplitting`. */
interface ChunkGroup {
  name: string;
  priority: number;
  test?: (id: string) => boolean;
  tags?: '$initial'[];
}

/**
 * Chunks by first screen. Left to automatic splitting, the modules the lazy screens share become one
 * chunk per set of lazy imports reaching them: the signed-in home fetched ~80 scripts of 0.4–20 kB
 * after the entry, which over HTTP/1.1 (6 connections per origin) queue for a round trip each. Here
 * every module a listed screen loads goes into one chunk per set of screens loading it (`screen-home`,
 * `screen-login_home`, …): a screen loads a handful of chunks, and never a module only other listed
 * screens use. Modules no listed screen loads keep automatic splitting; so do the modules of `apart`
 * (the demo backend), and what they share with a screen is a chunk of its own, so loading them never
 * loads a screen's chunk.
 *
 * Who loads what is read from the build itself, after tree-shaking: a module graph walk would follow
 * every re-export of a package's index (react-aria's reaches all of it). So the build makes two
 * outputs: `planOutput()`, automatic splitting, which is not written and whose chunk graph tells which
 * screens load each module; then the real one, whose `codeSplitting.groups` takes `groups()`. With
 * `preload`, the real output's index.html runs its script before the entry (see `injectPreload`).
 */
export function screenChunks(
  screens: readonly FirstScreen[],
  apart: readonly FirstScreen[] = [],
  /** Given each listed screen's files (from the base path), returns an inline script for index.html. */
  preload?: (filesByScreen: Record<string, string[]>) => string,
) {
  /** Module id → the names of the screens loading it, joined with `+` in the order given. */
  const loadedBy = new Map<string, string>();
  let planned = false;
  const all = [...screens, ...apart];

  /** The site's base path (Vite's `base`), before each preloaded file. */
  let base = '/';
  const plugin: Plugin = {
    name: 'spend-ui:screen-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      // The build makes the plan's output, then the real one (each its own pass of the plugins).
      if (planned) {
        planned = false;
        if (preload) injectPreload(bundle, screens, base, preload);
        return;
      }
      planned = true;
      loadedBy.clear();
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const chunkOf = new Map<string, (typeof chunks)[number]>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reaching = new Map<string, string[]>();
      for (const screen of all) {
        const seen = staticallyReached(
          byFile,
          screen.modules.map((id) => {
            const chunk = chunkOf.get(id);
            if (!chunk) throw new Error(`screenChunks: ${screen.name}'s module ${id} is not in the build.`);
            return chunk.fileName;
          }),
        );
        for (const file of seen) {
          for (const id of byFile.get(file)?.moduleIds ?? [])
            reaching.set(id, [...(reaching.get(id) ?? []), screen.name]);
        }
      }
      // A lazily imported module keeps a chunk of its own, named after it in the manifest
      // (scripts/size/hostCosts.mjs measures the screens by those names).
      for (const chunk of chunks)
        if (chunk.isDynamicEntry && chunk.facadeModuleId) reaching.delete(chunk.facadeModuleId);
      for (const [id, names] of reaching) loadedBy.set(id, names.join('+'));
      // The plan is not an output: nothing of it is written.
      for (const file of Object.keys(bundle)) {
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- rollup's way to keep a file from being written
        delete bundle[file];
      }
    },
  };

  /** The plan's output options: automatic splitting but for the entry's own group. */
  const planOutput = (initial: ChunkGroup) => ({ codeSplitting: { groups: [initial] } });

  /**
   * One group per set of screens (at least one listed screen in it). A group takes its modules' static
   * imports with it, so the sets loaded by more screens are chunked first: a module of `home+login`
   * stays out of `home`, where the login screen would have to load the home's chunk.
   */
  const groups = (): ChunkGroup[] => {
    const sets: string[][] = [[]];
    for (const screen of all) sets.push(...sets.map((set) => [...set, screen.name]));
    return sets
      .filter((set) => set.some((name) => screens.some((screen) => screen.name === name)))
      .map((set) => {
        const key = set.join('+');
        return { name: `screen-${key}`, priority: set.length, test: (id: string) => loadedBy.get(id) === key };
      });
  };
  return { plugin, planOutput, groups };
}

/** The chunk files `starts` and their static imports, transitively (a screen's chunks, or the entry's). */
function staticallyReached(byFile: ReadonlyMap<string, { imports: readonly string[] }>, starts: readonly string[]) {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/**
 * The files each first screen loads beyond the entry's own (the chunks of its lazy modules and their
 * static imports), handed to `preload`, whose script goes into index.html before the entry: the page then
 * asks for the first screen's chunks while the entry loads, not once it has run.
 */
function injectPreload(
  bundle: Bundle,
  screens: readonly FirstScreen[],
  base: string,
  preload: (filesByScreen: Record<string, string[]>) => string,
) {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map<string, string>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk.fileName);
  const initial = staticallyReached(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const filesByScreen: Record<string, string[]> = {};
  for (const screen of screens) {
    const starts = screen.modules.flatMap((id) => chunkOf.get(id) ?? []);
    filesByScreen[screen.name] = [...staticallyReached(byFile, starts)]
      .filter((file) => !initial.has(file))
      .sort()
      .map((file) => `${base}${file}`);
  }
  const html = bundle['index.html'];
  if (html?.type !== 'asset' || typeof html.source !== 'string')
    throw new Error('screenChunks: no index.html to preload from.');
  html.source = html.source.replace(/<script type="module"/, `<script>${preload(filesByScreen)}</script>\n    $&`);
}
