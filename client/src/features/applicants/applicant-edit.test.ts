import { describe, expect, it } from 'vitest';
import { buildApplicant } from './test-applicants';
import { changesOf, draftFor } from './applicant-edit';

describe('applicant row edit', () => {
  const unread = buildApplicant({ status: 'Unread', remarks: '' });
  const listed = buildApplicant({ status: 'Short Listed', remarks: 'Good fit' });

  it('starts from the saved values, with no status chosen when it is not one an admin sets', () => {
    expect(draftFor(unread)).toEqual({ status: '', remarks: '', emailApplicant: false, template: '' });
    expect(draftFor(listed).status).toBe('Short Listed');
  });

  it('gives nothing to send when both are empty or unchanged', () => {
    expect(changesOf(unread, draftFor(unread))).toBeNull();
    expect(changesOf(listed, draftFor(listed))).toBeNull();
    expect(changesOf(listed, { ...draftFor(listed), remarks: '   ' })).toBeNull();
  });

  it('sends only what changed, and an e-mail only with a changed status and the box ticked', () => {
    expect(changesOf(listed, { ...draftFor(listed), remarks: ' Call Friday ' })).toEqual({ remarks: 'Call Friday' });
    expect(changesOf(listed, { ...draftFor(listed), emailApplicant: true })).toBeNull();
    expect(changesOf(unread, { ...draftFor(unread), status: 'Job Offer' })).toEqual({ status: 'Job Offer' });
    expect(changesOf(unread, { ...draftFor(unread), status: 'Job Offer', emailApplicant: true })).toEqual({
      status: 'Job Offer',
      sendEmail: 'Job Offer',
    });
    expect(changesOf(unread, { ...draftFor(unread), status: 'Final Interview', emailApplicant: true, template: 'Rejected' })).toEqual({
      status: 'Final Interview',
      sendEmail: 'Rejected',
    });
  });
});
