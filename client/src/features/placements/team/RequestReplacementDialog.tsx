import { replacementRequestBodySchema, type TeamPlacement } from '@contract/placements';
import { ReasonDialog } from '@/ui/ReasonDialog';
import { useRequestReplacement } from '@/features/placements/api/use-request-replacement';
import { teamTexts } from './team-texts';

type RequestReplacementDialogProps = {
  placement: TeamPlacement;
  onClose: () => void;
  onSent: (message: string) => void;
};

/** Customer: asks for someone else in one talent's seat, with a reason. */
export function RequestReplacementDialog({ placement, onClose, onSent }: RequestReplacementDialogProps) {
  const request = useRequestReplacement();
  const name = `${placement.talent.firstName} ${placement.talent.lastName}`;
  return (
    <ReasonDialog
      title={teamTexts.requestTitle}
      schema={replacementRequestBodySchema}
      texts={{ reason: teamTexts.reason, reasonHint: teamTexts.reasonHint, submit: teamTexts.send, pending: teamTexts.sending }}
      rows={4}
      request={request}
      onSubmit={(reason) => request.mutate({ params: { id: placement._id }, body: { reason }, auth: 'required' }, { onSuccess: ({ body }) => onSent(body.message) })}
      onClose={onClose}
    >
      <p className="text-sm text-slate-800">
        You would like someone other than <span className="font-semibold">{name}</span> ({placement.role}). We will look for a replacement and tell you who it
        is and when they start.
      </p>
    </ReasonDialog>
  );
}
