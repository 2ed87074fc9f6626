import { count, sql } from 'drizzle-orm';
import { advisoryLocks, type Database } from '../../db/database.js';
import type { NewJob } from './jobs.repository.js';
import { jobs } from './jobs.table.js';

const day = 24 * 60 * 60 * 1000;

/** A handful of realistic openings, so a newcomer's first run shows a working job board. */
export function demoJobs(now: number): NewJob[] {
  return [
    {
      title: 'Inbound Customer Service Representative',
      type: 'On-site',
      location: 'Makati City, Metro Manila, Philippines',
      description:
        'Handle inbound calls and chats for a US home-services brand: bookings, billing questions and service follow-ups, with a friendly, solution-first attitude.',
      responsibilities: ['Answer 60-80 inbound calls per shift within service levels', 'Book and reschedule appointments in ServiceTitan', 'Log every interaction accurately in the CRM', 'Escalate billing disputes to the team lead the same day'],
      requirements: ['At least 6 months of call center experience', 'Excellent spoken and written English', 'Willing to work the US night shift'],
      benefits: ['HMO coverage from day one', 'Night differential and 13th month pay', 'Performance incentives every month'],
      training: ['Two weeks of paid product and systems training', 'Weekly call calibration with a QA coach'],
      operatingHours: 'Monday to Friday, 9:00 PM - 6:00 AM (PH time)',
      language: ['English'],
      postingDate: new Date(now - 2 * day),
    },
    {
      title: 'Virtual Assistant to a US Real Estate Broker',
      type: 'Remote',
      location: 'Cebu City, Cebu, Philippines',
      description:
        "Support a busy Austin-based broker: calendar, inbox, listing paperwork and client follow-ups, so the broker spends the day with buyers instead of admin.",
      responsibilities: ['Manage the inbox and calendar across two time zones', 'Prepare listing packets and update the MLS', 'Follow up with leads by e-mail and SMS within the hour'],
      requirements: ['2+ years as an executive or virtual assistant', 'Confident with Google Workspace and a CRM', 'Reliable home internet with a backup connection'],
      benefits: ['Permanent work from home', 'Equipment allowance', 'Paid time off and holiday pay'],
      training: ['Onboarding with the broker and our client success team'],
      operatingHours: 'Monday to Friday, 10:00 PM - 7:00 AM (PH time)',
      language: ['English'],
      postingDate: new Date(now - 5 * day),
    },
    {
      title: 'Bilingual Technical Support Specialist (English/Spanish)',
      type: 'Hybrid',
      location: 'Quezon City, Metro Manila, Philippines',
      description:
        'Troubleshoot connectivity and account issues for a US internet provider, in English and Spanish, by phone and chat.',
      responsibilities: ['Diagnose router and Wi-Fi issues step by step with customers', 'Document fixes in the knowledge base', 'Hand off field-technician visits with complete notes'],
      requirements: ['Fluent Spanish and English', '1+ year of technical support', 'Basic networking knowledge (DNS, DHCP, Wi-Fi)'],
      benefits: ['Language premium on top of base pay', 'Hybrid schedule: three days on site', 'Certification reimbursement'],
      training: ['Three weeks of technical training with certification'],
      operatingHours: 'Rotating shifts, 24/7 operation',
      language: ['English', 'Spanish'],
      postingDate: new Date(now - 9 * day),
    },
    {
      title: 'Bookkeeper (QuickBooks Online)',
      type: 'Remote',
      location: 'Davao City, Davao del Sur, Philippines',
      description:
        "Keep the books of small US businesses: bank reconciliations, accounts payable and receivable, and a clean month-end close for each client's CPA.",
      responsibilities: ['Reconcile bank and card accounts weekly', 'Enter bills and invoices and chase overdue receivables', 'Prepare month-end reports for client review'],
      requirements: ['Accounting degree', '2+ years with QuickBooks Online or Xero', 'Attention to detail and clear written updates'],
      benefits: ['Work from home', 'Paid QuickBooks ProAdvisor certification', 'Annual salary review'],
      training: [],
      operatingHours: 'Monday to Friday, 8:00 PM - 5:00 AM (PH time)',
      language: ['English'],
      postingDate: new Date(now - 14 * day),
    },
    {
      title: 'Medical Billing Specialist',
      type: 'On-site',
      location: 'Pasig City, Metro Manila, Philippines',
      description:
        'Submit and follow up insurance claims for US outpatient clinics, and keep denials low with clean, HIPAA-compliant work.',
      responsibilities: ['Submit claims to commercial payers, Medicare and Medicaid', 'Work denials and resubmit within 48 hours', 'Post payments and reconcile EOBs'],
      requirements: ['1+ year of US medical billing', 'Familiar with CPT and ICD-10 codes', 'HIPAA awareness'],
      benefits: ['HMO for you and one dependent', 'Free shuttle from the MRT station', 'Career path to coding certification'],
      training: ['HIPAA training', 'Payer portal training'],
      operatingHours: 'Monday to Friday, 9:00 PM - 6:00 AM (PH time)',
      language: ['English'],
      postingDate: new Date(now - 20 * day),
    },
  ];
}

/**
 * Outside production, an empty job table gets the demo openings. Returns how many were added.
 * Instances starting together on an empty database take turns (the lock is held until the
 * transaction ends), so whichever comes second finds the board filled and adds nothing.
 */
export async function seedDemoJobsIfEmpty(db: Database, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.demoJobs})`);
    const [row] = await tx.select({ total: count() }).from(jobs);
    if ((row?.total ?? 0) > 0) return 0;
    const rows = demoJobs(now);
    await tx.insert(jobs).values(rows);
    return rows.length;
  });
}
