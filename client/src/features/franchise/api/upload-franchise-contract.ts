import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `idempotencyKey`: one per form attempt, the same on a retry, so a contract is stored once. */
export type FranchiseUpload = { form: FormData; idempotencyKey: string; onProgress: (percent: number) => void };

/** An answer other than 201, shaped like a ts-rest error so `isErrorResponse` reads it. */
export class UploadRejected extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Upload answered ${status}`);
  }
}

/**
 * Sends the multipart form with upload progress. Resolves with the 201 body; rejects with
 * UploadRejected, or an Error when the network fails.
 */
export async function uploadFranchiseContract({ form, idempotencyKey, onProgress }: FranchiseUpload): Promise<unknown> {
  const { status, body } = await api.franchise.submitFranchiseApplication({
    body: form,
    headers: { 'idempotency-key': idempotencyKey },
    onUploadProgress: onProgress,
  });
  if (status !== 201) throw new UploadRejected(status, body);
  return body;
}

export function useUploadFranchiseContract() {
  return useMutation({ mutationFn: uploadFranchiseContract });
}
