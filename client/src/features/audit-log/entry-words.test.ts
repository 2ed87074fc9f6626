import { describe, expect, it } from 'vitest';
import { auditActions } from '@contract/audit-log';
import { targetOf } from './entry-target';
import { actionLabels, actionSentence, recordLines } from './entry-words';
import { exportFilterWords } from './export-filter-words';
import { shortId } from './short-id';

const say = (action: string, detail: Record<string, unknown> = {}) => actionSentence({ action, detail });

describe('An audit entry in words', () => {
  it('says what money was refunded, in the currency’s own units, and why', () => {
    expect(say('payment.refunded', { amount: 100_000, currency: 'usd', refundId: 're_1' })).toBe('Refunded $1,000.00');
    expect(say('payment.refunded', { amount: 187_050, currency: 'aud', reason: 'requested_by_customer' })).toBe('Refunded A$1,870.50 (reason: requested by customer)');
    expect(say('payment.refunded', { amount: 500, currency: 'jpy' })).toBe('Refunded ¥500');
    expect(say('payment.refunded', {})).toBe('Refunded a payment');
    expect(say('refund.marked_handled', { amount: 50_000, currency: 'aud', note: 'Paid back by bank transfer' })).toBe(
      'Marked a failed refund of A$500.00 as handled (note: “Paid back by bank transfer”)',
    );
  });

  it('says how an applicant changed, from which status to which', () => {
    expect(say('applicant.status_changed', { from: 'Unread', to: 'Initial Interview' })).toBe("Changed an applicant's status from Unread to Initial Interview");
    expect(say('applicant.status_changed', { from: 'Read', to: 'Job Offer', remarksChanged: true, emailed: 'Job Offer' })).toBe(
      "Changed an applicant's status from Read to Job Offer, edited the remarks and e-mailed them the “Job Offer” message",
    );
    expect(say('applicant.updated', { remarksChanged: true })).toBe("Edited an applicant's remarks");
    expect(say('applicant.updated', { emailed: 'Rejected' })).toBe('E-mailed an applicant the “Rejected” message');
    expect(say('applicant.resume_opened')).toBe("Opened an applicant's resume");
  });

  it('counts an export’s rows when the entry has them, and says its filter in words', () => {
    expect(say('applicants.exported', { filter: { status: 'Unread', q: 'maria', sort: 'name_asc' }, rows: 120 })).toBe(
      'Exported 120 applicants as CSV (search “maria”, status Unread)',
    );
    expect(say('applicants.exported', { filter: {} })).toBe('Exported applicants as CSV (no filter)');
    expect(say('inquiries.exported', { filter: { status: 'unread', kind: 'booking' }, rows: 1 })).toBe('Exported 1 inquiry as CSV (unread only, bookings only)');
    expect(say('messages.exported', { filter: { q: 'acme' }, rows: 1234 })).toBe('Exported 1,234 messages as CSV (search “acme”)');
  });

  it('names jobs, fields, comments and second factors', () => {
    expect(say('job.closed', { title: 'Night Support' })).toBe('Closed the job “Night Support”');
    expect(say('job.created', { title: 'Night Support' })).toBe('Added the job “Night Support”');
    expect(say('job.updated', { fields: ['operatingHours', 'title'] })).toBe("Edited a job's operating hours and title");
    expect(say('inquiry.commented', { commentLength: 42 })).toBe('Commented on an inquiry (42 characters)');
    expect(say('subscription.canceled', { ownerId: 'u1', statusBefore: 'past_due' })).toBe("Canceled a customer's subscription (it was past due)");
    expect(say('second_factor.added', { method: 'authenticator_app' })).toBe('Added an authenticator app for two-step sign-in');
    expect(say('second_factor.removed', { method: 'passkey', name: 'YubiKey 5' })).toBe('Removed the passkey “YubiKey 5”');
    expect(say('second_factor.recovery_codes_renewed', { method: 'recovery_codes' })).toBe('Renewed their recovery codes');
  });

  it('says which failed Stripe event was tried again or dismissed', () => {
    expect(say('stripe_event.retried', { eventType: 'invoice.paid', tries: 10 })).toBe('Tried a failed Stripe event (invoice.paid) again');
    expect(say('stripe_event.dismissed', { eventType: 'charge.dispute.created', tries: 10 })).toBe('Dismissed a failed Stripe event (charge.dispute.created) without applying it');
  });

  it('says whose week a customer approved or disputed, or was approved by itself, with its hours', () => {
    const week = { talent: 'Maria Santos', talentId: 'a1', weekStart: '2026-03-02', totalHours: 41.5 };
    expect(say('timesheet.approved', week)).toBe("Approved Maria Santos's week of 2026-03-02 (41.5 hours)");
    expect(say('timesheet.disputed', { ...week, reason: 'No work on Sunday' })).toBe("Disputed Maria Santos's week of 2026-03-02 (41.5 hours), giving the reason “No work on Sunday”");
    expect(say('timesheet.auto_approved', week)).toBe("Approved Maria Santos's week of 2026-03-02 (41.5 hours) automatically, as no one answered it by its deadline");
    expect(say('timesheet.approved', {})).toBe('Approved a week');
  });

  it('says how many weeks a batch of the automatic approval approved, and lists each one', () => {
    const records = [
      { id: 'w1', talent: 'Maria Santos', talentId: 'a1', weekStart: '2026-03-02', totalHours: 41.5 },
      { id: 'w2', talent: 'Ken Abe', talentId: 'a2', weekStart: '2026-03-02', totalHours: 40 },
      { id: 'w3', talentId: 'a3', weekStart: '2026-03-09', totalHours: 0 },
    ];
    const batch = { action: 'timesheets.auto_approved', detail: { records } };
    expect(actionSentence(batch)).toBe('Approved 3 weeks automatically, as no one answered them by their deadlines');
    expect(recordLines(batch)).toEqual([
      "Maria Santos's week of 2026-03-02 (41.5 hours)",
      "Ken Abe's week of 2026-03-02 (40 hours)",
      'a week of 2026-03-09 (0 hours)',
    ]);
    // One week reads as a week's own entry did, with nothing more to list.
    const one = { action: 'timesheets.auto_approved', detail: { records: records.slice(0, 1) } };
    expect(actionSentence(one)).toBe("Approved Maria Santos's week of 2026-03-02 (41.5 hours) automatically, as no one answered it by its deadline");
    expect(recordLines(one)).toEqual([]);
    expect(recordLines({ action: 'timesheet.approved', detail: { records } })).toEqual([]);
  });

  it('says how a placement ended, each way as a sentence in natural order', () => {
    expect(say('placement.ended', { kind: 'replaced', reason: 'Asked for by the customer' })).toBe('Ended a placement by placing a replacement (reason: “Asked for by the customer”)');
    expect(say('placement.ended', { kind: 'replaced' })).not.toMatch(/^Ended by/);
    expect(say('placement.ended', { kind: 'subscription_ended' })).toBe('Ended a placement when its subscription ended');
    expect(say('placement.ended', { kind: 'ended' })).toBe('Ended a placement');
    expect(say('placement.ended', { kind: 'something_new' })).toBe('Ended a placement');
    expect(say('placement.assigned', { seat: 2, startDate: '2026-03-02', replaces: 'p1' })).toBe('Placed a hired talent in seat 2 of a subscription as a replacement, starting 2026-03-02');
  });

  it('reads every other kind of entry as a sentence: a verb first, then what it was done to', () => {
    expect(say('timesheet.settled', { talent: 'Maria Santos', weekStart: '2026-03-02', hoursApproved: 40, reason: 'Agreed by phone' })).toBe(
      "Settled the dispute over Maria Santos's week of 2026-03-02, approving 40 hours (reason: “Agreed by phone”)",
    );
    expect(say('subscription.term_restored', { endsAt: '2026-12-31T00:00:00.000Z' })).toBe("Restored a fixed-term subscription's end date at Stripe (it ends 2026-12-31)");
    expect(say('talent.invitation_sent', { email: 'maria@example.com' })).toBe('Sent a talent a new invitation link at maria@example.com');
    expect(say('talent.account_unlinked', { email: 'wrong@example.com' })).toBe('Unlinked the wrong account wrong@example.com from a talent');
    expect(say('subscription.seat_added', { description: 'Senior Technical monthly', fromQuantity: 2, toQuantity: 3 })).toBe('Added a seat to Senior Technical monthly (2 → 3 seats)');
    expect(say('subscription.seat_add_pending', { description: 'Senior Technical monthly', fromQuantity: 2, toQuantity: 3 })).toBe(
      'Added a seat to Senior Technical monthly (2 → 3 seats), pending its payment',
    );
    expect(say('subscription.seat_removal_scheduled', { description: 'Senior Technical monthly', seat: 3, fromQuantity: 3, toQuantity: 2, talent: 'Maria Santos' })).toBe(
      'Scheduled the removal of seat 3 of Senior Technical monthly at the end of the billing period (3 → 2 seats); Maria Santos leaves then',
    );
    expect(say('inquiry.marked_read')).toBe('Marked an inquiry as read');
    expect(say('mail.resent')).toBe('Sent an undelivered e-mail again');
  });

  it('reads a code this page does not know without showing JSON', () => {
    const sentence = say('payment.voided', { amount: 500, reasonCode: 'late', nested: { a: 1 }, tags: ['x', 'y'] });
    expect(sentence).toBe('Took an action this page does not know yet: payment voided (amount: 500; reason code: late; tags: x, y)');
    expect(sentence).not.toMatch(/[{}"]/);
    expect(exportFilterWords({ q: 'x', odd: { a: 1 } })).toBe('search “x”');
  });

  it('gives every action code a label of its own in words', () => {
    const labels = auditActions.map((action) => actionLabels[action]);
    expect(new Set(labels).size).toBe(auditActions.length);
    for (const label of labels) expect(label).not.toMatch(/[._]/);
  });
});

describe("An audit entry's record", () => {
  it('links each record to the admin page where it is seen', () => {
    const id = 'b0000000-0000-4000-8000-000000000002';
    expect(targetOf({ targetType: 'applicant', targetId: id, detail: {} })).toEqual({ label: 'Applicant', to: `/applicantDetails/${id}` });
    expect(targetOf({ targetType: 'applicant', targetId: null, detail: {} })).toEqual({ label: 'Applicants', to: '/applicants' });
    expect(targetOf({ targetType: 'job', targetId: id, detail: {} })).toEqual({ label: 'Job', to: `/job/${id}/applicants` });
    expect(targetOf({ targetType: 'payment', targetId: id, detail: {} }).to).toBe('/payments');
    expect(targetOf({ targetType: 'subscription', targetId: 'sub_123', detail: { ownerId: 'u-7' } }).to).toBe('/subscription?userId=u-7');
    expect(targetOf({ targetType: 'inquiry', targetId: id, detail: {} }).to).toBe('/inquiries');
    expect(targetOf({ targetType: 'message', targetId: id, detail: {} }).to).toBe('/messages');
    expect(targetOf({ targetType: 'user', targetId: id, detail: {} })).toEqual({ label: 'Their own account' });
    expect(targetOf({ targetType: 'gadget', targetId: id, detail: {} })).toEqual({ label: 'gadget' });
  });

  it('shortens ids to fit a column', () => {
    expect(shortId('b0000000-0000-4000-8000-000000000002')).toBe('b0000000');
    expect(shortId('sub_1PqRstUvWxYz0123')).toBe('sub_1PqRst…');
    expect(shortId('re_12')).toBe('re_12');
  });
});
