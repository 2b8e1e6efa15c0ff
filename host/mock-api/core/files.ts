/**
 * Uploaded files. A row keeps a `StoredFile` (id, name, type, size): that goes into the change log
 * like any other field. The bytes stay in memory only — sessionStorage holds a few megabytes, one
 * receipt photo could fill it — so a reload keeps every row and may lose a file's bytes.
 */

/** What a row keeps of an uploaded file. */
export interface StoredFile {
  file_id: string;
  name: string;
  /** MIME type as uploaded ('' when the browser gave none). */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** Where a stored file is served, given its id: the address answers carry (e.g. a receipt's image). */
export type FileAddress = (fileId: string) => string;

/** The bytes of the session's uploads, by `file_id`. */
export class FileVault {
  private readonly bytes = new Map<string, Blob>();
  private readonly urls = new Map<string, string>();
  private readonly address: FileAddress | undefined;

  /** @param address Where the files are served; by default a `blob:` URL of the bytes, in the page. */
  constructor(address?: FileAddress) {
    this.address = address;
  }

  get size(): number {
    return this.bytes.size;
  }

  put(fileId: string, blob: Blob): void {
    this.bytes.set(fileId, blob);
  }

  get(fileId: string): Blob | undefined {
    return this.bytes.get(fileId);
  }

  /** The file's address (a `blob:` URL by default, one per file), or null when its bytes were lost with a reload. */
  url(fileId: string): string | null {
    const known = this.urls.get(fileId);
    if (known) return known;
    const blob = this.bytes.get(fileId);
    if (!blob) return null;
    const url = this.address ? this.address(fileId) : URL.createObjectURL(blob);
    this.urls.set(fileId, url);
    return url;
  }

  clear(): void {
    for (const url of this.urls.values()) if (url.startsWith('blob:')) URL.revokeObjectURL(url);
    this.urls.clear();
    this.bytes.clear();
  }
}

/** True when a value holds a Blob (or File) anywhere inside: such a row cannot go into the log. */
export function containsBlob(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(containsBlob);
}
