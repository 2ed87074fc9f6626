import type { Job } from '@contract/jobs';
import { formatDateInZone, type NamedTimeZone } from '@/lib/dates';

/**
 * Postings are dated in Philippine time, where the applicants and the company's hiring office are,
 * and say so: the server and every browser then write the same date (a date in the machine's zone
 * made the server's UTC and a visitor's local time disagree, and React's hydration fail).
 */
export const postingTimeZone: NamedTimeZone = { id: 'Asia/Manila', name: 'Philippine time' };

/** The day a job was posted, as "November 27, 2026 (Philippine time)". */
export function PostedDate({ job }: { job: Pick<Job, 'postingDate'> }) {
  return (
    <>
      <time dateTime={job.postingDate}>{formatDateInZone(job.postingDate, postingTimeZone)}</time> ({postingTimeZone.name})
    </>
  );
}
