import type { AdminJob, Job } from '../../../contract/jobs.js';
import type { JobRow } from './jobs.table.js';

/** Row (snake_case in Postgres) to the wire shape the spec names (`_id`, ISO dates). */
export function toJob(row: JobRow): Job {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    location: row.location,
    language: row.language,
    postingDate: row.postingDate.toISOString(),
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    benefits: row.benefits,
    operatingHours: row.operatingHours,
    training: row.training,
    isActive: row.isActive,
  };
}

export function toAdminJob(row: JobRow, applicantCount: number): AdminJob {
  return { ...toJob(row), applicantCount };
}
