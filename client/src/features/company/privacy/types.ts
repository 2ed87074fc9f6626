import type { ReactNode } from 'react';

export type PolicySection = { id: string; title: string; body: ReactNode };

/** Shared list styling for the policy text. */
export const policyList = 'list-disc space-y-2 pl-5 marker:text-brand-600';
