import { tsr } from '@/lib/api-client';

/** Admin: POST /staffing/talents/{applicantId}/invitation, a fresh link for a placed talent to set their password (409 once they have one). */
export function useSendTalentInvitation() {
  return tsr.talents.sendInvitation.useMutation();
}
