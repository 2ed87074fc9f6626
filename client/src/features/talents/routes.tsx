import type { RouteObject } from 'react-router';

/** The invitation link a talent is mailed when first placed: open to anyone who has it (the token is the proof). */
export const talentInvitationRoutes: RouteObject[] = [
  { path: 'talent-invitation/:token', lazy: async () => ({ Component: (await import('./TalentInvitationPage')).TalentInvitationPage }) },
];
