import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Clipboard API that copying needs (a test can pass its own). */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/**
 * Writes `value` to the clipboard. Resolves when copied; rejects when the Clipboard API is
 * missing (insecure context, old browser, server) or the browser refuses.
 */
export async function copyText(value: string, clipboard: ClipboardWriter | undefined) {
  if (!clipboard) throw new Error('The Clipboard API is not available');
  await clipboard.writeText(value);
}

/** The browser's clipboard, or undefined where there is none (server, insecure context). */
export function browserClipboard(): ClipboardWriter | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

export interface UseCopyButtonOptions {
  value: string;
  onCopied?: (value: string) => void;
  onCopyError?: (error: unknown) => void;
  /** How long `isCopied` stays true after a copy, in ms. */
  copiedDuration?: number;
}

/** Copies on demand and reports whether the last copy succeeded recently (for a check mark). */
export function useCopyButton({ value, onCopied, onCopyError, copiedDuration = 2000 }: UseCopyButtonOptions) {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      await copyText(value, browserClipboard());
    } catch (error) {
      setCopied(false);
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedDuration);
    onCopied?.(value);
  }, [value, onCopied, onCopyError, copiedDuration]);

  return { copy, isCopied };
}
