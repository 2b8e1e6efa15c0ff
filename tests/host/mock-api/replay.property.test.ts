// @vitest-environment node
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from 'spend-ui/features';
import { createDemoStore, DemoStore, handlers, type ApiSignedInUser } from '../../../host/mock-api/index.js';
import { accessSeeder } from '../../../host/mock-api/auth/seed.js';
import { BASE_URL, failure, memoryStorage } from './harness.js';

type Operation =
  | { kind: 'insert'; name: string }
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'delete'; pick: number }
  | { kind: 'threshold'; value: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), name: fc.string() }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: fc.string() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('threshold' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
);

function run(store: DemoStore, operations: readonly Operation[]): void {
  for (const op of operations) {
    const rows = store.all('departments');
    const target = rows.length > 0 && 'pick' in op ? rows[op.pick % rows.length] : undefined;
    if (op.kind === 'insert') store.insert('departments', { company_id: 1, name: op.name });
    else if (op.kind === 'rename' && target) store.update('departments', target.id, { name: op.name });
    else if (op.kind === 'delete' && target) store.remove('departments', target.id);
    else if (op.kind === 'threshold') store.update('companies', 1, { receipt_threshold: op.value });
  }
}

describe('change-log replay', () => {
  it('rebuilds exactly the same tables after any sequence of writes', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(operation, { maxLength: 40 }), (seed, operations) => {
        const storage = memoryStorage();
        // The writes touch the access tables only; the transactions domain's thousands of rows would
        // only make each run slower.
        const store = new DemoStore({ seed, storage, seeders: [accessSeeder] });
        run(store, operations);
        const reloaded = new DemoStore({ storage, seeders: [accessSeeder] });
        expect(reloaded.snapshot()).toEqual(store.snapshot());
        expect(reloaded.changes).toEqual(store.changes);
      }),
      { numRuns: 60 },
    );
  });
});

describe('login with arbitrary input', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers 400 with a message and never a token for anything but a demo password', async () => {
    createDemoStore({ latencyMs: 0, storage: null });
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => null });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('admin@northwind.example', 'nobody@example.com', ''),
        fc.string().filter((password) => password !== 'Spend-demo-1'),
        async (email, password) => {
          const error = await failure(
            client.post<{ user: ApiSignedInUser }>('/auth/users/login', { user: { email, password } }),
          );
          expect(error.status).toBe(400);
          expect(error.body).toMatchObject({
            user: { error: expect.any(String) },
            errors: { error: [expect.any(String)] },
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
