/** A scripted XMLHttpRequest for upload tests: the test decides when progress, the answer or a failure arrive. */
export class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  readonly upload = new EventTarget();
  aborted = false;

  constructor() {
    super();
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    const event = new Event('progress') as Event & { loaded: number; total: number; lengthComputable: boolean };
    Object.assign(event, { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }

  /** The server answers. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json' };
    this.dispatchEvent(new Event('load'));
  }

  /** The connection fails. */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export const createFakeXhr = () => new FakeXhr() as unknown as XMLHttpRequest;
