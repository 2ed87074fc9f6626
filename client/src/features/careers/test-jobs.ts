import type { Job } from '@contract/jobs';

let sequence = 0;

/** A job as the API answers it; override what a test is about. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  sequence += 1;
  return {
    _id: `job-${sequence}`,
    title: `Customer Support Representative ${sequence}`,
    type: 'Remote',
    description: 'Answer customer e-mails and chats for a US online retailer.',
    location: 'Makati City, Metro Manila',
    language: ['English'],
    postingDate: new Date(Date.UTC(2025, 0, sequence)).toISOString(),
    responsibilities: ['Resolve tickets within the agreed time.'],
    requirements: ['One year of customer service experience.'],
    benefits: ['HMO from day one.'],
    operatingHours: 'Monday to Friday, 9 PM to 6 AM (US Eastern business hours)',
    training: ['Two weeks of paid product training.'],
    isActive: true,
    ...overrides,
  };
}
