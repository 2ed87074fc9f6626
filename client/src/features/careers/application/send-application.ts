import { apiContract } from '../../../../../contract/index';

export type SendResult = { status: number; body: unknown };

/**
 * POST /applicants with XMLHttpRequest rather than fetch, because only XHR reports upload progress
 * (a resume can be 5 MB on a slow connection). Resolves with any answer; rejects on a network failure.
 */
export function sendApplication(body: FormData, onProgress: (percent: number) => void): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiContract.applicants.submitApplication.path);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => reject(new Error('The application could not be sent.'));
    request.onabort = () => reject(new Error('The application was not sent.'));
    request.send(body);
  });
}
