import { useId } from 'react';
import { billingMessages, type SubscriptionRecord } from '@contract/billing';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { useCancelSubscription } from '@/features/billing/api/use-cancel-subscription';
import { useTeamOfSubscription } from '@/features/billing/api/use-team-of-subscription';
import { cancelTeamText, endOfCancel } from './cancel-team-text';

export const cancelDialogTexts = {
  title: 'Cancel this subscription?',
  checkingTeam: 'Checking who works on this subscription...',
  teamUnknown: 'We could not check who works on this subscription: their placements end when it does.',
  noNewTalent: 'From now on, no new talent or replacement is placed in it.',
  keep: 'Keep subscription',
  confirm: 'Cancel subscription',
  pending: 'Canceling...',
} as const;

type CancelSubscriptionDialogProps = {
  record: SubscriptionRecord;
  viewer: 'admin' | 'customer';
  onClose: () => void;
  /** The cancel went through: the parent closes the dialog and says so. */
  onCanceled: (message: string) => void;
  /** Where focus goes when the Cancel button that opened the dialog is gone (the row no longer offers it). */
  fallbackFocus: () => HTMLElement | null;
};

/**
 * The site's confirmation before a cancel, naming who keeps working until which day (each in
 * their placement's time zone). Focus starts on "Keep subscription", Escape keeps it too, and
 * focus goes back to the row.
 */
export function CancelSubscriptionDialog({ record, viewer, onClose, onCanceled, fallbackFocus }: CancelSubscriptionDialogProps) {
  const describedBy = useId();
  const team = useTeamOfSubscription(record._id, viewer);
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate({ params: { subscriptionId: record.subscriptionId }, auth: 'required' }, { onSuccess: ({ body }) => onCanceled(body.message) });

  return (
    <Dialog title={cancelDialogTexts.title} onClose={onClose} size="sm" describedBy={describedBy} fallbackFocus={fallbackFocus}>
      <div id={describedBy} className="space-y-2 text-sm text-slate-800">
        <p>{billingMessages.cancelConfirm}</p>
        {team.isPending ? (
          <p role="status">{cancelDialogTexts.checkingTeam}</p>
        ) : (
          <p className="font-medium text-slate-900">{team.isError ? cancelDialogTexts.teamUnknown : cancelTeamText(team.members ?? [], endOfCancel(record))}</p>
        )}
        <p>{cancelDialogTexts.noNewTalent}</p>
      </div>
      {cancel.isError ? (
        <Alert tone="error" className="mt-4">
          {billingMessages.cancelFailed}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        {/* First in the page's order: where focus starts, so Enter keeps the subscription. */}
        <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
          {cancelDialogTexts.keep}
        </Button>
        <Button onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? cancelDialogTexts.pending : cancelDialogTexts.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
