import { jobSorts, jobTypes, type JobSort, type JobType } from '@contract/catalogues/hiring';
import type { Job } from '@contract/jobs';

/** Jobs per page: the spec's default of 5, two larger sizes, and 'All' (0). */
export const JOB_PAGE_SIZES = [5, 10, 20, 0] as const;
export type JobPageSize = (typeof JOB_PAGE_SIZES)[number];
export const DEFAULT_JOB_PAGE_SIZE: JobPageSize = 5;
export const ALL = '';

export const jobSortLabels: Record<JobSort, string> = {
  postingDate_desc: 'Newest first',
  postingDate_asc: 'Oldest first',
  title_asc: 'Title A–Z',
  title_desc: 'Title Z–A',
};
export const DEFAULT_JOB_SORT: JobSort = jobSorts[0];

export type JobFilters = { search: string; location: string; type: JobType | typeof ALL; sort: JobSort };

/** The location filter's key: the text before the first comma ('Makati City, Metro Manila' → 'Makati City'). */
export function locationKey(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}

/** Distinct location keys of the jobs, A–Z. */
export function locationOptions(jobs: readonly Job[]): string[] {
  const keys = new Set(jobs.map((job) => locationKey(job.location)).filter(Boolean));
  return [...keys].sort((a, b) => a.localeCompare(b));
}

/** The job types present among the jobs, in the catalogue's order (On-site, Hybrid, Remote). */
export function typeOptions(jobs: readonly Job[]): JobType[] {
  return jobTypes.filter((type) => jobs.some((job) => job.type === type));
}

function postingTime(job: Job): number {
  const time = Date.parse(job.postingDate);
  return Number.isNaN(time) ? 0 : time;
}

const comparators: Record<JobSort, (a: Job, b: Job) => number> = {
  postingDate_desc: (a, b) => postingTime(b) - postingTime(a),
  postingDate_asc: (a, b) => postingTime(a) - postingTime(b),
  title_asc: (a, b) => a.title.localeCompare(b.title),
  title_desc: (a, b) => b.title.localeCompare(a.title),
};

/** Search (title or description, case-insensitive), location and type filters, then the sort. */
export function filterAndSortJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const needle = filters.search.trim().toLowerCase();
  return jobs
    .filter(
      (job) =>
        (needle === '' || job.title.toLowerCase().includes(needle) || job.description.toLowerCase().includes(needle)) &&
        (filters.location === ALL || locationKey(job.location) === filters.location) &&
        (filters.type === ALL || job.type === filters.type),
    )
    .sort(comparators[filters.sort]);
}

export function pageCount(total: number, pageSize: JobPageSize): number {
  return pageSize === 0 ? 1 : Math.max(1, Math.ceil(total / pageSize));
}

/** The jobs of one page (1-based); page size 0 means all. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: JobPageSize): T[] {
  if (pageSize === 0) return [...items];
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * The numbered buttons to show: every page when there are few, else the first, the last and the
 * neighbours of the current one, with 'gap' where pages are skipped.
 */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}
