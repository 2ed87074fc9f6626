import { jobMessages, type Job } from '@contract/jobs';
import { actionErrorText } from '@/lib/api-errors';
import { useToggleJobActive } from '@/features/admin-jobs/api/use-job-mutations';

/** The job's Active/Inactive switch: a click sends the opposite of the current value. */
export function ActiveSwitch({ job }: { job: Job }) {
  const toggle = useToggleJobActive();
  const on = job.isActive;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={toggle.isPending || undefined}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { params: { id: job._id }, body: { isActive: !on }, auth: 'required' },
          { onError: (error) => window.alert(actionErrorText(jobMessages.updateFailed, error)) },
        )
      }
      className="group inline-flex items-center gap-2 rounded-full py-1 pr-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${on ? 'bg-green-700' : 'bg-slate-400'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            on ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span className={on ? 'text-green-800' : 'text-slate-700'}>{on ? 'Active' : 'Inactive'}</span>
      <span className="sr-only"> for {job.title}</span>
    </button>
  );
}
