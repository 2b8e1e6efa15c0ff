// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORAGE_KEY, DemoStore, type PersistedDemoState } from '../../../host/mock-api/index.js';
import { RowTable } from '../../../host/mock-api/core/rowTable.js';
import { memoryStorage } from './harness.js';

afterEach(() => vi.restoreAllMocks());

function persisted(storage: ReturnType<typeof memoryStorage>): PersistedDemoState {
  return JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY) ?? 'null') as PersistedDemoState;
}

describe('rows handed out as copies', () => {
  it('no read or write answer changes the store when changed', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    const before = store.snapshot();

    const company = store.get('companies', 1);
    if (!company) throw new Error('seed has no company 1');
    company.company_name = 'Mutated';
    company.beta_features.push('MUTATED');
    const found = store.find('companies', (row) => row.id === 1);
    if (found) found.receipt_threshold = -1;
    for (const row of store.filter('users', () => true)) row.name = 'Mutated';
    for (const row of store.all('locations')) row.name = 'Mutated';
    expect(store.snapshot()).toEqual(before);

    const inserted = store.insert('departments', { company_id: 1, name: 'Legal' });
    inserted.name = 'Mutated';
    const updated = store.update('departments', inserted.id, { name: 'Legal & Risk' });
    updated.name = 'Mutated';
    expect(store.get('departments', inserted.id)?.name).toBe('Legal & Risk');
    // The log keeps what was written, not what the caller did with the answer afterwards.
    expect(store.changes.at(-2)).toMatchObject({ op: 'insert', row: { name: 'Legal' } });
  });

  it('keeps the values a caller passed in apart from the stored row', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    const features = ['RECEIPT_APPROVAL'];
    store.update('companies', 1, { beta_features: features });
    features.push('MUTATED');
    expect(store.get('companies', 1)?.beta_features).toEqual(['RECEIPT_APPROVAL']);
  });

  it('gives predicates rows they cannot change', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    expect(() =>
      store.find('companies', (row) => {
        (row as { company_name: string }).company_name = 'Mutated';
        return true;
      }),
    ).toThrow(TypeError);
    expect(store.get('companies', 1)?.company_name).toBe('Northwind Supply Co.');
  });
});

describe('lookups by id', () => {
  it('finds each of 10,000 inserted rows without scanning the table', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    const scans = vi.spyOn(RowTable.prototype, 'values');
    const started = performance.now();
    const ids: number[] = [];
    for (let index = 0; index < 10_000; index += 1) {
      ids.push(
        store.insert('outbox', { to: `p${index}@example.com`, subject: 's', link: `/l/${index}`, sent_at: index }).id,
      );
    }
    const misses = ids.filter((id, index) => store.get('outbox', id)?.link !== `/l/${index}`);
    for (const id of ids) store.update('outbox', id, { subject: 'read' });
    expect(misses).toEqual([]);
    for (const id of ids.slice(0, 5_000)) store.remove('outbox', id);
    expect(scans).not.toHaveBeenCalled();
    expect(store.count('outbox')).toBe(5_000);
    // A scan per lookup would visit 10,000 × 10,000 rows; a generous bound for a busy machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('keeps a row in its place when it changes, and never reuses the id of a deleted row', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    const names = () => store.all('departments').map((row) => row.name);
    const first = store.insert('departments', { company_id: 1, name: 'A' });
    store.insert('departments', { company_id: 1, name: 'B' });
    store.update('departments', first.id, { name: 'A2' });
    expect(names().slice(-2)).toEqual(['A2', 'B']);
    const last = store.insert('departments', { company_id: 1, name: 'C' });
    store.remove('departments', last.id);
    expect(store.insert('departments', { company_id: 1, name: 'D' }).id).toBe(last.id + 1);
  });
});

describe('uploaded files', () => {
  it('keeps the bytes out of the log: a reload keeps the row and may lose the bytes', async () => {
    const storage = memoryStorage();
    const store = new DemoStore({ seed: 3, storage });
    const receipt = new File(['%PDF-1.7 receipt bytes'], 'receipt.pdf', { type: 'application/pdf' });
    const reference = store.saveFile(receipt);
    expect(reference).toEqual({ file_id: expect.any(String), name: 'receipt.pdf', type: 'application/pdf', size: 22 });
    // A table the log keeps (the outbox lasts only until a reload).
    const row = store.insert('bankStatements', { company_id: 1, file: reference, uploaded_at: '2026-01-05' });

    expect(await store.file(reference)?.text()).toBe('%PDF-1.7 receipt bytes');
    expect(store.fileUrl(reference)).toMatch(/^blob:/);
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).not.toContain('receipt bytes');

    const reloaded = new DemoStore({ storage });
    expect(reloaded.get('bankStatements', row.id)?.file).toEqual(reference);
    expect(reloaded.file(reference)).toBeUndefined();
    expect(reloaded.fileUrl(reference)).toBeNull();
  });

  it('refuses a row that holds a file itself', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    const blob = new Blob(['x']);
    expect(() =>
      store.insert('outbox', { to: 'a@example.com', subject: blob as unknown as string, link: '/', sent_at: 0 }),
    ).toThrow(/saveFile/);
    expect(() => store.update('companies', 1, { beta_features: [blob as unknown as string] })).toThrow(/saveFile/);
    expect(store.changes).toEqual([]);
  });

  it('gives two files saved at the same point different ids, and forgets them on reset', () => {
    const store = new DemoStore({ seed: 3, storage: null });
    const first = store.saveFile(new Blob(['1']), 'a.png');
    const second = store.saveFile(new Blob(['2']), 'b.png');
    expect(first.file_id).not.toBe(second.file_id);
    store.reset();
    expect(store.file(first)).toBeUndefined();
  });
});

describe('a failing persist', () => {
  it('is reported on the console once and kept in persistFailure until a write succeeds', () => {
    const storage = memoryStorage();
    const store = new DemoStore({ seed: 3, storage });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const setItem = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw quota;
    });
    expect(store.persistFailure).toBeNull();

    store.insert('departments', { company_id: 1, name: 'Legal' });
    store.insert('departments', { company_id: 1, name: 'Risk' });
    expect(store.persistFailure).toBe(quota);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[1]).toBe(quota);
    // The session keeps working in memory.
    expect(store.count('departments', (row) => row.name === 'Risk')).toBe(1);

    setItem.mockRestore();
    store.insert('departments', { company_id: 1, name: 'Audit' });
    expect(store.persistFailure).toBeNull();
    expect(persisted(storage).changes).toHaveLength(3);
  });
});
