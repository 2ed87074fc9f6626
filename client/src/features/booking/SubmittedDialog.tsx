import { CircleCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { bookingMessages } from '../../../../contract/inquiries';
import { timeZoneLabels, type TimeZone } from '../../../../contract/catalogues/time-zones';
import { useModal } from '../../lib/use-modal';
import { Button } from '../../ui/Button';
import { formatBookingDate, formatClock } from './booking-format';

export type SubmittedBooking = { email: string; date: string; timeFrom: string; timeTo: string; timeZone: TimeZone };

type SubmittedDialogProps = { booking: SubmittedBooking; onClose: () => void };

/** Shown after a booking is received: focus moves in, Escape, the overlay or Close closes it. */
export function SubmittedDialog({ booking, onClose }: SubmittedDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useModal(dialogRef, onClose);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-brand-950/60 motion-reduce:animate-none" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className="relative w-full max-w-md animate-fade-in rounded-2xl bg-white p-6 text-center shadow-2xl motion-reduce:animate-none sm:p-8"
      >
        <CircleCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <h2 id={titleId} className="mt-4 text-xl font-bold text-brand-950">
          {bookingMessages.submitted}
        </h2>
        <p id={textId} className="mt-2 text-slate-700">
          We will e-mail <span className="font-semibold [overflow-wrap:anywhere]">{booking.email}</span> within one business day to confirm
          your call on {formatBookingDate(booking.date)}, {formatClock(booking.timeFrom)} to {formatClock(booking.timeTo)} (
          {timeZoneLabels[booking.timeZone]}).
        </p>
        <Button onClick={onClose} className="mt-6 w-full py-3">
          Close
        </Button>
      </div>
    </div>
  );
}
