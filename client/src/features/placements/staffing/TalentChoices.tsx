import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { useAssignableTalents } from '@/features/placements/api/use-assignable-talents';
import { formatDayOf } from '@/features/placements/placement-format';
import { assignTexts } from './staffing-texts';

type TalentChoicesProps = {
  /** The search in force (trimmed). */
  q: string;
  /** The form's `register('applicantId')`, shared by every radio button. */
  field: UseFormRegisterReturn<'applicantId'>;
  error?: string | undefined;
};

/** The hired talents who are free, as radio buttons: name, job title and the day they were hired. */
export function TalentChoices({ q, field, error }: TalentChoicesProps) {
  const talents = useAssignableTalents(q);
  const errorId = useId();
  const list = talents.data?.talents ?? [];

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
            <Link to="/applicants?status=Hired" className="font-semibold text-brand-700 underline">
              Applicants
            </Link>
          )}
        </p>
      ) : (
        <>
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {list.map((talent) => (
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
