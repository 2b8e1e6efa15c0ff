/** cyrb53 (two 53-bit lanes) of a text, as 16 hexadecimal characters after `cyrb53:`. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const high = (h2 >>> 0).toString(16).padStart(8, '0');
  const low = (h1 >>> 0).toString(16).padStart(8, '0');
  return `cyrb53:${high}${low}`;
}

/**
 * One-way digest of a password for the demo backend's user table. The demo backend runs in the
 * browser and keeps its changes in sessionStorage, so it never stores a password as typed: a
 * registration or reset writes only this digest. cyrb53 is not a security hash; it only keeps what
 * the user typed out of storage, in a function that seeding can call synchronously.
 */
export function passwordDigest(password: string): string {
  return cyrb53(`spend-ui-demo:${password}`);
}

/**
 * One-way digest of a one-time secret (a code, a reset or verification link's token, a bank link
 * token): the rows keep this, so the change log in sessionStorage never holds a secret that would
 * let someone reading it act as the user. A request's secret is digested and compared.
 */
export function secretDigest(secret: string): string {
  return cyrb53(`spend-ui-demo-secret:${secret}`);
}
