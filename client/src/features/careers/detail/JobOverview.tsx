import { Briefcase, CalendarDays, Clock, Languages, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Job } from '@contract/jobs';
import { PostedDate } from '@/features/careers/shared/PostedDate';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

/** The posting's key facts at a glance. */
export function JobOverview({ job }: { job: Job }) {
  const iconClass = 'h-5 w-5';
  return (
    <section aria-labelledby="job-overview-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="job-overview-heading" className="text-lg font-bold text-brand-950">
        Job overview
      </h2>
      <dl className="mt-4 space-y-4">
        <Fact icon={<Briefcase className={iconClass} aria-hidden="true" />} term="Job type">
          {job.type}
        </Fact>
        <Fact icon={<MapPin className={iconClass} aria-hidden="true" />} term="Location">
          {job.location}
        </Fact>
        {job.language.length > 0 ? (
          <Fact icon={<Languages className={iconClass} aria-hidden="true" />} term="Languages">
            {job.language.join(', ')}
          </Fact>
        ) : null}
        <Fact icon={<Clock className={iconClass} aria-hidden="true" />} term="Operating hours">
          {job.operatingHours}
        </Fact>
        <Fact icon={<CalendarDays className={iconClass} aria-hidden="true" />} term="Posted">
          <PostedDate job={job} />
        </Fact>
      </dl>
    </section>
  );
}
