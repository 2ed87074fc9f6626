import { tsr } from '@/lib/api-client';

/**
 * POST /franchise-applications: the multipart form, called with `body` (a ready FormData),
 * `headers: { 'idempotency-key': … }` (one per form attempt, the same on a retry, so a contract is
 * stored once) and `onUploadProgress`, which the fetcher reports through XHR.
 */
export function useUploadFranchiseContract() {
  return tsr.franchise.submitFranchiseApplication.useMutation();
}
