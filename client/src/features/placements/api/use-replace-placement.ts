import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { refetchAfterStaffingChange } from './staffing-changes';

/** Admin: POST /staffing/placements/{id}/replace, the placement ends and another talent starts in its seat. */
export function useReplacePlacement() {
  const queryClient = useQueryClient();
  return tsr.placements.replacePlacement.useMutation({ onSettled: () => refetchAfterStaffingChange(queryClient) });
}
