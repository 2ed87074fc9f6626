export type FormAnswer = { status: number; body: unknown };

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest rather than fetch, because only XHR reports upload
 * progress (a 5 MB PDF on a slow connection). Resolves with any answer, its body parsed as JSON
 * (undefined when it is not); rejects when the request gets no answer or is aborted.
 */
export function postFormWithProgress(path: string, form: FormData, onProgress: (percent: number) => void): Promise<FormAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(new Error('The form could not reach the server.'));
    request.onabort = () => reject(new Error('The form was not sent.'));
    request.send(form);
  });
}
