/** An answer as the API client hands it on: the reason phrase kept, the body already read. */
export type RawAnswer = { status: number; statusText: string; body: unknown; headers: Headers };

type ProgressRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal | null | undefined;
  onProgress: (percent: number) => void;
};

function headersOf(request: XMLHttpRequest): Headers {
  const headers = new Headers();
  const raw = typeof request.getAllResponseHeaders === 'function' ? request.getAllResponseHeaders() : '';
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function lenientJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a multipart body with XMLHttpRequest rather than fetch, because only XHR reports upload
 * progress (a 5 MB PDF on a slow connection). Resolves with any answer, its body read as JSON
 * (undefined when it is not); rejects when the request gets no answer or is aborted.
 */
export function sendWithProgress({ method, path, headers, body, signal, onProgress }: ProgressRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('Accept', 'application/json');
    // The browser sets the multipart content type with its boundary; a content-type header would break it.
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() !== 'content-type') request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve({
        status: request.status,
        statusText: request.statusText ?? '',
        body: lenientJson(request.responseText),
        headers: headersOf(request),
      });
    request.onerror = () => reject(new Error('The form could not reach the server.'));
    request.onabort = () => reject(new DOMException('The form was not sent.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
