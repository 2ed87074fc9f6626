import type { AdminPlacement } from '@contract/placements';
import { loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Dialog } from '@/ui/Dialog';
import { FormActions } from '@/ui/FormActions';
import { useSendTalentInvitation } from '@/features/placements/api/use-send-talent-invitation';
import { invitationTexts } from './staffing-texts';

type TalentInvitationDialogProps = { placement: AdminPlacement; onClose: () => void; onDone: (message: string) => void };

/**
 * Admin: mails a placed talent a fresh link to set their password, when the first one expired or
 * was lost; the link they had stops working. Refused (the server's words) once they have a password.
 */
export function TalentInvitationDialog({ placement, onClose, onDone }: TalentInvitationDialogProps) {
  const send = useSendTalentInvitation();
  const { talent } = placement;
  return (
    <Dialog title={invitationTexts.title} onClose={onClose} size="sm">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{talent.name}</span> ({talent.email}) {invitationTexts.explanation}
      </p>
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
    </Dialog>
  );
}
