import type { JobType } from '@contract/catalogues/hiring';

const tones: Record<JobType, string> = {
  'On-site': 'bg-brand-50 text-brand-800 ring-brand-200',
  Hybrid: 'bg-accent-100 text-amber-900 ring-accent-300',
  Remote: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** The job's work arrangement as a small pill. */
export function TypeBadge({ type }: { type: JobType }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[type]}`}>
      {type}
    </span>
  );
}
