/** The signed-in account's query keys: only the auth feature reads them. */
export const authKeys = {
  /** GET /users/second-factor: every change to the account's factors makes it stale. */
  secondFactor: ['second-factor'] as const,
  secondFactorStatus: (userId: string) => [...authKeys.secondFactor, 'status', userId] as const,
  currentSession: ['users', 'me'] as const,
  /** What a single-use link stands for, read once (lib/single-use-link.ts). */
  verification: (token: string) => ['users', 'verify-email', token] as const,
  resetToken: (token: string) => ['users', 'reset-password', token] as const,
};
