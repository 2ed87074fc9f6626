import { apiContract } from '@contract/index';
import { postFormWithProgress, type FormAnswer } from '@/lib/post-form-with-progress';

export type SendResult = FormAnswer;

/** POST /applicants with upload progress. Resolves with any answer; rejects on a network failure. */
export function sendApplication(body: FormData, onProgress: (percent: number) => void): Promise<SendResult> {
  return postFormWithProgress(apiContract.applicants.submitApplication.path, body, onProgress);
}
