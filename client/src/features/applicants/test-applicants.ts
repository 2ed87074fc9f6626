import type { Applicant } from '@contract/applicants';
import { builder } from '@/test/builder';

/** An applicant as the server answers it; override what a test is about. */
export const buildApplicant = builder<Applicant>(() => ({
  _id: 'a-1',
  jobId: 'j-1',
  job: { _id: 'j-1', title: 'Customer Support Representative' },
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria.santos@example.com',
  phone: '09171234567',
  zipCode: '1630',
  fluentLanguage: 'English',
  numberOfStaffHandled: '5-15',
  isWillingForBackgroundCheck: true,
  yearsOfCustomerServiceExperience: 3,
  yearsOfCallCenterExperience: 2,
  resumeLink: '/api/v1/applicants/a-1/resume',
  status: 'Unread',
  remarks: '',
  createdAt: '2025-03-04T14:05:00.000Z',
  updatedAt: '2025-03-05T09:30:00.000Z',
}));
