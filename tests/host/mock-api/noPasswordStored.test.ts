// @vitest-environment node
// The demo backend keeps its changes in sessionStorage; no password a user types may land there.
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../host/mock-api/core/passwordDigest.js';
import { memoryStorage, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

describe('passwords in the demo backend', () => {
  it('registration and password reset write only a digest to storage, and the password still signs in', async () => {
    const storage = memoryStorage();
    backend.recreate({ storage });
    const password = 'Unique-secret-4711';
    await backend.client.post('/auth/users', {
      name: 'Zoe Martin',
      account_name: 'Martin Coffee Roasters',
      phone: '+1(613) 555-0199',
      email: 'zoe@martin-coffee.example',
      password,
    });
    await backend.client.post('/reset-password/', { email: 'zoe@martin-coffee.example' });
    const mail = backend.store.filter('outbox', (item) => item.to === 'zoe@martin-coffee.example').at(-1);
    const token = mail?.link.split('/').at(-1) ?? '';
    const resetTo = 'Another-secret-8812';
    await backend.client.post('/reset-password/confirm/', { token, password: resetTo });

    const persisted = [...storage.items.values()].join('\n');
    expect(persisted.length).toBeGreaterThan(0);
    expect(persisted).not.toContain(password);
    expect(persisted).not.toContain(resetTo);
    expect(persisted).toContain(passwordDigest(resetTo));

    const login = await backend.client.post<{ user: { email: string } }>('/auth/users/login', {
      user: { email: 'zoe@martin-coffee.example', password: resetTo },
    });
    expect(login.user.email).toBe('zoe@martin-coffee.example');
  });

  it('gives different digests for different passwords and the same for the same one', () => {
    expect(passwordDigest('a')).toBe(passwordDigest('a'));
    expect(passwordDigest('a')).not.toBe(passwordDigest('b'));
    expect(passwordDigest('Spend-demo-1')).not.toContain('Spend-demo-1');
  });
});
