import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { bookingMessages } from '@contract/inquiries';
import { timeZoneLabel } from '@contract/catalogues/time-zones';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { formatCalendarDate, formatTimeRange } from '@/lib/time-range';

export type SubmittedBooking = { email: string; date: string; timeFrom: string; timeTo: string; timeZone: string };

type SubmittedDialogProps = { booking: SubmittedBooking; onClose: () => void; fallbackFocus?: () => HTMLElement | null };

/** Shown after a booking is received: focus moves in, Escape, the backdrop or Close closes it. */
export function SubmittedDialog({ booking, onClose, fallbackFocus }: SubmittedDialogProps) {
  const textId = useId();

  return (
    <Dialog title={bookingMessages.submitted} describedBy={textId} onClose={onClose} size="sm" closeLabel="Dismiss" fallbackFocus={fallbackFocus}>
      <div className="text-center">
        <CircleCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <p id={textId} className="mt-4 text-slate-700">
          We will e-mail <span className="font-semibold [overflow-wrap:anywhere]">{booking.email}</span> within one business day to
          confirm your call on {formatCalendarDate(booking.date)}, {formatTimeRange(booking.timeFrom, booking.timeTo)} (
          {timeZoneLabel(booking.timeZone)}).
        </p>
        <Button onClick={onClose} className="mt-6 w-full py-3">
          Close
        </Button>
      </div>
    </Dialog>
  );
}
