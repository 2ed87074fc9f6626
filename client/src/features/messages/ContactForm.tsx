import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contactMessageSchema, messageMessages, messageUsSchema } from '@contract/messages';
import { HONEYPOT_FIELD } from '@contract/spam';
import { serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { HoneypotTrapField } from '@/ui/HoneypotTrapField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useSendMessage } from './api/use-send-message';

export type ContactFormVariant = 'home' | 'message-us';

/** The home form's website is optional, but its input holds text like the /message-us form's (which requires it). */
const homeContactSchema = contactMessageSchema.extend({ website: z.string().pipe(contactMessageSchema.shape.website) });
type ContactFormValues = z.input<typeof messageUsSchema>;
type ContactMessage = z.output<typeof contactMessageSchema>;

const emptyMessage: ContactFormValues = {
  fullName: '',
  email: '',
  phone: '',
  website: '',
  message: '',
  isWillingToReceiveUpdates: false,
  faxNumber: '',
};

type RequiredField = { name: 'fullName' | 'email' | 'phone' | 'message' | 'website'; label: string };
/** The required fields, in the order they are shown: the website only on /message-us (spec; decision 0218). */
const requiredFields: Record<ContactFormVariant, RequiredField[]> = {
  home: [
    { name: 'fullName', label: 'Full name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Contact number' },
    { name: 'message', label: 'Message' },
  ],
  'message-us': [
    { name: 'fullName', label: 'Full name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Contact number' },
    { name: 'website', label: 'Company website' },
    { name: 'message', label: 'Message' },
  ],
};

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const listOf = (labels: string[]) => listFormat.format(labels);

/** The 'Message Us' form of the home page and of /message-us (POST /messages). */
export function ContactForm({ variant }: { variant: ContactFormVariant }) {
  const send = useSendMessage();
  const { register, handleSubmit, reset, watch, formState } = useForm<ContactFormValues, unknown, ContactMessage>({
    // The home form takes the website as optional; the /message-us form requires it.
    resolver: variant === 'home' ? zodResolver(homeContactSchema) : zodResolver(messageUsSchema),
    defaultValues: emptyMessage,
  });
  const { errors } = formState;

  // Spec: submit is enabled once email, full name, phone and message are filled, and stays enabled.
  const [unlocked, setUnlocked] = useState(false);
  const required = watch(['email', 'fullName', 'phone', 'message']);
  if (!unlocked && required.every((value) => (value ?? '').trim() !== '')) setUnlocked(true);
  // What is still empty, said beside the button rather than left to a silently disabled one.
  const missingHintId = useId();
  const values = watch(requiredFields[variant].map((field) => field.name));
  const missing = requiredFields[variant].filter((_, index) => (values[index] ?? '').trim() === '').map((field) => field.label);

  // A new attempt starts clean: the last outcome (sent, or failed) goes before this one is checked.
  const clearOutcome = () => {
    if (!send.isIdle && !send.isPending) send.reset();
  };
  const submit = handleSubmit((body) => send.mutate({ body }, { onSuccess: () => reset(emptyMessage) }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearOutcome();
    return submit(event);
  };
  const websiteLabel = variant === 'home' ? 'Company website (optional)' : 'Company website';

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Contact number"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={websiteLabel}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourcompany.com"
        required={variant === 'message-us'}
        error={errors.website?.message}
        {...register('website')}
      />
      <TextAreaField
        label="Message"
        className="sm:col-span-2"
        required
        placeholder="Tell us about the roles, hours and tools your team needs."
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotTrapField {...register(HONEYPOT_FIELD)} />
      <label className="flex items-start gap-3 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-700"
          {...register('isWillingToReceiveUpdates')}
        />
        I would like to receive updates and offers
      </label>
      <div className="space-y-3 sm:col-span-2">
        {send.isSuccess ? <Alert tone="success">{messageMessages.sent}</Alert> : null}
        {send.isError ? <Alert tone="error">{serverMessageOf(send.error, messageMessages.failed, 'message')}</Alert> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button
            type="submit"
            disabled={!unlocked || send.isPending}
            aria-describedby={missing.length > 0 ? missingHintId : undefined}
            className="w-full py-3 sm:w-auto sm:px-8"
          >
            {send.isPending ? 'Submitting...' : 'Submit'}
          </Button>
          {missing.length > 0 ? (
            <p id={missingHintId} className="text-sm text-slate-700">
              {`Still to fill in: ${listOf(missing)}.`}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
