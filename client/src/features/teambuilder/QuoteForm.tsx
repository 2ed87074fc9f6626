import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { quoteInquirySchema, quoteMessages } from '@contract/inquiries';
import { HONEYPOT_FIELD } from '@contract/spam';
import { serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { HoneypotTrapField } from '@/ui/HoneypotTrapField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useSubmitQuote } from './api/use-submit-quote';

/** The contract's quote request; the number input holds text, which the contract's rule coerces to the staff count. */
const quoteFormSchema = quoteInquirySchema.omit({ kind: true }).extend({ noOfStaff: z.string().pipe(quoteInquirySchema.shape.noOfStaff) });
type QuoteFormValues = z.input<typeof quoteFormSchema>;
type QuoteFormOutput = z.output<typeof quoteFormSchema>;

const emptyQuote: QuoteFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  company: '',
  noOfStaff: '',
  message: '',
  isOkayToRecieveMarketing: false,
  faxNumber: '',
};

/** The fields in screen order. */
const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'company', 'location', 'noOfStaff', 'message'] as const;


/** The request-a-quote form (POST /inquiries, kind 'quote'). */
export function QuoteForm() {
  const submit = useSubmitQuote();
  const alertId = useId();
  const hintId = useId();
  const { register, handleSubmit, reset, formState } = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: emptyQuote,
  });
  const { errors } = formState;
  // A blank field is told once, in the spec's words above the button; a value that is there but
  // refused (an address, a staff count of 0) is told at its own field.
  const anyBlank = fieldOrder.some((name) => errors[name]?.message === quoteMessages.required);
  const ownMessage = (name: (typeof fieldOrder)[number]) => {
    const message = errors[name]?.message;
    return message && message !== quoteMessages.required ? message : undefined;
  };

  // A new edit or attempt hides the previous outcome.
  const clearOutcome = () => {
    if (!submit.isPending && !submit.isIdle) submit.reset();
  };
  const onSubmit = handleSubmit(
    (values) => submit.mutate({ body: { kind: 'quote', ...values } }, { onSuccess: () => reset(emptyQuote) }),
    clearOutcome,
  );
  // A blank field marks itself invalid and points at the alert; a refused value shows its message under it.
  const field = (name: (typeof fieldOrder)[number]) => ({
    invalid: !!errors[name],
    error: ownMessage(name),
    'aria-describedby': errors[name]?.message === quoteMessages.required ? alertId : undefined,
    required: true,
    ...register(name, { onChange: clearOutcome }),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label="Company" autoComplete="organization" {...field('company')} />
      <TextField label="Location" placeholder="City, state or country" autoComplete="address-level2" {...field('location')} />
      <TextField label="Number of staff" type="number" inputMode="numeric" min={1} step={1} {...field('noOfStaff')} />
      <TextAreaField
        label="Message"
        placeholder="The roles you need, working hours and when you would like them to start"
        className="sm:col-span-2"
        {...field('message')}
      />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            aria-describedby={hintId}
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            {...register('isOkayToRecieveMarketing', { onChange: clearOutcome })}
          />
          <span>I agree to receive marketing communications</span>
        </label>
        <p id={hintId} className="mt-1 pl-7 text-xs text-slate-600">
          Optional. Hiring guides and service news, about once a month; unsubscribe at any time.
        </p>
      </div>
      <HoneypotTrapField {...register(HONEYPOT_FIELD)} />
      <div className="space-y-4 sm:col-span-2">
        {anyBlank ? (
          <div id={alertId}>
            <Alert tone="error">{quoteMessages.required}</Alert>
          </div>
        ) : null}
        {submit.isError ? <Alert tone="error">{serverMessageOf(submit.error, quoteMessages.failure, 'message')}</Alert> : null}
        {submit.isSuccess ? <Alert tone="success">{quoteMessages.success}</Alert> : null}
        <Button type="submit" variant="primary" disabled={submit.isPending} className="w-full py-3 text-base sm:w-auto sm:px-8">
          {submit.isPending ? 'Submitting...' : 'Request my quote'}
        </Button>
      </div>
    </form>
  );
}
