import { useMemo, useState } from 'react';
import type { Job } from '@contract/jobs';
import { scrollToSection } from '@/lib/scroll';
import { Alert } from '@/ui/Alert';
import { jobsLoadErrorText, useActiveJobs } from '@/features/careers/api/use-active-jobs';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';
import {
  ALL,
  DEFAULT_JOB_PAGE_SIZE,
  DEFAULT_JOB_SORT,
  filterAndSortJobs,
  locationOptions,
  pageCount,
  pageOf,
  typeOptions,
  type JobFilters as Filters,
  type JobPageSize,
} from './job-board';
import { Pagination } from './Pagination';

const NO_JOBS: Job[] = [];
export const JOBS_SECTION_ID = 'open-jobs';

/** The list of active jobs with search, filters, sort and paging, all done in the browser (the list is small). */
export function JobBoard() {
  const query = useActiveJobs();
  const jobs = query.data?.body.jobs ?? NO_JOBS;
  const [filters, setFilters] = useState<Filters>({ search: '', location: ALL, type: ALL, sort: DEFAULT_JOB_SORT });
  const [pageSize, setPageSize] = useState<JobPageSize>(DEFAULT_JOB_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const locations = useMemo(() => locationOptions(jobs), [jobs]);
  const types = useMemo(() => typeOptions(jobs), [jobs]);
  // A location or type that the (refreshed) list no longer offers falls back to all.
  if ((filters.location !== ALL && !locations.includes(filters.location)) || (filters.type !== ALL && !types.includes(filters.type))) {
    setFilters({
      ...filters,
      location: locations.includes(filters.location) ? filters.location : ALL,
      type: filters.type !== ALL && types.includes(filters.type) ? filters.type : ALL,
    });
  }

  const shown = useMemo(() => filterAndSortJobs(jobs, filters), [jobs, filters]);
  // A different set of results (or page size) starts again at page 1.
  const resultKey = `${pageSize}|${shown.map((job) => job._id).join(',')}`;
  const [pagedKey, setPagedKey] = useState(resultKey);
  if (pagedKey !== resultKey) {
    setPagedKey(resultKey);
    setPage(1);
  }
  const totalPages = pageCount(shown.length, pageSize);
  const currentPage = Math.min(page, totalPages);
  const pageJobs = pageOf(shown, currentPage, pageSize);

  function goToPage(next: number) {
    setPage(next);
    scrollToSection(JOBS_SECTION_ID);
  }

  return (
    <section id={JOBS_SECTION_ID} aria-labelledby="open-jobs-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="open-jobs-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          Open positions
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Every role is full time with a US, Australian or Canadian client. Pick one that fits your experience and apply online in a
          few minutes.
        </p>
        <div className="mt-6">
          <JobFilters
            filters={filters}
            pageSize={pageSize}
            locations={locations}
            types={types}
            onChange={(next) => setFilters((current) => ({ ...current, ...next }))}
            onPageSizeChange={setPageSize}
          />
        </div>
        <div className="mt-8">
          {query.isPending ? (
            <p role="status" className="py-10 text-center text-slate-700">
              Loading jobs...
            </p>
          ) : query.isError ? (
            <Alert tone="error">Error: {jobsLoadErrorText(query.error)}</Alert>
          ) : shown.length === 0 ? (
            <p role="status" className="rounded-2xl border border-dashed border-slate-300 bg-white py-10 text-center text-slate-700">
              No jobs found.
            </p>
          ) : (
            <>
              <p role="status" className="text-sm text-slate-700">
                {resultSummary(currentPage, pageSize, shown.length)}
              </p>
              <ul aria-label="Jobs" className="mt-4 grid gap-4 md:grid-cols-2">
                {pageJobs.map((job) => (
                  <li key={job._id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
              <Pagination page={currentPage} totalPages={totalPages} onPageChange={goToPage} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function resultSummary(page: number, pageSize: JobPageSize, total: number): string {
  const noun = total === 1 ? 'job' : 'jobs';
  if (pageSize === 0 || total <= pageSize) return `Showing ${total} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total} ${noun}`;
}
