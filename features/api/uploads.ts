import { useCallback, useRef, useState } from 'react';
import { acceptedFile } from 'spend-ui';
import type { ApiClient, ProgressListener } from './client.js';
import { useApiAction, type ApiAction, type ApiActionOptions } from './useApiAction.js';

/** A value of a multipart payload. Objects (not files) are sent as JSON text. */
export type FormDataValue = string | number | boolean | Blob | null | undefined | readonly unknown[] | object;

/**
 * The spec's multipart payloads as `FormData`: files and blobs as they are, numbers and booleans as
 * text, lists as repeated fields, other objects as JSON; `null` and `undefined` are left out.
 */
export function toFormData(payload: Record<string, FormDataValue>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}

/**
 * The largest file any upload of the product takes: 10 MB (the spec gives no limit; a phone's photo of
 * a receipt or a scanned statement stays well under it). Checked when a file is chosen, before any
 * upload starts; the demo backend refuses larger files too.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Shown when a chosen file is larger than `MAX_UPLOAD_BYTES`. */
export const FILE_TOO_LARGE = 'This file is too large. Please upload a file of up to 10 MB.';

/** Which files a field takes, and the catalogue's text for any other. */
export interface FileTypeRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** MIME types of those extensions, for the chooser's `accept`. */
  accept: readonly string[];
  /** Shown when a file of another type is chosen. */
  message: string;
  /** The largest file taken, in bytes. */
  maxSize: number;
  /** Shown when a larger file is chosen. */
  tooLargeMessage: string;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** A rule for files with these extensions (pdf, jpg, jpeg, png) and the text for others. */
export function fileTypeRule(extensions: readonly string[], message: string): FileTypeRule {
  const lower = extensions.map((extension) => extension.toLowerCase().replace(/^\./, ''));
  const accept = [
    ...new Set(lower.flatMap((extension) => [`.${extension}`, MIME_BY_EXTENSION[extension] ?? []]).flat()),
  ];
  return { extensions: lower, accept, message, maxSize: MAX_UPLOAD_BYTES, tooLargeMessage: FILE_TOO_LARGE };
}

/** A rule as `FileUpload`'s props: what it accepts, how large, and the texts of a refused file. */
export function fileUploadRuleProps(rule: FileTypeRule) {
  return {
    accept: rule.accept,
    rejectMessage: rule.message,
    maxSize: rule.maxSize,
    tooLargeMessage: rule.tooLargeMessage,
  };
}

/**
 * The rule's message when the file is not one it takes (too large, or not of its types), or undefined.
 * The type is decided by the file's content (its PDF or image signature), never by its name or declared
 * type: see spend-ui's `acceptedFile`, which `FileUpload` applies to every chosen file.
 */
export async function fileTypeProblem(file: File, rule: FileTypeRule): Promise<string | undefined> {
  if (file.size > rule.maxSize) return rule.tooLargeMessage;
  return (await acceptedFile(file, rule.accept)) ? undefined : rule.message;
}

/** Void cheque and statements (access-settings-banking.md §5). */
export const PDF_OR_IMAGE_FILES = fileTypeRule(
  ['pdf', 'jpg', 'jpeg', 'png'],
  'Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.',
);
/** Receipts (cards-transactions-team.md §5 "Receipt upload"). */
export const RECEIPT_FILES = fileTypeRule(
  ['jpeg', 'jpg', 'png', 'pdf'],
  'Unsupported file format uploaded. Please upload a pdf or an image file.',
);
/** Financial statement and void cheque of the KYB forms: PDF only (the spec gives no text; this follows the others). */
export const PDF_FILES = fileTypeRule(['pdf'], 'Unsupported file format uploaded. Please upload a pdf file.');

/** What an upload's `perform` receives to report progress and be cancelled. */
export interface UploadControls {
  onProgress: ProgressListener;
  signal: AbortSignal;
}

export interface ApiUpload<Args extends unknown[], Result> extends ApiAction<Args, Result> {
  /** Percent sent (0–100) while an upload runs; `undefined` otherwise. Feed it to `FileUpload`'s `progress`. */
  progress: number | undefined;
  /** Cancels the running upload (no failure toast follows). */
  cancel: () => void;
}

/**
 * An action that uploads: everything `useApiAction` does, plus progress and cancel. `perform` passes
 * the controls to `client.upload(path, form, { ...controls })`.
 */
export function useApiUpload<Args extends unknown[], Result>(
  perform: (client: ApiClient, controls: UploadControls, ...args: Args) => Promise<Result>,
  options: ApiActionOptions<Result> = {},
): ApiUpload<Args, Result> {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const action = useApiAction(async (client: ApiClient, ...args: Args) => {
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      return await perform(client, { onProgress: setProgress, signal: current.signal }, ...args);
    } finally {
      controller.current = null;
      setProgress(undefined);
    }
  }, options);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...action, progress, cancel };
}
