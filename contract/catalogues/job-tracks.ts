import type { PlanKey } from './plans.js';

/**
 * Which plan family a job's hires are staffed under. A job carries only a free-text title (no
 * category), so the words of its title decide, read against the roles of the service catalogue
 * (`service-roles.ts`, whose `track` prices each role): a title naming technical work is
 * `technical`; else one naming reception work is `reception`; anything else is `non_technical`.
 */
export const jobTracks = ['technical', 'reception', 'non_technical'] as const;
export type JobTrack = (typeof jobTracks)[number];

/**
 * Whole words (lower case; a plural 's' is allowed) that make a title technical: the technical
 * roles of the catalogue (engineers, developers, designers, analysts, accountants, help desk, QA,
 * technical support, video editors, PPC). 'data' alone is left out: data entry is not technical.
 */
export const technicalTitleWords = [
  'engineer', 'engineering', 'developer', 'programmer', 'software', 'devops', 'cloud', 'database',
  'technical', 'tech', 'it', 'help desk', 'helpdesk', 'designer', 'ux', 'ui', 'analyst', 'scientist',
  'qa', 'quality assurance', 'tester', 'accountant', 'video editor', 'animator', 'ppc', 'paid search',
] as const;

/** Whole words of a reception title: the Call Receptionist plan's talents. */
export const receptionTitleWords = ['receptionist', 'front desk', 'appointment setter', 'answering service'] as const;

/**
 * The job tracks whose hires first fit each plan's seats. Senior and Junior are not told apart (a
 * job says nothing of seniority); receptionists are non-technical talent too (Virtual Receptionists
 * is a Junior and Senior Non-Technical role), so those plans take them as well.
 */
export const jobTracksOfPlan: Record<PlanKey, readonly JobTrack[]> = {
  call_receptionist: ['reception'],
  jr_non_technical: ['non_technical', 'reception'],
  sr_non_technical: ['non_technical', 'reception'],
  jr_technical: ['technical'],
  sr_technical: ['technical'],
};

/**
 * A regular expression (Postgres' `~`, the same in JavaScript) that finds any of
 * `words` as whole words in a lower-case title: words of a phrase may be joined by any separator.
 * Every word is lower-case letters, digits and spaces, so none needs escaping.
 */
export function titleWordsPattern(words: readonly string[]): string {
  const alternatives = words.map((word) => word.split(' ').join('[^a-z0-9]+'));
  return `(^|[^a-z0-9])(${alternatives.join('|')})s?([^a-z0-9]|$)`;
}

