/**
 * Screen texts of the applicant lists that the contract does not hold (the spec's error
 * catalogue). Validation and API messages come from contract/applicants.ts.
 */
export const applicantsTexts = {
  loading: 'Loading applicants...',
  loadFailed: 'Error fetching applicants',
  /** /applicants, when the filters match nobody. */
  noMatch: 'No applicants match your search criteria.',
  /** /job/:id/applicants, when nobody applied (or the search matches nobody). */
  noneForJob: 'No applicants found for this job.',
  invalid: 'Invalid applicant data received from the server.',
  updateFailed: 'Failed to update applicant',
  exportFailed: 'Error exporting applicants',
  noResume: 'No Resume',
  /** The applicant page's status control. */
  statusHeading: 'Hiring status',
  statusLabel: 'Set status',
  saveStatus: 'Save status',
  emailHint: (email: string) => `Ticked, ${email} is e-mailed the new status's message when you save; left unticked, no e-mail is sent.`,
  staffingLink: 'Place them in a seat on the Staffing page.',
} as const;
