import { Button } from './Button';

type FormActionsProps = {
  onCancel: () => void;
  submitLabel: string;
  /** What the submit button reads while the form is being sent ('Saving...'). */
  pendingLabel: string;
  pending: boolean;
};

/** A dialog form's buttons: Cancel, and the submit button, disabled and relabelled while the form is sent. */
export function FormActions({ onCancel, submitLabel, pendingLabel, pending }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
