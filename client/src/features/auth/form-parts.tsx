import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';

/** The spec's text for a failed login or sign-up whose answer carries no `error` field. */
export const GENERIC_AUTH_ERROR = 'Something went wrong. Please try again.';

/** Spec: editing any field clears the messages, the server's too (unless its answer is still on its way). */
export function clearedOnEdit(form: { clearErrors: () => void }, request: { isPending: boolean; reset: () => void }) {
  return {
    onChange: () => {
      form.clearErrors();
      if (!request.isPending) request.reset();
    },
  };
}

/** Submit button that reads 'Loading...' and is disabled while the request runs. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={loading} className="w-full py-3">
      {loading ? 'Loading...' : children}
    </Button>
  );
}

/** A text-styled button that switches the panel between its views. */
export function SwitchViewButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
    >
      {children}
    </button>
  );
}
