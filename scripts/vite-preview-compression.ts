import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The encodings sent, the browser's preferred first: brotli at its best quality (a static file is compressed once). */
const ENCODINGS = [
  {
    name: 'br',
    accepted: /\bbr\b/,
    compress: (bytes: Buffer) =>
      brotliAsync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
  },
  { name: 'gzip', accepted: /\bgzip\b/, compress: (bytes: Buffer) => gzipAsync(bytes) },
] as const;

/**
 * `vite preview` sends the build's files as they are; a production host (a CDN, nginx with precompressed
 * files) sends its text files brotli- or gzip-compressed. This answers the hashed assets (`/assets/…`:
 * scripts, styles, SVG, JSON) compressed with the first of brotli and gzip the browser accepts, so the
 * preview — the e2e tests' and `npm run lighthouse`'s server — loads the bytes a deployed host would.
 * Anything else goes on to Vite's own static server.
 */
export function previewCompression(): Plugin {
  return {
    name: 'spend-ui:preview-compression',
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, server.config.build.assetsDir);
      // The assets are hashed: a name's content never changes while the server runs.
      const compressed = new Map<string, Promise<Buffer | null>>();
      const compress = (file: string, encoding: (typeof ENCODINGS)[number]) =>
        readFile(file).then(
          (bytes) => encoding.compress(bytes),
          () => null,
        );
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const accepted = String(request.headers['accept-encoding'] ?? '');
        const encoding = ENCODINGS.find((candidate) => candidate.accepted.test(accepted));
        if (!encoding) return next();
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
        const key = `${encoding.name} ${file}`;
        if (!compressed.has(key)) compressed.set(key, compress(file, encoding));
        compressed.get(key)?.then(
          (body) => {
            if (!body) return next();
            response.setHeader('Content-Type', contentType);
            response.setHeader('Content-Encoding', encoding.name);
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
