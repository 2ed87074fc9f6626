import type { Applicant } from '@contract/applicants';
import { experienceLabels } from '@contract/catalogues/hiring';

export const NO_JOB_ASSIGNED = 'No Job Assigned';

export function fullName(applicant: Pick<Applicant, 'firstName' | 'lastName'>): string {
  return `${applicant.firstName} ${applicant.lastName}`.trim();
}

/** Years of experience as the form offered them: Less than 1, 1, 2 or 3+. */
export function experienceText(years: number): string {
  return experienceLabels[years as keyof typeof experienceLabels] ?? String(years);
}
