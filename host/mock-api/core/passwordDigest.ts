/**
 * One-way digest of a password for the demo backend's user table. The demo backend runs in the
 * browser and keeps its changes in sessionStorage, so it never stores a password as typed: a
 * registration or reset writes only this digest. cyrb53 (two 53-bit lanes) is not a security hash;
 * it only keeps what the user typed out of storage, in a function that seeding can call synchronously.
 */
export function passwordDigest(password: string): string {
  const salted = `spend-ui-demo:${password}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < salted.length; i += 1) {
    const code = salted.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const high = (h2 >>> 0).toString(16).padStart(8, '0');
  const low = (h1 >>> 0).toString(16).padStart(8, '0');
  return `cyrb53:${high}${low}`;
}
