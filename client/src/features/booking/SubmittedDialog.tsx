import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { bookingMessages } from '@contract/inquiries';
import { timeZoneLabels, type TimeZone } from '@contract/catalogues/time-zones';
import { Button } from '@/ui/Button';
import { ModalFrame } from '@/ui/ModalFrame';
import { formatBookingDate, formatClock } from './booking-format';

export type SubmittedBooking = { email: string; date: string; timeFrom: string; timeTo: string; timeZone: TimeZone };

type SubmittedDialogProps = { booking: SubmittedBooking; onClose: () => void };

/** Shown after a booking is received: focus moves in, Escape, the overlay or Close closes it. */
export function SubmittedDialog({ booking, onClose }: SubmittedDialogProps) {
  const titleId = useId();
  const textId = useId();

  return (
    <ModalFrame labelledBy={titleId} describedBy={textId} onClose={onClose} className="max-w-md p-6 text-center sm:p-8">
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
    </ModalFrame>
  );
}
