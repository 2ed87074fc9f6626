import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { COMMENT_MAX_LENGTH, commentBodySchema, type CommentBody } from '@contract/inbox';
import { Alert } from '@/ui/Alert';
import { FormActions } from '@/ui/FormActions';
import { TextAreaField } from '@/ui/TextAreaField';

type CommentFormProps = {
  /** The comment being edited ('' to add one). */
  initialComment: string;
  onSave: (comment: string) => void;
  onCancel: () => void;
  isSaving: boolean;
  /** The failed save's text ('Failed to add comment 404 Not Found'), if any. */
  failure?: string | undefined;
};

/** Add or edit the admin's comment on an inquiry or message; the contract's schema requires text. */
export function CommentForm({ initialComment, onSave, onCancel, isSaving, failure }: CommentFormProps) {
  const { register, handleSubmit, formState } = useForm<CommentBody>({
    resolver: zodResolver(commentBodySchema),
    defaultValues: { comment: initialComment },
  });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(({ comment }) => onSave(comment.trim()))}>
      <TextAreaField
        label="Comment"
        rows={5}
        maxLength={COMMENT_MAX_LENGTH}
        required
        autoFocus
        error={formState.errors.comment?.message}
        {...register('comment')}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <FormActions onCancel={onCancel} submitLabel={initialComment ? 'Save comment' : 'Add comment'} pendingLabel="Saving..." pending={isSaving} />
    </form>
  );
}
