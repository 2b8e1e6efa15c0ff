import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActionOutcome } from 'spend-ui/features';
import { useApiDownload } from '../../../features/api/downloads.js';
import { type DownloadedFile } from '../../../features/api/client.js';
import { deferred, fakeServer, harnessFor, type Answer } from './fakeServer.js';

// cards-transactions-team.md §8: "Export fails | Something went wrong please try again later."
const EXPORT_FAILED = 'Something went wrong please try again later.';
const CSV = 'date,amount\n2024-05-01,12.50\n';

interface SavedFile {
  name: string;
  href: string;
}

let saved: SavedFile[] = [];
const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  saved = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs and cannot follow a download link.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function csvAnswer(headers: Record<string, string> = {}): Answer {
  return { status: 200, raw: CSV, headers: { 'content-type': 'text/csv', ...headers } };
}

function renderDownload(route: () => Answer | Promise<Answer>) {
  const server = fakeServer({ 'GET /card/card/transaction/export': route });
  const view = renderHook(
    () =>
      useApiDownload('/card/card/transaction/export', {
        fallbackFileName: 'transactions.csv',
        failure: { fallback: EXPORT_FAILED },
      }),
    { wrapper: harnessFor(server.client) },
  );
  return { ...view, server };
}

describe('useApiDownload', () => {
  it('saves the file under its Content-Disposition name and frees the object URL afterwards', async () => {
    const { result, server } = renderDownload(() =>
      csvAnswer({ 'content-disposition': 'attachment; filename="transactions-2024-05.csv"' }),
    );
    let outcome: ActionOutcome<DownloadedFile> | undefined;
    await act(async () => {
      outcome = await result.current.run({ start_date: '2024-05-01' });
    });
    expect(outcome?.status).toBe('done');
    expect(server.requests[0]?.url).toBe('/api/v1/card/card/transaction/export?start_date=2024-05-01');
    expect(saved).toEqual([{ name: 'transactions-2024-05.csv', href: `blob:test/${CSV.length}` }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(`blob:test/${CSV.length}`));
  });

  it('saves a CSV with no cell a spreadsheet would run as a formula, whatever the server wrote', async () => {
    const memo = '=HYPERLINK("http://evil.example","Receipt")';
    const server = `id,amount,memo\n1,-12.50,"${memo.replaceAll('"', '""')}"\n2,3.00,@SUM(A1)\n3,4.00,Lunch\n`;
    const { result } = renderDownload(() => ({ status: 200, raw: server, headers: { 'content-type': 'text/csv' } }));
    await act(() => result.current.run());
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toBe(
      `id,amount,memo\n1,-12.50,"'${memo.replaceAll('"', '""')}"\n2,3.00,'@SUM(A1)\n3,4.00,Lunch\n`,
    );
  });

  it('uses the fallback name when the server sends none', async () => {
    const { result } = renderDownload(() => csvAnswer());
    await act(() => result.current.run());
    expect(saved.map((file) => file.name)).toEqual(['transactions.csv']);
  });

  it('is pending from the press until the file arrives, and ignores a second press meanwhile', async () => {
    const answer = deferred<Answer>();
    const { result, server } = renderDownload(() => answer.promise);
    let first: Promise<ActionOutcome<DownloadedFile>> | undefined;
    let second: ActionOutcome<DownloadedFile> | undefined;
    await act(async () => {
      first = result.current.run();
      second = await result.current.run();
    });
    expect(result.current.pending).toBe(true);
    expect(second).toEqual({ status: 'ignored' });
    answer.resolve(csvAnswer());
    await act(async () => {
      await first;
    });
    expect(result.current.pending).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  it('reports progress as the file arrives while the server sends the length, and none once done', async () => {
    const bytes = new TextEncoder().encode(CSV);
    const half = Math.floor(bytes.byteLength / 2);
    let sendRest: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, half));
        sendRest = () => {
          controller.enqueue(bytes.slice(half));
          controller.close();
        };
      },
    });
    const { result } = renderDownload(() => ({
      status: 200,
      raw: body,
      headers: { 'content-type': 'text/csv', 'content-length': String(bytes.byteLength) },
    }));
    let running: Promise<ActionOutcome<DownloadedFile>> | undefined;
    act(() => {
      running = result.current.run();
    });
    await waitFor(() => expect(result.current.progress).toBe(Math.round((half / bytes.byteLength) * 100)));
    expect(result.current.pending).toBe(true);
    sendRest();
    await act(async () => {
      await running;
    });
    expect(result.current.progress).toBeUndefined();
    expect(saved.map((file) => file.name)).toEqual(['transactions.csv']);
  });

  it("shows the caller's failure text and saves nothing when the export fails", async () => {
    const { result } = renderDownload(() => ({ status: 500, body: { detail: 'Traceback (most recent call last)' } }));
    let outcome: ActionOutcome<DownloadedFile> | undefined;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toMatchObject({ status: 'failed', error: { status: 500 } });
    expect(await screen.findByRole('alertdialog', { name: EXPORT_FAILED })).toBeInTheDocument();
    expect(screen.queryByText(/Traceback/)).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(result.current.pending).toBe(false);
  });
});
