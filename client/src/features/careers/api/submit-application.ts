import { tsr } from '@/lib/api-client';

/**
 * POST /applicants: the multipart application, called with `body` (a ready FormData),
 * `headers: { 'idempotency-key': … }` (one per form attempt, the same on a retry, so an
 * application whose answer was lost is stored once) and `onUploadProgress`, which the fetcher
 * reports through XHR.
 */
export function useSubmitApplication() {
  return tsr.applicants.submitApplication.useMutation();
}
