// The built host's stand-in for `tldts` (host/vite.config.ts aliases it here). MSW's cookie store
// (tough-cookie) asks tldts for a host name's registrable domain when it checks a cookie's domain, and
// tldts carries the whole public suffix list: 100 of the 134 kB (gzip) of MSW's chunk that the demo
// backend fetches and runs before it can answer anything. The demo backend sets no cookies (the API
// authenticates with a token header), so the last two labels are a close enough answer: it differs from
// tldts only for a multi-label public suffix (`example.co.uk` answers `co.uk`, which makes such a
// site's cookies match more widely, never less).

/** tldts' `getDomain`, simplified: the last two labels of a host name; null for an IP address or a single label. */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  const labels = host.split('.').filter((label) => label.length > 0);
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
