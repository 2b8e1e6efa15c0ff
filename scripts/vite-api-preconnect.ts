import type { Plugin } from 'vite';

/**
 * With VITE_API_URL on another origin, the page's first call (the session check, with its CORS
 * preflight) opens a connection to the API only once the app has run: on a phone's network that is a
 * round trip more before the first screen. `<link rel="preconnect">` opens it while the scripts load.
 * `crossorigin`: the calls carry no cookies, so they use the browser's anonymous connections.
 * Nothing is added in demo mode (no VITE_API_URL) or for an API on the page's own origin (a path).
 */
export function apiPreconnect(): Plugin {
  let apiOrigin: string | null = null;
  return {
    name: 'spend-ui:api-preconnect',
    configResolved(config) {
      const apiUrl = (config.env.VITE_API_URL as string | undefined) ?? '';
      apiOrigin = URL.canParse(apiUrl) ? new URL(apiUrl).origin : null;
    },
    transformIndexHtml() {
      if (!apiOrigin) return [];
      return [
        { tag: 'link', attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' }, injectTo: 'head-prepend' },
      ];
    },
  };
}
