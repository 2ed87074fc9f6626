import { useId } from 'react';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { formatCalendarDay } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { useRemoveSeat } from '@/features/billing/api/use-seats';
import { periodDay, teamBillingTexts } from './team-billing-texts';

const texts = teamBillingTexts.remove;

type RemoveSeatDialogProps = {
  subscriptionId: string;
  description: string;
  seat: number;
  /** Who works in the seat and their last working day (the day before the period's end, in their time zone); null for an open seat. */
  talent: { name: string; lastDay: string } | null;
  seats: { now: number; next: number };
  periodEnd: string;
  onClose: () => void;
  onRemoved: (message: string) => void;
};

/**
 * "Remove a seat": the seat leaves at the end of the period it is paid for. A filled seat's
 * talent keeps working through the day before, and is told now, as is the company; an open seat
 * is no longer recruited for. Focus starts on "Keep the seat".
 */
export function RemoveSeatDialog({ subscriptionId, description, seat, talent, seats, periodEnd, onClose, onRemoved }: RemoveSeatDialogProps) {
  const describedBy = useId();
  const remove = useRemoveSeat();
  const end = periodDay(periodEnd);
  const confirm = () =>
    remove.mutate({ params: { id: subscriptionId }, body: { seat }, auth: 'required' }, { onSuccess: ({ body }) => onRemoved(body.message) });

  return (
    <Dialog title={texts.title} onClose={onClose} size="sm" describedBy={describedBy}>
      <div id={describedBy} className="space-y-2 text-sm text-slate-800">
        <p className="font-medium text-slate-900">
          Seat {seat}
          {talent ? `: ${talent.name}` : ' (open)'} · {description}
        </p>
        {talent ? (
          <>
            <p>{texts.filled(talent.name, formatCalendarDay(talent.lastDay), end)}</p>
            <p>{texts.told(talent.name)}</p>
          </>
        ) : (
          <p>{texts.open}</p>
        )}
        <p>{texts.fromNext(seats.now, seats.next, end)}</p>
      </div>
      {remove.isError ? (
        <Alert tone="error" className="mt-4">
          {serverMessageOf(remove.error, loadErrorText(remove.error), 'message')}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          {texts.keep}
        </Button>
        <Button onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? texts.pending : texts.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
