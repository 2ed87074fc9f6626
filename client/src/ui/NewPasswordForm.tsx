import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { newPasswordFailures, PASSWORD_MIN_LENGTH } from '@contract/users';
import { Alert } from './Alert';
import { Button } from './Button';
import { TextField } from './TextField';

/** The contract's rules of a new password, each failure on its field (the confirmation's under it). */
const newPasswordFormSchema = z.object({ password: z.string(), confirmPassword: z.string() }).superRefine(({ password, confirmPassword }, context) => {
  for (const { field, message } of newPasswordFailures(password, confirmPassword)) {
    context.addIssue({ code: z.ZodIssueCode.custom, message, path: [field === 'password' ? 'password' : 'confirmPassword'] });
  }
});

type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;

type NewPasswordFormProps = {
  /** The account's address, for password managers (not shown: the page says whose password it is). */
  email: string;
  submitLabel: string;
  pendingLabel: string;
  /** While the request runs: the button reads `pendingLabel` and is disabled. */
  pending: boolean;
  /** Once it succeeded and the page moves on. */
  done?: boolean;
  /** The server's refusal, shown with the rules' messages. */
  serverError: string | null;
  /** Editing a field clears the server's refusal. */
  onEdit: () => void;
  onSubmit: (password: string) => void;
};

/**
 * The one form that sets a new password, typed twice (the reset link, a talent's invitation). It
 * sends nothing until every rule holds, and lists every rule that fails, not only the first.
 */
export function NewPasswordForm({ email, submitLabel, pendingLabel, pending, done = false, serverError, onEdit, onSubmit }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    // Every message of a field, not only its first: they all go in the list.
    criteriaMode: 'all',
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const clearOnEdit = {
    onChange: () => {
      form.clearErrors();
      onEdit();
    },
  };
  const failures = [...messagesOf(errors.confirmPassword), ...messagesOf(errors.password)];
  const shown = serverError ? [...failures, serverError] : failures;
  const submit = form.handleSubmit(({ password }) => onSubmit(password));

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
        invalid={Boolean(errors.password)}
        {...form.register('password', clearOnEdit)}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        invalid={Boolean(errors.confirmPassword)}
        {...form.register('confirmPassword', clearOnEdit)}
      />
      {shown.length > 0 ? (
        <Alert tone="error">
          {shown.length === 1 ? (
            shown[0]
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {shown.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      <Button type="submit" className="w-full py-3" disabled={pending || done}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** A field's messages: with `criteriaMode: 'all'` every one is kept under `types`, by issue code. */
function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((found) => (typeof found === 'string' ? [found] : Array.isArray(found) ? found : []));
  return all.length > 0 ? all : error.message ? [error.message] : [];
}
