import { count, inArray } from 'drizzle-orm';
import { staffHandledOptions, type FluentLanguage } from '../../../contract/catalogues/hiring.js';
import { buildApplicant } from '../../db/seed/builders.js';
import { onePagePdf } from '../../db/seed/pdf.js';
import { applicants } from '../../features/applicants/applicants.table.js';
import { jobs } from '../../features/jobs/jobs.table.js';
import { seedJobs } from './jobs.seed.js';
import { countLine, type Seeder } from './seeder.js';

const APPLICANTS = 60;
const hour = 60 * 60 * 1000;

const firstNames = ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine', 'John Paul', 'Camille', 'Rafael', 'Patricia', 'Jerome',
  'Andrea', 'Carlo', 'Bea', 'Miguel', 'Joanna', 'Paolo', 'Erika', 'Ramon', 'Liza', 'Vincent'];
const lastNames = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Villanueva', 'Ramos', 'Aquino',
  'Castillo', 'Dela Cruz', 'Navarro', 'Salazar', 'Domingo'];
/** Most applications are new; some have moved along the pipeline. */
const statuses = ['Unread', 'Unread', 'Read', 'Short Listed', 'Unread', 'Initial Interview', 'Read', 'Final Interview', 'Unread', 'Job Offer'];
const remarks = ['', '', 'Clear voice, good energy on the phone.', '', 'Strong written English; asked about night differential.', '', 'Available to start in two weeks.', ''];

/** The i-th demo applicant: names, experience and status vary; the e-mail is its natural key. */
async function demoApplicant(i: number, now: number) {
  const firstName = firstNames[i % firstNames.length]!;
  const lastName = lastNames[(i * 7) % lastNames.length]!;
  const email = `${firstName}.${lastName}.${i + 1}@example.com`.toLowerCase().replace(/ /g, '');
  const phone = `0917${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}`;
  const yearsOfCustomerServiceExperience = (i % 3) + 1;
  const yearsOfCallCenterExperience = ((i * 2) % 3) + 1;
  return {
    firstName,
    lastName,
    email,
    phone,
    zipCode: String(1000 + ((i * 37) % 8999)),
    fluentLanguage: (i % 13 === 5 ? 'French' : i % 7 === 3 ? 'Spanish' : 'English') satisfies FluentLanguage,
    numberOfStaffHandled: staffHandledOptions[i % staffHandledOptions.length]!,
    isWillingForBackgroundCheck: i % 9 !== 4,
    yearsOfCustomerServiceExperience,
    yearsOfCallCenterExperience,
    status: statuses[i % statuses.length]!,
    remarks: remarks[i % remarks.length]!,
    createdAt: new Date(now - (i * 11 + 3) * hour),
    resume: {
      filename: `${firstName}-${lastName}-resume.pdf`.toLowerCase().replace(/ /g, '-'),
      contentType: 'application/pdf',
      bytes: await onePagePdf([
        `${firstName} ${lastName}`,
        `${email}  |  ${phone}`,
        '',
        'Summary',
        `${yearsOfCustomerServiceExperience}+ years in customer service, ${yearsOfCallCenterExperience}+ in a call center.`,
        'Comfortable with US night shifts, CRM tools and written English support.',
      ]),
    },
  };
}

/** Spreads applicants unevenly (1 to 10 per job, none for the last), so the jobs table shows different counts. */
function jobIndexOf(i: number, jobCount: number): number {
  return Math.floor(Math.sqrt(i * 2)) % jobCount;
}

/** Applicants are found by e-mail. */
export const applicantsSeeder: Seeder = {
  name: 'applicants',
  async seed({ tx, now }) {
    const titles = seedJobs(now).map((job) => job.title!);
    const rows = await tx.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.title, titles));
    const jobIds = titles.map((title) => rows.find((row) => row.title === title)?.id).filter((id): id is string => id !== undefined);
    const wanted = await Promise.all(Array.from({ length: APPLICANTS }, (_, i) => demoApplicant(i, now)));
    const existing = new Set(
      (await tx.select({ email: applicants.email }).from(applicants).where(inArray(applicants.email, wanted.map((a) => a.email)))).map(
        (row) => row.email,
      ),
    );
    let added = 0;
    for (const [i, applicant] of wanted.entries()) {
      if (existing.has(applicant.email) || jobIds.length === 0) continue;
      await buildApplicant(tx, jobIds[jobIndexOf(i, jobIds.length)]!, applicant);
      added += 1;
    }
    const [total] = await tx.select({ total: count() }).from(applicants);
    return countLine(total?.total ?? 0, added, 'applicants with PDF resumes');
  },
};
