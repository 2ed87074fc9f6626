import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { refetchAfterStaffingChange } from './staffing-changes';

/** Admin: POST /staffing/placements/{id}/end with a reason; the seat opens. */
export function useEndPlacement() {
  const queryClient = useQueryClient();
  return tsr.placements.endPlacement.useMutation({ onSettled: () => refetchAfterStaffingChange(queryClient) });
}
