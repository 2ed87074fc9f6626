import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './CommentForm';

function setup(initialComment = '', failure?: string) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<CommentForm initialComment={initialComment} onSave={onSave} onCancel={onCancel} isSaving={false} failure={failure} />);
  return { onSave, onCancel, user: userEvent.setup() };
}

describe('CommentForm', () => {
  it('requires text before saving', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText('Comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed text', async () => {
    const { onSave, user } = setup();
    await user.type(screen.getByLabelText('Comment'), '  Called back, wants 3 agents ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSave).toHaveBeenCalledWith('Called back, wants 3 agents');
  });

  it('edits an existing comment, shows a failure, and cancels', async () => {
    const { onSave, onCancel, user } = setup('Left a voicemail', 'Failed to add comment 404 Not Found');
    const field = screen.getByLabelText('Comment');
    expect((field as HTMLTextAreaElement).value).toBe('Left a voicemail');
    expect(screen.getByRole('alert').textContent).toBe('Failed to add comment 404 Not Found');
    await user.clear(field);
    await user.type(field, 'Meeting on Friday');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(onSave).toHaveBeenCalledWith('Meeting on Friday');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
