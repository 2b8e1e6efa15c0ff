import { useCallback, useState } from 'react';
import { spreadsheetSafeCsv, type FileLoader } from 'spend-ui';
import { useApiClient } from './apiContext.js';
import type { ApiClient, DownloadedFile, QueryParams } from './client.js';
import { useApiAction, type ApiAction, type ApiActionOptions } from './useApiAction.js';

/** Hands a blob to the browser as a saved file. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The file as it may be saved: a CSV (by type or name) with every cell a spreadsheet would run as a
 * formula defused — the server's export included, whatever it sent — by spend-ui's one rule.
 */
async function spreadsheetSafeFile(file: DownloadedFile, fileName: string): Promise<DownloadedFile> {
  const isCsv = /^text\/csv\b/i.test(file.blob.type) || fileName.toLowerCase().endsWith('.csv');
  if (!isCsv) return file;
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer());
  return { ...file, blob: new Blob([spreadsheetSafeCsv(text)], { type: file.blob.type || 'text/csv;charset=utf-8' }) };
}

export interface ApiDownloadOptions extends Omit<ApiActionOptions<DownloadedFile>, 'revalidate'> {
  /** The name when the server sends no `Content-Disposition` file name. */
  fallbackFileName: string;
}

export interface ApiDownload extends ApiAction<[query?: QueryParams], DownloadedFile> {
  /** Percent received (0–100) while the server sends its length; `undefined` otherwise. */
  progress: number | undefined;
}

/**
 * Downloads `path` and saves it under the `Content-Disposition` name (a CSV made spreadsheet-safe
 * first): pending while it runs, a second press ignored, failures through the caller's `failure` text.
 */
export function useApiDownload(path: string, options: ApiDownloadOptions): ApiDownload {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const action = useApiAction(async (client: ApiClient, query?: QueryParams) => {
    setProgress(undefined);
    try {
      const received = await client.download(path, { query, onProgress: setProgress });
      const name = received.fileName ?? options.fallbackFileName;
      const file = await spreadsheetSafeFile(received, name);
      saveFile(file.blob, name);
      return file;
    } finally {
      setProgress(undefined);
    }
  }, options);
  return { ...action, progress };
}

/**
 * The loader a `FilePreview` takes for an address the server handed out (a receipt's file): the bytes
 * through the nearest client's `loadFile` (no token, no cookies sent to the file's origin).
 */
export function useFileLoader(): FileLoader {
  const client = useApiClient();
  return useCallback((address, signal) => client.loadFile(address, { signal }), [client]);
}
