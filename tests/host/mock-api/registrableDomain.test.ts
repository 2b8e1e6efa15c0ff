import { describe, expect, it } from 'vitest';
import { getDomain } from '../../../host/mock-api/core/registrableDomain.js';

// The built host's stand-in for tldts in MSW's cookie store (host/vite.config.ts).
describe('getDomain (the demo build stand-in for tldts)', () => {
  it('answers the last two labels of a host name', () => {
    expect(getDomain('app.spend.example.com')).toBe('example.com');
    expect(getDomain('Example.COM.')).toBe('example.com');
  });

  it('answers null for a single label or an IP address, as tldts does', () => {
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
  });
});
