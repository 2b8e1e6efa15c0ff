import { runnerImport, type Plugin, type PluginOption } from 'vite';
import type { StaticSplash } from '../host/shell/staticSplash.js';
import { sourceAliases } from './aliases.mjs';

/**
 * The built index.html holds the app's preparing screen (host/shell/staticSplash.tsx), rendered once at
 * build time with the app's own components and theme, in `#root` with its CSS in the head. Before, a cold
 * load showed a blank page until the entry chunk had loaded and run (on a phone's network about two
 * seconds of a first visit); the app's first render then replaces it with the same screen. The dev
 * server (`npm start`) serves index.html as it is.
 */
export function staticSplash(renderer: string, { plugins = [] }: { plugins?: PluginOption[] } = {}): Plugin {
  let splash: StaticSplash | null = null;
  return {
    name: 'spend-ui:static-splash',
    apply: 'build',
    async buildStart() {
      // The build runs its graph twice (vite-screen-chunks.ts): the screen is rendered once.
      if (splash) return;
      const { module } = await runnerImport<{ renderStaticSplash: () => StaticSplash }>(renderer, {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: sourceAliases },
        plugins,
      });
      splash = module.renderStaticSplash();
    },
    transformIndexHtml(html) {
      if (!splash) throw new Error('The preparing screen was not rendered before index.html.');
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no empty ${root} for the preparing screen.`);
      return {
        html: html.replace(root, `<div id="root">${splash.markup}</div>`),
        tags: [{ tag: 'style', attrs: { 'data-static-splash': '' }, children: splash.css, injectTo: 'head' }],
      };
    },
  };
}
