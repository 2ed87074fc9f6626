import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { refetchAfterStaffingChange } from './staffing-changes';

/** Admin: POST /staffing/subscriptions/{id}/placements, a hired talent into an open seat (409 when full or already placed). */
export function useAssignTalent() {
  const queryClient = useQueryClient();
  return tsr.placements.assignTalent.useMutation({ onSettled: () => refetchAfterStaffingChange(queryClient) });
}
