import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FILE_FORMATS, readFileFormat } from '../FileUpload/fileFormat.js';

/**
 * Loads the bytes of an address the preview has checked (`safeUrl`), through the caller's HTTP client;
 * rejects when they cannot be had. `signal` aborts when the address changes or the preview unmounts.
 */
export type FileLoader = (address: string, signal: AbortSignal) => Promise<Blob>;

/** What a preview shows of a file: loading, its bytes as an image or PDF, or why not. */
export type PreviewedFile =
  | { status: 'loading' }
  | { status: 'shown'; as: 'image' | 'pdf'; url: string }
  | { status: 'unsupported' }
  | { status: 'unavailable' };

/** The file's bytes: those given, or what the loader brings for an address (none: the file is unavailable). */
function bytesOf(source: Blob | string, load: FileLoader | undefined, signal: AbortSignal): Promise<Blob> {
  if (typeof source !== 'string') return Promise.resolve(source);
  return load ? load(source, signal) : Promise.reject(new Error('No loader was given for the address.'));
}

/**
 * Decides by its bytes what a file is — the bytes given, or those `load` brings for a checked address:
 * a PDF or an image comes back as an object URL of those bytes re-typed to their format — so the
 * browser shows them as that, never as a page that runs script, whatever type the server or the
 * uploader gave — and anything else as `unsupported`. A failed load is `unavailable`. The preview
 * fetches nothing itself. `load` is called once per address (a new function for the same address loads
 * nothing again); the object URL is revoked when the source changes or the preview unmounts.
 */
export function usePreviewedFile(source: Blob | string | null, load?: FileLoader): PreviewedFile {
  const [previewed, setPreviewed] = useState<{ source: Blob | string; file: PreviewedFile } | null>(null);
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (source === null) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const settle = (file: PreviewedFile) => {
      if (!controller.signal.aborted) setPreviewed({ source, file });
    };
    void (async () => {
      try {
        const bytes = await bytesOf(source, latestLoad.current, controller.signal);
        const format = await readFileFormat(bytes);
        if (!format) return settle({ status: 'unsupported' });
        if (controller.signal.aborted) return;
        const { mimeType, preview } = FILE_FORMATS[format];
        objectUrl = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
        settle({ status: 'shown', as: preview, url: objectUrl });
      } catch {
        settle({ status: 'unavailable' });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);

  return previewed && previewed.source === source ? previewed.file : { status: 'loading' };
}
