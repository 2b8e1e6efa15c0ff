import { useEffect, useState } from 'react';
import { FILE_FORMATS, readFileFormat } from '../FileUpload/fileFormat.js';

/** What a preview shows of an address: loading, its bytes as an image or PDF, or why not. */
export type PreviewedFile =
  | { status: 'loading' }
  | { status: 'shown'; as: 'image' | 'pdf'; url: string }
  | { status: 'unsupported' }
  | { status: 'unavailable' };

/**
 * Loads an address (already checked by `safeUrl`) and decides by its bytes what it is: a PDF or an
 * image comes back as an object URL of those bytes re-typed to their format — so the browser shows
 * them as that, never as a page that runs script, whatever type the server or the uploader gave —
 * and anything else as `unsupported`. A failed load (a cross-origin address without CORS, bytes lost)
 * is `unavailable`. The object URL is revoked when the address changes or the preview unmounts.
 */
export function usePreviewedFile(address: string | null): PreviewedFile {
  const [previewed, setPreviewed] = useState<{ address: string; file: PreviewedFile } | null>(null);

  useEffect(() => {
    if (address === null) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const settle = (file: PreviewedFile) => {
      if (!controller.signal.aborted) setPreviewed({ address, file });
    };
    void (async () => {
      try {
        const response = await fetch(address, { signal: controller.signal, credentials: 'omit' });
        if (!response.ok) return settle({ status: 'unavailable' });
        const bytes = await response.blob();
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
  }, [address]);

  return previewed && previewed.address === address ? previewed.file : { status: 'loading' };
}
