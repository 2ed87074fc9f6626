import { api } from '@/lib/api-client';

export type SendResult = { status: number; body: unknown };

/** POST /applicants with upload progress. Resolves with any answer; rejects on a network failure. */
export async function sendApplication(body: FormData, onProgress: (percent: number) => void): Promise<SendResult> {
  const { status, body: answer } = await api.applicants.submitApplication({ body, onUploadProgress: onProgress });
  return { status, body: answer };
}
