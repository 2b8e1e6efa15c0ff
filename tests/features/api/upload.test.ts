import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from 'spend-ui/features';
import {
  PDF_FILES,
  PDF_OR_IMAGE_FILES,
  RECEIPT_FILES,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  fileTypeProblem,
  fileUploadRuleProps,
  toFormData,
} from '../../../features/api/uploads.js';
import { FakeXhr, createFakeXhr } from './fakeXhr.js';

function uploadClient(onUnauthorized = vi.fn()) {
  return createApiClient({ baseUrl: '/api/v1', getToken: () => 't0k', createXhr: createFakeXhr, onUnauthorized });
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No request was made.');
  return FakeXhr.last;
}

describe('client.upload', () => {
  it('opens no request before `ready` settles (the demo backend starting)', async () => {
    FakeXhr.last = null;
    let started = () => {};
    const ready = new Promise<void>((resolve) => {
      started = resolve;
    });
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't0k', createXhr: createFakeXhr, ready });
    const sent = client.upload('/x', new FormData());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeXhr.last).toBeNull();
    started();
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    lastXhr().respond(201, { id: 1 });
    await expect(sent).resolves.toEqual({ id: 1 });
  });

  it('sends the FormData as is with the default headers and the token, no content type', async () => {
    const form = toFormData({ category: 'TRANSACTION_RECEIPT_RESPONSE', transaction: 12 });
    const sent = uploadClient().upload<{ id: number }>('/card/card/transaction/memo-receipt-response', form);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/card/card/transaction/memo-receipt-response');
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Token t0k' });
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    xhr.respond(201, { results: { id: 4 } });
    await expect(sent).resolves.toEqual({ results: { id: 4 } });
  });

  it('reports progress in percent as the body goes out, ending at 100', async () => {
    const seen: number[] = [];
    const sent = uploadClient().upload('/x', new FormData(), { method: 'PATCH', onProgress: (p) => seen.push(p) });
    const xhr = lastXhr();
    expect(xhr.method).toBe('PATCH');
    xhr.progress(0, 400);
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.respond(200, {});
    await sent;
    expect(seen).toEqual([0, 25, 100, 100]);
  });

  it('is cancelled by its signal with an aborted ApiError', async () => {
    const controller = new AbortController();
    const sent = uploadClient().upload('/x', new FormData(), { signal: controller.signal });
    controller.abort();
    const error = await sent.catch((e: unknown) => e);
    expect(lastXhr().aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('never starts when the signal is already aborted', async () => {
    FakeXhr.last = null;
    const controller = new AbortController();
    controller.abort();
    await expect(uploadClient().upload('/x', new FormData(), { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(FakeXhr.last).toBeNull();
  });

  it('turns an error answer into an ApiError with its body, and 401/403 into the sign-out callback', async () => {
    const onUnauthorized = vi.fn();
    const client = uploadClient(onUnauthorized);
    const bad = client.upload('/x', new FormData());
    lastXhr().respond(400, { results: { error: 'Image too large' } });
    await expect(bad).rejects.toMatchObject({
      status: 400,
      kind: 'http',
      body: { results: { error: 'Image too large' } },
    });
    const denied = client.upload('/x', new FormData());
    lastXhr().respond(403, { detail: 'no' });
    await expect(denied).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledWith(403);
  });

  it('tells a lost connection apart as a network error', async () => {
    const sent = uploadClient().upload('/x', new FormData());
    lastXhr().fail();
    await expect(sent).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});

describe('toFormData', () => {
  it('keeps files, writes numbers and booleans as text, repeats lists and leaves out unset values', () => {
    const image = new File(['x'], 'receipt.png', { type: 'image/png' });
    const form = toFormData({
      category: 'TRANSACTION_RECEIPT_RESPONSE',
      transaction: 42,
      physical: false,
      image,
      tags: ['a', 'b'],
      address: { city: 'Toronto' },
      memo: undefined,
      note: null,
    });
    expect(form.get('category')).toBe('TRANSACTION_RECEIPT_RESPONSE');
    expect(form.get('transaction')).toBe('42');
    expect(form.get('physical')).toBe('false');
    expect((form.get('image') as File).name).toBe('receipt.png');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('address')).toBe('{"city":"Toronto"}');
    expect(form.has('memo')).toBe(false);
    expect(form.has('note')).toBe(false);
  });
});

describe('file type rules', () => {
  const PDF = '%PDF-1.4';
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const GIF = 'GIF89a';
  const SCRIPT_PAGE = '<html><body><script>alert(localStorage.getItem("session"))</script></body></html>';
  const file = (name: string, content: BlobPart, type = '') => new File([content], name, { type });

  it('accepts pdf, jpg, jpeg and png by content for the void cheque and statements', async () => {
    for (const [name, content] of [
      ['a.pdf', PDF],
      ['b.JPG', JPEG],
      ['c.jpeg', JPEG],
      ['d.png', PNG],
      ['scan', PDF],
    ] as const)
      expect(await fileTypeProblem(file(name, content), PDF_OR_IMAGE_FILES)).toBeUndefined();
    expect(await fileTypeProblem(file('e.gif', GIF), PDF_OR_IMAGE_FILES)).toBe(
      'Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.',
    );
  });

  it('refuses receipt.pdf declared text/html (or application/pdf) that holds a page with script, with the spec text', async () => {
    for (const type of ['text/html', 'application/pdf', '']) {
      expect(await fileTypeProblem(file('receipt.pdf', SCRIPT_PAGE, type), RECEIPT_FILES)).toBe(
        'Unsupported file format uploaded. Please upload a pdf or an image file.',
      );
      expect(await fileTypeProblem(file('cheque.png', SCRIPT_PAGE, type), PDF_OR_IMAGE_FILES)).toBe(
        'Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.',
      );
    }
  });

  it('refuses a file over 10 MB for every rule, with the size message, before reading it', async () => {
    const large = new File([PDF, new Uint8Array(MAX_UPLOAD_BYTES)], 'statement.pdf', { type: 'application/pdf' });
    const atLimit = new File([PDF, new Uint8Array(MAX_UPLOAD_BYTES - PDF.length)], 'statement.pdf');
    for (const rule of [PDF_FILES, PDF_OR_IMAGE_FILES, RECEIPT_FILES]) {
      expect(await fileTypeProblem(large, rule)).toBe('This file is too large. Please upload a file of up to 10 MB.');
      expect(await fileTypeProblem(atLimit, rule)).toBeUndefined();
      expect(fileUploadRuleProps(rule)).toMatchObject({ maxSize: MAX_UPLOAD_BYTES, tooLargeMessage: FILE_TOO_LARGE });
    }
  });

  it('takes only PDFs where the KYB forms say PDF only, whatever the name or declared type', async () => {
    expect(await fileTypeProblem(file('statement.pdf', PDF), PDF_FILES)).toBeUndefined();
    expect(await fileTypeProblem(file('scan', PDF, 'image/png'), PDF_FILES)).toBeUndefined();
    expect(await fileTypeProblem(file('scan.pdf', PNG, 'application/pdf'), PDF_FILES)).toBeDefined();
  });

  it('offers the chooser both extensions and MIME types', () => {
    expect(PDF_OR_IMAGE_FILES.accept).toEqual([
      '.pdf',
      'application/pdf',
      '.jpg',
      'image/jpeg',
      '.jpeg',
      '.png',
      'image/png',
    ]);
  });
});
