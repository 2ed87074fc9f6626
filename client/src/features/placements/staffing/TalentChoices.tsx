import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { PlanKey } from '@contract/catalogues/plans';
import type { AssignableTalent } from '@contract/placements';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { useAssignableTalents } from '@/features/placements/api/use-assignable-talents';
import { formatDayOf } from '@/features/placements/placement-format';
import { assignTexts } from './staffing-texts';

type TalentChoicesProps = {
  /** The search in force (trimmed). */
  q: string;
  /** The seat's plan and its name (the role): talents hired for a job of that role come first. */
  plan: PlanKey;
  role: string;
  /** The form's `register('applicantId')`, shared by every radio button. */
  field: UseFormRegisterReturn<'applicantId'>;
  error?: string | undefined;
};

type TalentGroupProps = { heading: string; talents: AssignableTalent[]; field: UseFormRegisterReturn<'applicantId'>; emptyText?: string };

/** One heading and its talents as radio buttons: name, the job they were hired for (their role) and the day. */
function TalentGroup({ heading, talents, field, emptyText }: TalentGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-semibold text-slate-800">
        {heading}
      </h3>
      {talents.length === 0 ? (
        <p className="px-3 py-2.5 text-sm text-slate-700">{emptyText}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
          {talents.map((talent) => (
            <li key={talent.applicantId}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-brand-50 has-[:checked]:bg-brand-50">
                <input type="radio" value={talent.applicantId} {...field} className="mt-1 size-4 accent-brand-700" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{talent.name}</span>
                  <span className="block text-xs text-slate-700">
                    {talent.jobTitle ?? 'No job title'} · Hired {formatDayOf(talent.hiredAt)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The hired talents who are free, as radio buttons: first those hired for a job of the seat's
 * role, then the others under their own heading (still assignable).
 */
export function TalentChoices({ q, plan, role, field, error }: TalentChoicesProps) {
  const talents = useAssignableTalents(q, plan);
  const errorId = useId();
  const list = talents.data?.talents ?? [];
  const matching = list.filter((talent) => talent.matchesRole);
  const others = list.filter((talent) => !talent.matchesRole);

  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-busy={talents.isFetching || undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{assignTexts.talentLegend}</legend>
      {talents.isPending ? (
        <p role="status" className="py-3 text-sm text-slate-600">
          {assignTexts.loadingTalents}
        </p>
      ) : talents.isError ? (
        <Alert tone="error">{loadErrorText(talents.error)}</Alert>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-700">
          {q ? assignTexts.noMatch : assignTexts.noTalents}{' '}
          {q ? null : (
            <Link to="/applicants" className="font-semibold text-brand-700 underline">
              {assignTexts.applicantsLink}
            </Link>
          )}
          {q ? null : '.'}
        </p>
      ) : (
        <>
          <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200">
            <TalentGroup heading={assignTexts.matchingHeading(role)} talents={matching} field={field} emptyText={assignTexts.noneMatching} />
            {others.length > 0 ? <TalentGroup heading={assignTexts.othersHeading} talents={others} field={field} /> : null}
          </div>
          {talents.data && talents.data.total > list.length ? (
            <p className="mt-1.5 text-xs text-slate-600">
              Showing {list.length} of {talents.data.total.toLocaleString('en-US')} free hired talents; search to find others.
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
