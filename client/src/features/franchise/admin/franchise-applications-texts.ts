import { franchiseAdminMessages } from '@contract/franchise';

export const franchiseApplicationsTexts = {
  title: 'Admin Dashboard - Franchise Applications',
  loading: 'Loading franchise applications...',
  noMatch: franchiseAdminMessages.noApplications,
  loadFailed: 'Error fetching franchise applications',
  invalid: 'Invalid franchise application data received from the server.',
} as const;
