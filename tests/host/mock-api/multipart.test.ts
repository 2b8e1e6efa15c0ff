// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES as CLIENT_MAX_UPLOAD_BYTES, toFormData } from '../../../features/api/uploads.js';
import { MAX_UPLOAD_BYTES } from '../../../host/mock-api/core/multipart.js';
import {
  createRouteBuilder,
  DemoStore,
  json,
  readMultipart,
  serverMessages,
  type StoredFile,
} from '../../../host/mock-api/index.js';

const BASE = 'http://multipart.test/api/v1';
const store = new DemoStore({ storage: null, latencyMs: 0 });
const routes = createRouteBuilder(() => store, BASE);

// A receipt upload as a domain handler would write it: fields, a file kept by reference.
const server = setupServer(
  routes.open('post', '/receipt', async ({ request }) => {
    const body = await readMultipart(request);
    const image = body.file('image');
    const stored: StoredFile | null = image ? store.saveFile(image) : null;
    return json({
      names: body.names(),
      category: body.text('category'),
      transaction: body.number('transaction'),
      physical: body.boolean('physicalCard'),
      tags: body.texts('tags'),
      limits: body.json('card_limits'),
      missing: { text: body.text('nope'), number: body.number('nope') ?? null, file: body.file('nope') ?? null },
      image: stored,
      bytes: stored ? await store.file(stored)?.text() : null,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('readMultipart', () => {
  it('reads what toFormData writes: texts, numbers, booleans, lists, JSON and files', async () => {
    const form = toFormData({
      category: ' TRANSACTION_RECEIPT_RESPONSE ',
      transaction: 42,
      physicalCard: false,
      tags: ['a', 'b'],
      card_limits: { transactionDollarLimit: 500 },
      image: new File(['jpeg bytes'], 'receipt.jpg', { type: 'image/jpeg' }),
      absent: undefined,
    });
    const response = await fetch(`${BASE}/receipt`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      names: ['category', 'transaction', 'physicalCard', 'tags', 'card_limits', 'image'],
      category: 'TRANSACTION_RECEIPT_RESPONSE',
      transaction: 42,
      physical: false,
      tags: ['a', 'b'],
      limits: { transactionDollarLimit: 500 },
      missing: { text: '', number: null, file: null },
      image: { file_id: expect.any(String), name: 'receipt.jpg', type: 'image/jpeg', size: 10 },
      bytes: 'jpeg bytes',
    });
  });

  it('answers 415 to a body that is not a form', async () => {
    const response = await fetch(`${BASE}/receipt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: 'x' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ detail: serverMessages.unsupportedMediaType('application/json') });
  });

  it('answers 413 to a file over the limit the client checks, and takes one at it', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(CLIENT_MAX_UPLOAD_BYTES);
    const send = (size: number) =>
      fetch(`${BASE}/receipt`, {
        method: 'POST',
        body: toFormData({ image: new File([new Uint8Array(size)], 'receipt.pdf', { type: 'application/pdf' }) }),
      });
    const refused = await send(MAX_UPLOAD_BYTES + 1);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ detail: serverMessages.fileTooLarge(10) });
    expect((await send(MAX_UPLOAD_BYTES)).status).toBe(200);
  });
});
