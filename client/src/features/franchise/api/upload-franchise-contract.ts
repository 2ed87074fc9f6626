import { useMutation } from '@tanstack/react-query';
import { franchiseContract } from '@contract/franchise';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';

/** `idempotencyKey`: one per form attempt, the same on a retry, so a contract is stored once. */
export type FranchiseUpload = { form: FormData; idempotencyKey: string; onProgress: (percent: number) => void };

/** Sends the multipart form with upload progress. Resolves with the 201 body; a refusal or a network failure is thrown (api-errors.ts). */
export async function uploadFranchiseContract({ form, idempotencyKey, onProgress }: FranchiseUpload) {
  const answer = await api.franchise.submitFranchiseApplication({
    body: form,
    headers: { 'idempotency-key': idempotencyKey },
    onUploadProgress: onProgress,
  });
  return expectBody(answer, 201, franchiseContract.submitFranchiseApplication.responses[201]);
}

export function useUploadFranchiseContract() {
  return useMutation({ mutationFn: uploadFranchiseContract });
}
