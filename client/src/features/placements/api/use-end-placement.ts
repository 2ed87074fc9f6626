import { tsr } from '@/lib/api-client';
import { useRefetchAfterStaffingChange } from './staffing-changes';

/** Admin: POST /staffing/placements/{id}/end with a reason; the seat opens. */
export function useEndPlacement() {
  const refetch = useRefetchAfterStaffingChange();
  return tsr.placements.endPlacement.useMutation({ onSettled: refetch });
}
