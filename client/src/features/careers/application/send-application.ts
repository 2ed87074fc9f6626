import { api } from '@/lib/api-client';

export type SendResult = { status: number; body: unknown };

/**
 * POST /applicants with upload progress and the form attempt's idempotency key (the same key on a
 * retry, so an application whose answer was lost is not stored twice). Resolves with any answer;
 * rejects on a network failure.
 */
export async function sendApplication(body: FormData, idempotencyKey: string, onProgress: (percent: number) => void): Promise<SendResult> {
  const { status, body: answer } = await api.applicants.submitApplication({
    body,
    headers: { 'idempotency-key': idempotencyKey },
    onUploadProgress: onProgress,
  });
  return { status, body: answer };
}
