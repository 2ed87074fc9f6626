/** The talents' query keys: only this feature reads an invitation, and no write of the client changes it. */
export const talentsKeys = {
  invitation: (token: string) => ['talents', 'invitation', token] as const,
};
