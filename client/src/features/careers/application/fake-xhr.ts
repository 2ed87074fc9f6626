import { vi } from 'vitest';

/** A stand-in XMLHttpRequest: records the request and lets a test answer it, fail it, or report progress. */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

/** Installs the fake for one test (the test setup unstubs globals after each test). */
export function stubXhr() {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    last: () => {
      const request = FakeXhr.requests.at(-1);
      if (!request) throw new Error('No request was sent');
      return request;
    },
    count: () => FakeXhr.requests.length,
  };
}
