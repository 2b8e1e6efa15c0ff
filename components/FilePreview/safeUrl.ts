/** What an address is used for: any link or embed, or an image's source (which may also be a data URL). */
export type SafeUrlUse = 'link' | 'image';

/**
 * `localhost`, 127.0.0.0/8 and `[::1]`: the machine itself, which browsers trust over plain http as
 * over https (W3C Secure Contexts, "potentially trustworthy"): a server on the developer's machine.
 */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * The address to render, or `null` when it must be shown as plain text. Only `https:` and `blob:`
 * addresses pass, `http:` on the machine itself (localhost, 127.x.x.x, [::1]: a local server's files),
 * and `data:image/…` for images; `javascript:`, other `http:`, other schemes and relative addresses do
 * not. The address is parsed the way a browser parses it (so tabs, new lines and odd letter case cannot
 * hide a scheme), and the parsed form is returned, so what was checked is what loads.
 */
export function safeUrl(address: string, use: SafeUrlUse = 'link'): string | null {
  let url: URL;
  try {
    // No base: a relative address throws and is refused.
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || url.protocol === 'blob:') return url.href;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url.href;
  if (use === 'image' && url.protocol === 'data:' && /^image\/[a-z0-9.+-]+[;,]/i.test(url.pathname)) return url.href;
  return null;
}
