/**
 * The jobs screens' fixed texts, apart from the schemas so a page can show them without loading
 * zod (the job detail page's 'Job not found.').
 */
export const jobMessages = {
  required: 'Please fill in all required fields.',
  notFound: 'Job not found.',
  addFailed: 'Failed to add job',
  updateFailed: 'Failed to update job',
} as const;
