import type { AuditEntry, AuditTargetType } from '@contract/audit-log';

/** What an entry was done to, in words, and the admin page where it is seen (none for an admin's own account). */
export type EntryTarget = { label: string; to?: string };

const listLabels: Record<AuditTargetType, string> = {
  payment: 'Payments',
  subscription: 'Subscriptions',
  applicant: 'Applicants',
  job: 'Jobs',
  inquiry: 'Inquiries',
  message: 'Messages',
  franchise_application: 'Franchise applications',
  mail: 'Undelivered e-mails',
  user: 'Their own account',
  placement: 'Staffing',
  stripe_event: 'Stripe events',
  timesheet: 'Timesheets',
};

const recordLabels: Record<AuditTargetType, string> = {
  payment: 'Payment',
  subscription: 'Subscription',
  applicant: 'Applicant',
  job: 'Job',
  inquiry: 'Inquiry',
  message: 'Message',
  franchise_application: 'Franchise application',
  mail: 'E-mail',
  user: 'Their own account',
  placement: 'Placement',
  stripe_event: 'Stripe event',
  timesheet: 'Timesheet',
};

/**
 * The admin page of a record. Applicants and jobs have pages of their own; the other lists have
 * no address for one record (their search does not read ids), so the link opens the list.
 */
function pathOf(type: AuditTargetType, id: string | null, detail: Record<string, unknown>): string | undefined {
  switch (type) {
    case 'applicant':
      return id ? `/applicantDetails/${encodeURIComponent(id)}` : '/applicants';
    case 'job':
      return id ? `/job/${encodeURIComponent(id)}/applicants` : '/adminjobspage';
    case 'payment':
      return '/payments';
    case 'subscription':
      // The customer's subscriptions, when the entry says whose it was.
      return typeof detail.ownerId === 'string' ? `/subscription?userId=${encodeURIComponent(detail.ownerId)}` : '/subscription';
    case 'inquiry':
      return '/inquiries';
    case 'message':
      return '/messages';
    case 'franchise_application':
      return '/franchise-applications';
    case 'mail':
    case 'stripe_event':
      // The undelivered e-mails and the failed Stripe events are listed on the admin home.
      return '/admin';
    case 'placement':
      // Placements are seen on the Staffing list, by subscription.
      return '/staffing';
    case 'timesheet':
      // A settled week is found on the Timesheets list under its talent.
      return typeof detail.talentId === 'string' ? `/admintimesheets?talentId=${encodeURIComponent(detail.talentId)}` : '/admintimesheets';
    case 'user':
      return undefined;
  }
}

const isTargetType = (type: string): type is AuditTargetType => Object.hasOwn(recordLabels, type);

export function targetOf(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'detail'>): EntryTarget {
  const type = entry.targetType;
  if (!isTargetType(type)) return { label: type.replaceAll('_', ' ') };
  const label = entry.targetId ? recordLabels[type] : listLabels[type];
  const to = pathOf(type, entry.targetId, entry.detail);
  return to ? { label, to } : { label };
}
