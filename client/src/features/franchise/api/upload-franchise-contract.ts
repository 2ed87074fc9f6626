import { useMutation } from '@tanstack/react-query';
import { apiContract } from '../../../../../contract/index';

/** POST /api/v1/franchise-applications, taken from the contract. */
export const franchiseUploadPath = apiContract.franchise.submitFranchiseApplication.path;

export type FranchiseUpload = { form: FormData; onProgress: (percent: number) => void };

/** An answer other than 201, shaped like a ts-rest error so `isErrorResponse` reads it. */
export class UploadRejected extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Upload answered ${status}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the multipart form with XMLHttpRequest rather than fetch, because only XHR reports upload
 * progress. Resolves with the 201 body; rejects with UploadRejected, or an Error when the network fails.
 */
export function uploadFranchiseContract({ form, onProgress }: FranchiseUpload): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', franchiseUploadPath);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status === 201) resolve(body);
      else reject(new UploadRejected(xhr.status, body));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server.'));
    xhr.send(form);
  });
}

export function useUploadFranchiseContract() {
  return useMutation({ mutationFn: uploadFranchiseContract });
}
