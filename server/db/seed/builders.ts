import { randomBytes } from 'node:crypto';
import { applicants } from '../../features/applicants/applicants.table.js';
import { bytesInRowFileSaver, type FileSaver, type NewFile } from '../../features/files/file-store.js';
import { franchiseApplications } from '../../features/franchise/franchise-applications.table.js';
import { inquiries } from '../../features/inquiries/inquiries.table.js';
import { insertJob, type NewJob } from '../../features/jobs/jobs.repository.js';
import { contactMessages } from '../../features/messages/messages.table.js';
import type { Executor } from '../database.js';
import { onePagePdf } from './pdf.js';

/*
 * Row builders with realistic defaults, shared by the tests (through server/test/factories.ts)
 * and by `npm run db:seed`. Nothing here may import Vitest: the seed script loads this file.
 */

let jobCounter = 0;
/** A job row with realistic defaults; later postings get later dates unless given. */
export async function buildJob(db: Executor, overrides: Partial<NewJob> = {}) {
  jobCounter += 1;
  return insertJob(db, {
    title: `Customer Support Representative ${jobCounter}`,
    type: 'Remote',
    description: 'Answer customer e-mails and chats for a US e-commerce brand.',
    location: 'Makati City, Metro Manila, Philippines',
    language: ['English'],
    responsibilities: ['Resolve tickets within SLA', 'Log every interaction in Zendesk'],
    requirements: ['1+ year of customer service', 'Excellent written English'],
    benefits: ['HMO from day one', '13th month pay'],
    training: ['Two weeks of product training'],
    operatingHours: 'Mon-Fri, 9 PM - 6 AM (PH time)',
    isActive: true,
    postingDate: new Date(Date.UTC(2026, 0, 1) + jobCounter * 60_000),
    ...overrides,
  });
}

/** The text fields of a valid application for `jobId`, as the form sends them. */
export function applicationFields(jobId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Maria',
    lastName: 'Santos',
    email: `maria-${randomBytes(4).toString('hex')}@example.com`,
    phone: '09171234567',
    zipCode: '1226',
    fluentLanguage: 'English',
    numberOfStaffHandled: '5-15',
    isWillingForBackgroundCheck: 'true',
    yearsOfCustomerServiceExperience: '3',
    yearsOfCallCenterExperience: '2',
    jobId,
    ...overrides,
  };
}

type NewApplicant = typeof applicants.$inferInsert;

/**
 * An applicant of `jobId`, stored with a one-page PDF resume (as a submitted application is),
 * unless `resume: null` is given.
 */
export async function buildApplicant(
  db: Executor,
  jobId: string,
  overrides: Partial<Omit<NewApplicant, 'jobId' | 'resumeFileId'>> & { resume?: NewFile | null } = {},
  fileStore: FileSaver = bytesInRowFileSaver,
) {
  const { resume, ...values } = overrides;
  const firstName = values.firstName ?? 'Maria';
  const lastName = values.lastName ?? 'Santos';
  const file =
    resume === undefined
      ? { filename: `${firstName}-${lastName}-resume.pdf`.toLowerCase(), contentType: 'application/pdf', bytes: await onePagePdf([`${firstName} ${lastName}`, 'Resume']) }
      : resume;
  const resumeFileId = file ? await fileStore.saveFile(db, file) : null;
  const [row] = await db
    .insert(applicants)
    .values({
      firstName,
      lastName,
      email: `${firstName}.${lastName}-${randomBytes(3).toString('hex')}@example.com`.toLowerCase(),
      phone: '09171234567',
      zipCode: '1226',
      fluentLanguage: 'English',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: true,
      yearsOfCustomerServiceExperience: 2,
      yearsOfCallCenterExperience: 1,
      ...values,
      jobId,
      resumeFileId,
    })
    .returning();
  return row!;
}

/** A message sent through the contact form. */
export async function buildContactMessage(db: Executor, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: 'Jordan Blake',
      email: `jordan-${randomBytes(3).toString('hex')}@example.com`,
      phone: '+1 (512) 555-0142',
      message: 'We need two receptionists for our Austin clinics.',
      ...overrides,
    })
    .returning();
  return row!;
}

type NewInquiry = typeof inquiries.$inferInsert;

/** A call booking (get-started form) or, with `kind: 'quote'`, a team quote request. */
export async function buildInquiry(db: Executor, overrides: Partial<NewInquiry> = {}) {
  const common = {
    firstName: 'Priya',
    lastName: 'Shah',
    email: `priya-${randomBytes(3).toString('hex')}@example.com`,
    phone: '+1 (415) 555-0199',
    company: 'Shah Family Dental',
  };
  const shape: NewInquiry =
    overrides.kind === 'quote'
      ? { ...common, kind: 'quote', location: 'San Francisco, CA', noOfStaff: 3, message: 'Three front-desk assistants for our clinics.' }
      : { ...common, kind: 'booking', timeZone: 'America/Los_Angeles', date: '2026-03-02', timeFrom: '09:00', timeTo: '09:30' };
  const [row] = await db
    .insert(inquiries)
    .values({ ...shape, ...overrides })
    .returning();
  return row!;
}

/** A franchise application with its signed contract (a one-page PDF). */
export async function buildFranchiseApplication(
  db: Executor,
  overrides: Partial<Omit<typeof franchiseApplications.$inferInsert, 'contractFileId'>> = {},
  fileStore: FileSaver = bytesInRowFileSaver,
) {
  const name = overrides.name ?? 'Daniel Ocampo';
  const contractFileId = await fileStore.saveFile(db, {
    filename: 'signed-franchise-agreement.pdf',
    contentType: 'application/pdf',
    bytes: await onePagePdf(['Franchise agreement', `Signed by ${name}`]),
  });
  const [row] = await db
    .insert(franchiseApplications)
    .values({ email: `franchise-${randomBytes(3).toString('hex')}@example.com`, ...overrides, name, contractFileId })
    .returning();
  return row!;
}
