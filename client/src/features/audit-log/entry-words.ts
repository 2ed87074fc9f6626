import type { AuditAction, AuditEntry } from '@contract/audit-log';
import { formatMinorUnits } from '@contract/money';
import { exportFilterWords } from './export-filter-words';

type Detail = Record<string, unknown>;

/** Each action as the Action filter offers it: a heading for the kind of entry, not a code. */
export const actionLabels: Record<AuditAction, string> = {
  'payment.refunded': 'Payment refunded',
  'subscription.canceled': 'Subscription canceled',
  'applicant.status_changed': "Applicant's status changed",
  'applicant.updated': 'Applicant updated',
  'applicant.resume_opened': 'Resume opened',
  'applicants.exported': 'Applicants exported',
  'job.created': 'Job added',
  'job.updated': 'Job edited',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'inquiry.marked_read': 'Inquiry marked read',
  'inquiry.commented': 'Inquiry commented on',
  'inquiries.exported': 'Inquiries exported',
  'message.marked_read': 'Message marked read',
  'message.commented': 'Message commented on',
  'messages.exported': 'Messages exported',
  'franchise.contract_opened': 'Franchise contract opened',
  'mail.resent': 'E-mail sent again',
  'second_factor.added': 'Second factor added',
  'second_factor.removed': 'Second factor removed',
  'second_factor.recovery_codes_renewed': 'Recovery codes renewed',
  'subscription.term_restored': "Fixed term's end put back",
  'stripe_event.retried': 'Stripe event tried again',
  'stripe_event.dismissed': 'Failed Stripe event dismissed',
  'placement.assigned': 'Talent placed',
  'placement.ended': 'Placement ended',
  'talent.invitation_sent': 'Talent invitation sent',
  'talent.account_unlinked': 'Talent account unlinked',
  'timesheet.settled': 'Timesheet dispute settled',
  'timesheets.exported': 'Approved hours exported',
  'timesheet.approved': 'Timesheet approved',
  'timesheet.disputed': 'Timesheet disputed',
  'timesheet.auto_approved': 'Timesheet approved automatically',
  'refund.marked_handled': 'Failed refund marked handled',
  'subscription.seat_added': 'Seat added to a subscription',
  'subscription.seat_add_pending': 'Seat added, waiting for its payment',
  'subscription.seat_removal_scheduled': 'Seat removed at the end of the period',
  'timesheets.auto_approved': 'Timesheets approved automatically',
};

/** 'Added a seat to Senior Technical monthly (2 → 3 seats)', 'Scheduled the removal of seat 3 of … at the end of the billing period (3 → 2 seats); Maria Santos leaves then'. */
function seatChangeText(action: string, detail: Record<string, unknown>): string {
  const description = typeof detail.description === 'string' ? detail.description : 'a subscription';
  const seats = typeof detail.fromQuantity === 'number' && typeof detail.toQuantity === 'number' ? ` (${detail.fromQuantity} → ${detail.toQuantity} seats)` : '';
  if (action === 'subscription.seat_added') return `Added a seat to ${description}${seats}`;
  if (action === 'subscription.seat_add_pending') return `Added a seat to ${description}${seats}, pending its payment`;
  // The seat goes later, at the period's end: the sentence says what was done now, a scheduling.
  const talent = typeof detail.talent === 'string' ? `; ${detail.talent} leaves then` : '';
  const seat = typeof detail.seat === 'number' ? `seat ${detail.seat}` : 'a seat';
  return `Scheduled the removal of ${seat} of ${description} at the end of the billing period${seats}${talent}`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
const quoted = (value: string) => `“${value}”`;

/** 'past_due' → 'Past due', 'requested_by_customer' → 'requested by customer'. */
export function words(code: string, capital = true): string {
  const spaced = code
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replaceAll(/[._]+/g, ' ')
    .trim()
    .toLowerCase();
  return capital ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : spaced;
}

/** 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function refundText(detail: Detail): string {
  const amount = count(detail.amount);
  const currency = text(detail.currency);
  const reason = text(detail.reason);
  const sum = amount !== undefined && currency ? formatMinorUnits(amount, currency) : 'a payment';
  return `Refunded ${sum}${reason ? ` (reason: ${words(reason, false)})` : ''}`;
}

function refundHandledText(detail: Detail): string {
  const amount = count(detail.amount);
  const currency = text(detail.currency);
  const note = text(detail.note);
  const sum = amount !== undefined && currency ? ` of ${formatMinorUnits(amount, currency)}` : '';
  return `Marked a failed refund${sum} as handled${note ? ` (note: ${quoted(note)})` : ''}`;
}

function applicantChangeText(action: 'applicant.status_changed' | 'applicant.updated', detail: Detail): string {
  const parts: string[] = [];
  const from = text(detail.from);
  const to = text(detail.to);
  if (action === 'applicant.status_changed') {
    parts.push(to ? `changed an applicant's status${from ? ` from ${from}` : ''} to ${to}` : "changed an applicant's status");
  }
  if (detail.remarksChanged === true) parts.push(parts.length ? 'edited the remarks' : "edited an applicant's remarks");
  const emailed = text(detail.emailed);
  if (emailed) parts.push(parts.length ? `e-mailed them the ${quoted(emailed)} message` : `e-mailed an applicant the ${quoted(emailed)} message`);
  const sentence = parts.length ? listWords(parts) : 'updated an applicant';
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function exportText(things: { one: string; other: string }, detail: Detail): string {
  const rows = count(detail.rows);
  const what = rows === undefined ? things.other : `${rows.toLocaleString('en-US')} ${rows === 1 ? things.one : things.other}`;
  const filter = exportFilterWords(detail.filter);
  return `Exported ${what} as CSV${filter ? ` (${filter})` : ' (no filter)'}`;
}

function jobText(verb: string, detail: Detail): string {
  const title = text(detail.title);
  return `${verb} the job${title ? ` ${quoted(title)}` : ''}`;
}

function jobEditText(detail: Detail): string {
  const fields = Array.isArray(detail.fields) ? detail.fields.filter((field): field is string => typeof field === 'string') : [];
  return fields.length ? `Edited a job's ${listWords(fields.map((field) => words(field, false)))}` : 'Edited a job';
}

function commentText(thing: string, detail: Detail): string {
  const length = count(detail.commentLength);
  return `Commented on ${thing}${length === undefined ? '' : ` (${length.toLocaleString('en-US')} ${length === 1 ? 'character' : 'characters'})`}`;
}

const factorNames: Record<string, string> = { authenticator_app: 'an authenticator app', passkey: 'a passkey', recovery_codes: 'recovery codes' };

function factorText(verb: 'Added' | 'Removed', detail: Detail): string {
  const method = text(detail.method);
  const name = text(detail.name);
  if (method === 'passkey' && name) return `${verb} the passkey ${quoted(name)}`;
  return `${verb} ${method ? (factorNames[method] ?? words(method, false)) : 'a second factor'} for two-step sign-in`;
}

function placementAssignedText(detail: Detail): string {
  const seat = count(detail.seat);
  const startDate = text(detail.startDate);
  const where = seat === undefined ? 'a seat of a subscription' : `seat ${seat} of a subscription`;
  const replacing = text(detail.replaces) ? ' as a replacement' : '';
  return `Placed a hired talent in ${where}${replacing}${startDate ? `, starting ${startDate}` : ''}`;
}

/** How a placement ended, said after 'Ended a placement' so the entry reads as a sentence. */
const placementEndWords: Record<string, string> = { ended: '', replaced: ' by placing a replacement', subscription_ended: ' when its subscription ended' };

function timesheetSettledText(detail: Detail): string {
  const talent = text(detail.talent);
  const week = text(detail.weekStart);
  const hours = count(detail.hoursApproved);
  const reason = text(detail.reason);
  const whose = talent ? `${talent}'s week` : 'a week';
  return `Settled the dispute over ${whose}${week ? ` of ${week}` : ''}${hours === undefined ? '' : `, approving ${hours} hours`}${reason ? ` (reason: ${quoted(reason)})` : ''}`;
}

/** A customer's answer to a week, or the automatic approval: whose week, which, and how many hours. */
function timesheetAnswerText(verb: string, detail: Detail, suffix = ''): string {
  const talent = text(detail.talent);
  const week = text(detail.weekStart);
  const hours = count(detail.totalHours);
  const reason = text(detail.reason);
  const whose = talent ? `${talent}'s week` : 'a week';
  return `${verb} ${whose}${week ? ` of ${week}` : ''}${hours === undefined ? '' : ` (${hours} hours)`}${suffix}${reason ? `, giving the reason ${quoted(reason)}` : ''}`;
}

/** Why a week was approved automatically: a clause, not a dangling 'unanswered by its deadline'. */
const unansweredWeek = ', as no one answered it by its deadline';

const isDetail = (value: unknown): value is Detail => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records an entry for many at once lists (`detail.records`), each with its own facts. */
const recordsOf = (detail: Detail): Detail[] => (Array.isArray(detail.records) ? detail.records.filter(isDetail) : []);

/** 'Maria Santos's week of 2026-03-02 (41.5 hours)'. */
function weekWords(detail: Detail): string {
  const talent = text(detail.talent);
  const week = text(detail.weekStart);
  const hours = count(detail.totalHours);
  return `${talent ? `${talent}'s week` : 'a week'}${week ? ` of ${week}` : ''}${hours === undefined ? '' : ` (${hours} hours)`}`;
}

/** A batch of the automatic approval: one week as a week's own entry said it, more by their number (each one listed by `recordLines`). */
function autoApprovedBatchText(detail: Detail): string {
  const weeks = recordsOf(detail);
  if (weeks.length === 1) return `Approved ${weekWords(weeks[0]!)} automatically${unansweredWeek}`;
  return `Approved ${weeks.length.toLocaleString('en-US')} weeks automatically, as no one answered them by their deadlines`;
}

/**
 * Each record of an entry for many at once, in words, for the list under its sentence: the weeks a
 * batch of the automatic approval approved. Empty for an entry about one record.
 */
export function recordLines(entry: Pick<AuditEntry, 'action' | 'detail'>): string[] {
  if (entry.action !== 'timesheets.auto_approved') return [];
  const weeks = recordsOf(entry.detail);
  return weeks.length > 1 ? weeks.map(weekWords) : [];
}

function placementEndedText(detail: Detail): string {
  const kind = text(detail.kind);
  const reason = text(detail.reason);
  return `Ended a placement${(kind && placementEndWords[kind]) || ''}${reason ? ` (reason: ${quoted(reason)})` : ''}`;
}

/** Anything a newer server records that this page does not know yet: its code and details in words. */
function unknownActionText(action: string, detail: Detail): string {
  const details = Object.entries(detail)
    .map(([key, value]) => {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return `${words(key, false)}: ${String(value)}`;
      if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return `${words(key, false)}: ${value.join(', ')}`;
      return undefined;
    })
    .filter((part): part is string => part !== undefined);
  // A code has no verb to put first: the sentence says so, then names the code in words.
  return `Took an action this page does not know yet: ${words(action, false)}${details.length ? ` (${details.join('; ')})` : ''}`;
}

/** What the admin did, as one sentence: 'Refunded $1,000.00', 'Exported 120 applicants as CSV (status Unread)'. */
export function actionSentence(entry: Pick<AuditEntry, 'action' | 'detail'>): string {
  const { detail } = entry;
  const action = entry.action as AuditAction;
  switch (action) {
    case 'payment.refunded':
      return refundText(detail);
    case 'subscription.canceled': {
      const before = text(detail.statusBefore);
      return `Canceled a customer's subscription${before ? ` (it was ${words(before, false)})` : ''}`;
    }
    case 'applicant.status_changed':
    case 'applicant.updated':
      return applicantChangeText(action, detail);
    case 'applicant.resume_opened':
      return "Opened an applicant's resume";
    case 'applicants.exported':
      return exportText({ one: 'applicant', other: 'applicants' }, detail);
    case 'job.created':
      return jobText('Added', detail);
    case 'job.updated':
      return jobEditText(detail);
    case 'job.closed':
      return jobText('Closed', detail);
    case 'job.reopened':
      return jobText('Reopened', detail);
    case 'inquiry.marked_read':
      return 'Marked an inquiry as read';
    case 'inquiry.commented':
      return commentText('an inquiry', detail);
    case 'inquiries.exported':
      return exportText({ one: 'inquiry', other: 'inquiries' }, detail);
    case 'message.marked_read':
      return 'Marked a message as read';
    case 'message.commented':
      return commentText('a message', detail);
    case 'messages.exported':
      return exportText({ one: 'message', other: 'messages' }, detail);
    case 'franchise.contract_opened':
      return "Opened a franchise applicant's signed contract";
    case 'mail.resent':
      return 'Sent an undelivered e-mail again';
    case 'second_factor.added':
      return factorText('Added', detail);
    case 'second_factor.removed':
      return factorText('Removed', detail);
    case 'second_factor.recovery_codes_renewed':
      return 'Renewed their recovery codes';
    case 'stripe_event.retried': {
      const type = text(detail.eventType);
      return `Tried a failed Stripe event${type ? ` (${type})` : ''} again`;
    }
    case 'stripe_event.dismissed': {
      const type = text(detail.eventType);
      return `Dismissed a failed Stripe event${type ? ` (${type})` : ''} without applying it`;
    }
    case 'subscription.term_restored': {
      const endsAt = text(detail.endsAt);
      return `Restored a fixed-term subscription's end date at Stripe${endsAt ? ` (it ends ${endsAt.slice(0, 10)})` : ''}`;
    }
    case 'placement.assigned':
      return placementAssignedText(detail);
    case 'placement.ended':
      return placementEndedText(detail);
    case 'talent.invitation_sent': {
      const email = text(detail.email);
      return `Sent a talent a new invitation link${email ? ` at ${email}` : ''}`;
    }
    case 'talent.account_unlinked': {
      const email = text(detail.email);
      return `Unlinked the wrong account${email ? ` ${email}` : ''} from a talent`;
    }
    case 'timesheet.settled':
      return timesheetSettledText(detail);
    case 'timesheets.exported':
      return exportText({ one: 'week of approved hours', other: 'weeks of approved hours' }, detail);
    case 'timesheet.approved':
      return timesheetAnswerText('Approved', detail);
    case 'timesheet.disputed':
      return timesheetAnswerText('Disputed', detail);
    case 'timesheet.auto_approved':
      return timesheetAnswerText('Approved', detail, ` automatically${unansweredWeek}`);
    case 'timesheets.auto_approved':
      return autoApprovedBatchText(detail);
    case 'refund.marked_handled':
      return refundHandledText(detail);
    case 'subscription.seat_added':
    case 'subscription.seat_add_pending':
    case 'subscription.seat_removal_scheduled':
      return seatChangeText(entry.action, detail);
    default:
      return unknownActionText(entry.action, detail);
  }
}
