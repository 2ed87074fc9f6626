import { count, inArray } from 'drizzle-orm';
import { buildJob } from '../../db/seed/builders.js';
import { demoJobs } from '../../features/jobs/demo-jobs.js';
import type { NewJob } from '../../features/jobs/jobs.repository.js';
import { jobs } from '../../features/jobs/jobs.table.js';
import { countLine, type Seeder } from './seeder.js';

const day = 24 * 60 * 60 * 1000;

interface RoleDetails {
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  training: string[];
  operatingHours: string;
}

/** Beyond the five openings a fresh server shows: more roles, three of them closed, each with its own duties. */
function moreJobs(now: number): Partial<NewJob>[] {
  const job = (
    title: string,
    type: NewJob['type'],
    location: string,
    daysAgo: number,
    isActive: boolean,
    description: string,
    details: RoleDetails,
  ): Partial<NewJob> => ({
    title,
    type,
    location,
    description,
    isActive,
    postingDate: new Date(now - daysAgo * day),
    ...details,
  });
  return [
    job('Shopify Store Assistant', 'Remote', 'Iloilo City, Iloilo, Philippines', 1, true,
      'Keep a US apparel brand’s Shopify store running: product listings, order issues and customer e-mails.', {
        responsibilities: ['Upload new products with photos, sizes and SEO titles', 'Fix order problems: address changes, refunds and exchanges', 'Answer customer e-mails in Gorgias within four hours', 'Update stock levels after each supplier delivery'],
        requirements: ['1+ year working in Shopify or another e-commerce admin', 'Clear, friendly written English', 'Basic photo editing (Canva or Photoshop)'],
        benefits: ['Permanent work from home', 'Internet allowance', '13th month pay'],
        training: ['One week on the brand’s store, apps and tone of voice'],
        operatingHours: 'Mon-Fri, 10 PM - 7 AM (PH time)',
      }),
    job('Outbound Appointment Setter', 'On-site', 'Makati City, Metro Manila, Philippines', 3, true,
      'Call warm leads for a US solar installer and book home consultations for its sales team.', {
        responsibilities: ['Make 120-150 outbound calls per shift to warm leads', 'Qualify homeowners on roof, bill and ownership', 'Book consultations straight into the sales team’s calendars', 'Record every call outcome in HubSpot'],
        requirements: ['6+ months of outbound sales or telemarketing', 'Confident, natural spoken English', 'Comfortable with daily call targets'],
        benefits: ['Uncapped commission per booked appointment', 'Night differential', 'HMO from day one'],
        training: ['Five days of product and script training', 'Daily call coaching for the first month'],
        operatingHours: 'Mon-Fri, 11 PM - 8 AM (PH time)',
      }),
    job('Dental Front Desk Receptionist (US clinics)', 'Remote', 'Baguio City, Benguet, Philippines', 7, true,
      'Answer calls, confirm appointments and verify insurance for three dental clinics in Texas.', {
        responsibilities: ['Answer patient calls and book visits in Dentrix', 'Confirm the next day’s appointments by phone and text', 'Verify dental insurance eligibility and benefits before each visit', 'Keep the waitlist full and fill cancellations'],
        requirements: ['1+ year as a receptionist or in a US healthcare account', 'Warm phone manner and clear English', 'HIPAA awareness'],
        benefits: ['Work from home', 'Paid US holidays', 'HMO for you and one dependent'],
        training: ['Two weeks of Dentrix and insurance verification training', 'HIPAA training'],
        operatingHours: 'Mon-Fri, 9 PM - 6 AM (PH time)',
      }),
    job('Social Media Coordinator', 'Hybrid', 'Taguig City, Metro Manila, Philippines', 11, true,
      'Plan and schedule posts, answer comments and report monthly results for small US businesses.', {
        responsibilities: ['Plan a monthly content calendar for four client brands', 'Write captions and schedule posts in Meta Business Suite and Later', 'Answer comments and messages the same day', 'Report reach, engagement and leads at each month’s end'],
        requirements: ['1+ year managing business pages on Facebook, Instagram and TikTok', 'A portfolio of posts you wrote', 'Good eye for design in Canva'],
        benefits: ['Hybrid: two days in the office', 'Course allowance for marketing certifications', 'Paid time off'],
        training: ['Onboarding on each client’s brand guide'],
        operatingHours: 'Mon-Fri, 8 AM - 5 PM (PH time)',
      }),
    job('Chat Support Team Lead', 'On-site', 'Quezon City, Metro Manila, Philippines', 30, false,
      'Lead a team of twelve chat agents: coaching, quality reviews and daily service-level reports.', {
        responsibilities: ['Run the shift huddle and assign chat queues', 'Review ten chats per agent each week and coach on the results', 'Report first-response time and CSAT to the client daily', 'Handle escalated chats and approve goodwill credits'],
        requirements: ['1+ year as a team lead in chat or e-mail support', '3+ years in customer support', 'Comfortable with Zendesk reports and Google Sheets'],
        benefits: ['Leadership allowance', 'Night differential and 13th month pay', 'HMO with two free dependents'],
        training: ['Leadership essentials course', 'Quality assurance calibration with the client'],
        operatingHours: 'Mon-Fri, 9 PM - 6 AM (PH time)',
      }),
    job('Data Entry Specialist', 'Remote', 'Cagayan de Oro, Misamis Oriental, Philippines', 45, false,
      'Key purchase orders and invoices into a US distributor’s ERP with near-perfect accuracy.', {
        responsibilities: ['Enter 200+ purchase orders and invoices a day into NetSuite', 'Match invoices to purchase orders and receiving reports', 'Flag price and quantity mismatches to the AP team', 'Keep the scanned-document archive in order'],
        requirements: ['Typing speed of 50+ words per minute at 98% accuracy', 'Experience with an ERP or accounting system', 'Stable internet and a quiet workspace'],
        benefits: ['Work from home', 'Equipment provided', 'Performance bonus each quarter'],
        training: ['One week of NetSuite training'],
        operatingHours: 'Mon-Fri, 7 AM - 4 PM (PH time)',
      }),
    job('Collections Representative', 'On-site', 'Pasig City, Metro Manila, Philippines', 60, false,
      'Contact customers about overdue accounts for a US utility and agree on payment plans, courteously and compliantly.', {
        responsibilities: ['Call customers 30-90 days past due and agree on payment plans', 'Take card and bank payments securely over the phone', 'Follow FDCPA rules on every call', 'Note promises to pay and follow up on missed ones'],
        requirements: ['6+ months in collections or a US utility account', 'Calm, respectful manner under pressure', 'Knowledge of FDCPA is a plus'],
        benefits: ['Monthly collection incentives', 'Night differential', 'Free shuttle from the MRT station'],
        training: ['Two weeks of compliance and systems training'],
        operatingHours: 'Mon-Sat, 10 PM - 7 AM (PH time)',
      }),
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
