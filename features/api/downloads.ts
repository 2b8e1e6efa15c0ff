import { useState } from 'react';
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

export interface ApiDownloadOptions extends Omit<ApiActionOptions<DownloadedFile>, 'revalidate'> {
  /** The name when the server sends no `Content-Disposition` file name. */
  fallbackFileName: string;
}

export interface ApiDownload extends ApiAction<[query?: QueryParams], DownloadedFile> {
  /** Percent received (0–100) while the server sends its length; `undefined` otherwise. */
  progress: number | undefined;
}

/**
 * Downloads `path` and saves it under the `Content-Disposition` name: pending while it runs, a
 * second press ignored, failures through the caller's `failure` text.
 */
export function useApiDownload(path: string, options: ApiDownloadOptions): ApiDownload {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const action = useApiAction(async (client: ApiClient, query?: QueryParams) => {
    setProgress(undefined);
    try {
      const file = await client.download(path, { query, onProgress: setProgress });
      saveFile(file.blob, file.fileName ?? options.fallbackFileName);
      return file;
    } finally {
      setProgress(undefined);
    }
  }, options);
  return { ...action, progress };
}
