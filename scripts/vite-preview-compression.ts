import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * `vite preview` sends the build's files as they are; a production host (any CDN, nginx's gzip) sends
 * its text files compressed. This answers the hashed assets (`/assets/…`: scripts, styles, SVG, JSON)
 * gzip-compressed when the browser accepts it, so the preview — the e2e tests' and `npm run lighthouse`'s
 * server — loads the bytes a deployed host would. Anything else goes on to Vite's own static server.
 */
export function previewCompression(): Plugin {
  return {
    name: 'spend-ui:preview-compression',
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, server.config.build.assetsDir);
      // The assets are hashed: a name's content never changes while the server runs.
      const compressed = new Map<string, Promise<Buffer | null>>();
      const compress = (file: string) =>
        readFile(file).then(
          (bytes) => gzipAsync(bytes),
          () => null,
        );
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://preview').pathname);
        } catch {
          return next();
        }
        const extension = /\.[a-z]+$/.exec(pathname)?.[0] ?? '';
        const contentType = CONTENT_TYPES[extension];
        const file = join(assets, pathname.replace(/^\/assets\//, ''));
        if (!contentType || !pathname.startsWith('/assets/') || !file.startsWith(assets + sep)) return next();
        if (!compressed.has(file)) compressed.set(file, compress(file));
        compressed.get(file)?.then(
          (body) => {
            if (!body) return next();
            response.setHeader('Content-Type', contentType);
            response.setHeader('Content-Encoding', 'gzip');
            response.setHeader('Content-Length', body.length);
            response.setHeader('Vary', 'Accept-Encoding');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(request.method === 'HEAD' ? undefined : body);
          },
          () => next(),
        );
      });
    },
  };
}
