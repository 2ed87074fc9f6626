import { tsr } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';

/**
 * POST /applicants with upload progress and the form attempt's idempotency key (the same key on a
 * retry, so an application whose answer was lost is not stored twice). Resolves with the 201 body;
 * a refusal or a network failure is thrown (api-errors.ts).
 */
export async function sendApplication(body: FormData, idempotencyKey: string, onProgress: (percent: number) => void) {
  const answer = await tsr.applicants.submitApplication.mutate({
    body,
    headers: { 'idempotency-key': idempotencyKey },
    onUploadProgress: onProgress,
  });
  return successOf(answer).body;
}
