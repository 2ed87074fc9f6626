import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { dateIn } from '@contract/placement-dates';
import type { TeamPlacement } from '@contract/placements';
import { formatDay, formatDayOf, workingHoursParts } from '@/features/placements/placement-format';
import { teamTexts } from './team-texts';
import { EmailText } from '@/ui/list-kit/EmailText';

type FilledSeatCardProps = {
  seat: number;
  placement: TeamPlacement;
  /** The replacement who starts the day after `placement`'s last day. */
  next?: TeamPlacement | null;
  onRequestReplacement: (placement: TeamPlacement) => void;
  /** The last day of a cancelled subscription: the talent works until then, and no replacement is asked for. */
  endsOn?: string | null;
  /** Another feature's action or note on the seat, at the card's foot (billing's "Remove a seat", or the day it leaves). */
  extra?: ReactNode;
};

/** The card's element id, for focus to return to. */
export function seatCardId(placementId: string): string {
  return `placement-${placementId}`;
}

function initialsOf({ firstName, lastName }: TeamPlacement['talent']): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * A seat with its talent: name, role, start date, working hours, an e-mail link, and a replacement
 * request (pending or to send), unless the placement already has its end (a seat removed at the
 * period's end: the request would be refused).
 */
export function FilledSeatCard({ seat, placement, next = null, onRequestReplacement, endsOn = null, extra }: FilledSeatCardProps) {
  const { talent } = placement;
  const name = `${talent.firstName} ${talent.lastName}`;
  const hours = workingHoursParts(placement.workingHours);
  // Today where the talent works for the customer, not in the machine's zone nor UTC.
  const started = placement.startDate <= dateIn(placement.workingHours.timeZone);
  return (
    // Focus comes here when the request dialog closes and its opener, the request button, has gone.
    <article id={seatCardId(placement._id)} tabIndex={-1} aria-label={`Seat ${seat}: ${name}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
          {initialsOf(talent)}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Seat {seat}</p>
          <h3 className="text-lg font-bold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-700">{placement.role}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-600">{started ? 'Started' : 'Starts'}</dt>
        <dd className="font-medium text-slate-900">{formatDay(placement.startDate)}</dd>
        <dt className="text-slate-600">Hours</dt>
        <dd className="text-slate-900">
          {hours[0]} <span className="whitespace-nowrap">{hours[1]}</span>
        </dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="min-w-0">
          {/* Named by the address itself: the break marks inside it would read as spaces in some name computations. */}
          <a href={`mailto:${talent.email}`} aria-label={talent.email} className="inline-flex max-w-full min-w-0 items-center gap-1.5 font-medium text-brand-700 underline">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <EmailText email={talent.email} />
          </a>
        </dd>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4 empty:hidden [&>p]:basis-full">
        {next && placement.endDate ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
            {talent.firstName} works until <span className="font-semibold">{formatDay(placement.endDate)}</span>. Your replacement,{' '}
            <span className="font-semibold">
              {next.talent.firstName} {next.talent.lastName}
            </span>
            , starts on <span className="font-semibold">{formatDay(next.startDate)}</span>.
          </p>
        ) : endsOn ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
            {talent.firstName} works until <span className="font-semibold">{formatDay(endsOn)}</span>, when the subscription ends.
          </p>
        ) : placement.replacementRequest ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-semibold">Replacement requested</span> on {formatDayOf(placement.replacementRequest.requestedAt)}. We are finding someone new;{' '}
            {talent.firstName} keeps working until they start.
          </p>
        ) : placement.endedAt ? null : (
          <button
            type="button"
            onClick={() => onRequestReplacement(placement)}
            aria-label={`${teamTexts.requestReplacement} for ${name}`}
            className="rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {teamTexts.requestReplacement}
          </button>
        )}
        {extra}
      </div>
    </article>
  );
}
