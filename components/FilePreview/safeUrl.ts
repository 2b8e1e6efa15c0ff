/** What an address is used for: any link or embed, or an image's source (which may also be a data URL). */
export type SafeUrlUse = 'link' | 'image';

/**
 * The address to render, or `null` when it must be shown as plain text. Only `https:` and `blob:`
 * addresses pass, and `data:image/…` for images; `javascript:`, `http:`, other schemes and relative
 * addresses do not. The address is parsed the way a browser parses it (so tabs, new lines and odd
 * letter case cannot hide a scheme), and the parsed form is returned, so what was checked is what loads.
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
  if (use === 'image' && url.protocol === 'data:' && /^image\/[a-z0-9.+-]+[;,]/i.test(url.pathname)) return url.href;
  return null;
}
