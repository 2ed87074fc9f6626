/** Job types, languages and applicant choices shared by the job board, the application form and the admin. */
export const jobTypes = ['On-site', 'Hybrid', 'Remote'] as const;
export type JobType = (typeof jobTypes)[number];
export const DEFAULT_JOB_TYPE: JobType = 'On-site';

/** The spec's English, Spanish and French, with Filipino: applicants are in the Philippines (decision 0217). */
export const fluentLanguages = ['English', 'Filipino', 'Spanish', 'French'] as const;
export type FluentLanguage = (typeof fluentLanguages)[number];

export const staffHandledOptions = ['less than 5', '5-15', '15-50', 'above 50'] as const;
export type StaffHandled = (typeof staffHandledOptions)[number];

/** Years of experience: 0 (less than a year; decision 0217), 1, 2, or 3 meaning 3 or more. */
export const experienceOptions = [0, 1, 2, 3] as const;
export type ExperienceYears = (typeof experienceOptions)[number];
export const experienceLabels: Record<ExperienceYears, string> = { 0: 'Less than 1', 1: '1', 2: '2', 3: '3+' };

/**
 * Statuses an admin can set (any, in any order). New applicants start as 'Unread'. 'Hired' comes
 * after the spec's four: a hired applicant is a talent the Staffing page can place in a seat.
 */
export const applicantStatuses = ['Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired'] as const;
export const HIRED_APPLICANT_STATUS = 'Hired' satisfies ApplicantStatus;
export type ApplicantStatus = (typeof applicantStatuses)[number];
export const INITIAL_APPLICANT_STATUS = 'Unread';
/** Every status a list may show or filter by. */
export const displayedApplicantStatuses = [INITIAL_APPLICANT_STATUS, 'Read', ...applicantStatuses] as const;

/** E-mails an admin can send an applicant: one per status, and a rejection. */
export const applicantEmailTemplates = [...applicantStatuses, 'Rejected'] as const;
export type ApplicantEmailTemplate = (typeof applicantEmailTemplates)[number];

export const jobSorts = ['postingDate_desc', 'postingDate_asc', 'title_asc', 'title_desc'] as const;
export type JobSort = (typeof jobSorts)[number];

export const applicantSorts = [
  'createdAt_desc',
  'createdAt_asc',
  'name_asc',
  'name_desc',
  'status_asc',
  'status_desc',
  'customerServiceExperience_desc',
  'customerServiceExperience_asc',
  'callCenterExperience_desc',
  'callCenterExperience_asc',
] as const;
export type ApplicantSort = (typeof applicantSorts)[number];

export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20] as const;
export const MAX_PAGE_SIZE = 100;
