import { tsr } from '@/lib/api-client';
import { useRefetchAfterStaffingChange } from './staffing-changes';

/** Admin: POST /staffing/subscriptions/{id}/placements, a hired talent into an open seat (409 when full or already placed). */
export function useAssignTalent() {
  const refetch = useRefetchAfterStaffingChange();
  return tsr.placements.assignTalent.useMutation({ onSettled: refetch });
}
