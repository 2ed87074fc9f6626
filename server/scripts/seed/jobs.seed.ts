import { count, inArray } from 'drizzle-orm';
import { buildJob } from '../../db/seed/builders.js';
import { demoJobs } from '../../features/jobs/demo-jobs.js';
import type { NewJob } from '../../features/jobs/jobs.repository.js';
import { jobs } from '../../features/jobs/jobs.table.js';
import { countLine, type Seeder } from './seeder.js';

const day = 24 * 60 * 60 * 1000;

/** Beyond the five openings a fresh server shows: more roles, three of them closed. */
function moreJobs(now: number): Partial<NewJob>[] {
  const job = (title: string, type: NewJob['type'], location: string, daysAgo: number, isActive: boolean, description: string): Partial<NewJob> => ({
    title,
    type,
    location,
    description,
    isActive,
    postingDate: new Date(now - daysAgo * day),
  });
  return [
    job('Shopify Store Assistant', 'Remote', 'Iloilo City, Iloilo, Philippines', 1, true,
      'Keep a US apparel brand’s Shopify store running: product listings, order issues and customer e-mails.'),
    job('Outbound Appointment Setter', 'On-site', 'Makati City, Metro Manila, Philippines', 3, true,
      'Call warm leads for a US solar installer and book home consultations for its sales team.'),
    job('Dental Front Desk Receptionist (US clinics)', 'Remote', 'Baguio City, Benguet, Philippines', 7, true,
      'Answer calls, confirm appointments and verify insurance for three dental clinics in Texas.'),
    job('Social Media Coordinator', 'Hybrid', 'Taguig City, Metro Manila, Philippines', 11, true,
      'Plan and schedule posts, answer comments and report monthly results for small US businesses.'),
    job('Chat Support Team Lead', 'On-site', 'Quezon City, Metro Manila, Philippines', 30, false,
      'Lead a team of twelve chat agents: coaching, quality reviews and daily service-level reports.'),
    job('Data Entry Specialist', 'Remote', 'Cagayan de Oro, Misamis Oriental, Philippines', 45, false,
      'Key purchase orders and invoices into a US distributor’s ERP with near-perfect accuracy.'),
    job('Collections Representative', 'On-site', 'Pasig City, Metro Manila, Philippines', 60, false,
      'Contact customers about overdue accounts for a US utility and agree on payment plans, courteously and compliantly.'),
  ];
}

export function seedJobs(now: number): Partial<NewJob>[] {
  return [...demoJobs(now), ...moreJobs(now)];
}

/** Jobs are found by title. */
export const jobsSeeder: Seeder = {
  name: 'jobs',
  async seed({ tx, now }) {
    const wanted = seedJobs(now);
    const titles = wanted.map((job) => job.title!);
    const existing = new Set((await tx.select({ title: jobs.title }).from(jobs).where(inArray(jobs.title, titles))).map((row) => row.title));
    const missing = wanted.filter((job) => !existing.has(job.title!));
    for (const job of missing) await buildJob(tx, job);
    const [total] = await tx.select({ total: count() }).from(jobs);
    return countLine(total?.total ?? 0, missing.length, 'jobs');
  },
};
