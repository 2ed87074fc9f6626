import { tsr } from '@/lib/api-client';
import { useRefetchAfterStaffingChange } from './staffing-changes';

/** Admin: POST /staffing/placements/{id}/replace, the placement ends and another talent starts in its seat. */
export function useReplacePlacement() {
  const refetch = useRefetchAfterStaffingChange();
  return tsr.placements.replacePlacement.useMutation({ onSettled: refetch });
}
