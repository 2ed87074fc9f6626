import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bookingZoneFor, isOfferedTimeZone, timeZoneGroups, timeZoneLabels } from '@contract/catalogues/time-zones';
import { bookingInquirySchema } from '@contract/inquiries';
import { HONEYPOT_FIELD } from '@contract/spam';
import { serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { HoneypotTrapField } from '@/ui/HoneypotTrapField';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { useCreateBooking } from './api/use-create-booking';
import { SubmittedDialog, type SubmittedBooking } from './SubmittedDialog';

/**
 * The contract's booking, except that the select holds any text: the form starts on the empty
 * 'Select a timezone' option, which the contract's own rule then reports as required.
 */
const bookingFormSchema = bookingInquirySchema.extend({ timeZone: z.string().pipe(bookingInquirySchema.shape.timeZone) });
type BookingFormValues = z.input<typeof bookingFormSchema>;
type BookingInquiry = z.output<typeof bookingFormSchema>;

/** Not in the contract: the spec leaves booking errors unspecified, this shows when the server gives no text. */
export const BOOKING_FAILED = 'Your booking could not be submitted. Please try again or e-mail us.';

const emptyBooking: BookingFormValues = {
  kind: 'booking',
  company: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  timeZone: '',
  date: '',
  timeFrom: '',
  timeTo: '',
  faxNumber: '',
};

function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The get-started page's 'initial booking form' (POST /inquiries with kind 'booking'). */
export function BookingForm({ titleId }: { titleId: string }) {
  const create = useCreateBooking();
  const [submitted, setSubmitted] = useState<SubmittedBooking | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is prerendered at build time and hydrated as it is: today is the visitor's, set once mounted.
  const [earliestDate, setEarliestDate] = useState<string>();
  useEffect(() => setEarliestDate(todayIso()), []);
  // The visitor's own zone, read once hydrated too: the server's HTML cannot know it.
  const [visitorZone, setVisitorZone] = useState<string>();
  useEffect(() => setVisitorZone(bookingZoneFor(Intl.DateTimeFormat().resolvedOptions().timeZone)), []);
  const { register, handleSubmit, reset, formState, getValues, setValue } = useForm<BookingFormValues, unknown, BookingInquiry>({
    resolver: zodResolver(bookingFormSchema),
    mode: 'onTouched',
    defaultValues: emptyBooking,
  });
  const { errors, isValid } = formState;
  // Once its option is rendered, the select starts on the visitor's zone, unless they chose one already.
  useEffect(() => {
    if (visitorZone && !getValues('timeZone')) setValue('timeZone', visitorZone);
  }, [visitorZone, getValues, setValue]);
  const emptyForm = { ...emptyBooking, timeZone: visitorZone ?? '' };

  // Spec: the form resets whatever the outcome; a failure is also shown so the booking is not silently lost.
  const onSubmit = handleSubmit((body) =>
    create.mutate(
      { body },
      {
        onSuccess: () => setSubmitted(body),
        onSettled: () => reset(emptyForm),
      },
    ),
  );

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {/* Focus comes back here when the submitted dialog closes: Submit is disabled by then, as the form is reset. */}
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-brand-950 capitalize focus:outline-none">
        initial booking form
      </h2>
      <p className="mt-1 text-slate-700">All fields are required. Times are in the time zone you select.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-8">
        <Group legend="Contact information">
          <TextField
            label="Company or identity"
            autoComplete="organization"
            className="sm:col-span-2"
            required
            error={errors.company?.message}
            {...register('company')}
          />
          <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <TextField label="Contact number" type="tel" autoComplete="tel" required error={errors.phone?.message} {...register('phone')} />
          <SelectField label="Timezone" className="sm:col-span-2" required error={errors.timeZone?.message} {...register('timeZone')}>
            <option value="">Select a timezone</option>
            {visitorZone && !isOfferedTimeZone(visitorZone) ? (
              <optgroup label="Your time zone">
                <option value={visitorZone}>{visitorZone}</option>
              </optgroup>
            ) : null}
            {timeZoneGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {timeZoneLabels[zone]}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </Group>
        <Group legend="Pick a date" columns="sm:grid-cols-3">
          <TextField label="Date" type="date" min={earliestDate} required error={errors.date?.message} {...register('date')} />
          <TextField label="Time from" type="time" required error={errors.timeFrom?.message} {...register('timeFrom')} />
          <TextField label="Time to" type="time" required error={errors.timeTo?.message} {...register('timeTo')} />
        </Group>
        <HoneypotTrapField {...register(HONEYPOT_FIELD)} />
        {create.isError ? (
          <Alert tone="error">{serverMessageOf(create.error, BOOKING_FAILED, 'message')}</Alert>
        ) : null}
        <Button type="submit" disabled={!isValid || create.isPending} className="w-full py-3 sm:w-auto sm:px-10">
          {create.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </form>
      {submitted ? <SubmittedDialog booking={submitted} onClose={() => setSubmitted(null)} fallbackFocus={() => titleRef.current} /> : null}
    </div>
  );
}

function Group({ legend, columns = 'sm:grid-cols-2', children }: { legend: string; columns?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-4 text-base font-semibold text-brand-900">{legend}</legend>
      <div className={`grid gap-4 ${columns}`}>{children}</div>
    </fieldset>
  );
}
