import { useState } from 'react';
import type { AdminPlacement } from '@contract/placements';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { useSendTalentInvitation, useTalentAccount, useUnlinkTalentAccount } from '@/features/placements/api/talent-account';
import { invitationTexts } from './staffing-texts';

type TalentInvitationDialogProps = { placement: AdminPlacement; onClose: () => void; onDone: (message: string) => void };

/**
 * Admin: a placed talent's account. Not linked yet: the latest invitation, and a fresh link to the
 * talent's own address (the one they had stops working). Linked: which account, and a way to undo a
 * wrong link (audited), after which a new invitation can go out.
 */
export function TalentInvitationDialog({ placement, onClose, onDone }: TalentInvitationDialogProps) {
  const { talent } = placement;
  const status = useTalentAccount(talent.applicantId);
  const send = useSendTalentInvitation(talent.applicantId);
  const unlink = useUnlinkTalentAccount(talent.applicantId);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const account = status.data?.account ?? null;
  const invitation = status.data?.invitation ?? null;

  return (
    <Dialog title={invitationTexts.title} onClose={onClose} size="sm">
      {status.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      ) : status.isError ? (
        <Alert tone="error">{loadErrorText(status.error)}</Alert>
      ) : account ? (
        <div className="space-y-3 text-sm text-slate-800">
          <p>
            <span className="font-semibold">{talent.name}</span> {invitationTexts.linkedTo}{' '}
            <span className="font-semibold break-all">{account.email}</span> ({account.name}), {invitationTexts.linkedSince}{' '}
            {formatDateTime(account.linkedAt)}.
          </p>
          <p>{invitationTexts.linkedExplanation}</p>
          {unlink.isError ? <Alert tone="error">{serverMessageOf(unlink.error, loadErrorText(unlink.error), 'message')}</Alert> : null}
          {confirmingUnlink ? (
            <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
              <p>{invitationTexts.unlinkConfirm(account.email)}</p>
              <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setConfirmingUnlink(false)}>
                  Keep the link
                </Button>
                <Button
                  variant="primary"
                  disabled={unlink.isPending}
                  onClick={() =>
                    unlink.mutate({ params: { applicantId: talent.applicantId }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) })
                  }
                >
                  {unlink.isPending ? 'Unlinking...' : 'Unlink this account'}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button variant="outline" onClick={() => setConfirmingUnlink(true)}>
                Unlink account...
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <span className="font-semibold">{talent.name}</span> ({talent.email}) {invitationTexts.explanation}
          </p>
          {invitation ? (
            <p className="mt-2 text-sm text-slate-600">
              {invitationTexts.lastSent(formatDateTime(invitation.sentAt), invitation.email)}
            </p>
          ) : null}
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              send.mutate({ params: { applicantId: talent.applicantId }, auth: 'required' }, { onSuccess: ({ body }) => onDone(body.message) });
            }}
          >
            {send.isError ? <Alert tone="error">{serverMessageOf(send.error, loadErrorText(send.error), 'message')}</Alert> : null}
            <FormActions onCancel={onClose} submitLabel={invitationTexts.submit} pendingLabel={invitationTexts.pending} pending={send.isPending} />
          </form>
        </>
      )}
    </Dialog>
  );
}
