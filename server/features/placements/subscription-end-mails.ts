import { mailOf, type TemplatedMail } from '../mail/mail.public.js';
import { subscriptionContinuesCustomerMail, subscriptionContinuesInboxMail, subscriptionContinuesTalentMail } from './emails/subscription-continues.email.js';
import { subscriptionEndingCustomerMail, subscriptionEndingInboxMail, subscriptionEndingTalentMail } from './emails/subscription-ending.email.js';
import { talentRoleOf } from './emails/placement-mail-facts.js';
import { roleOf } from './placements.mapper.js';
import type { StaffedSubscription } from './placements.repository.js';
import type { EndingTeamMember } from './subscription-end-notices.repository.js';

type Subscription = Pick<StaffedSubscription, 'customerName' | 'customerEmail' | 'plan' | 'description'>;

const nameOf = (member: Pick<EndingTeamMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/**
 * The mails of a known end: the company inbox always; the customer and each talent (their own last
 * day) while the end is still ahead. An end that had come when it became known is told to them by
 * the ending mails, as their placements end.
 */
export function endNoticeMails(
  subscription: Subscription,
  end: { day: string; reached: boolean; team: EndingTeamMember[] },
  companyInbox: string,
): TemplatedMail[] {
  const role = roleOf(subscription.plan);
  const props = {
    customerName: subscription.customerName,
    customerEmail: subscription.customerEmail,
    role,
    description: subscription.description,
    day: end.day,
    team: end.team.map((member) => ({ name: nameOf(member), startDate: member.startDate, lastDay: member.lastDay })),
    reached: end.reached,
  };
  const inbox = mailOf(subscriptionEndingInboxMail, companyInbox, props);
  if (end.reached) return [inbox];
  return [
    mailOf(subscriptionEndingCustomerMail, subscription.customerEmail, props),
    ...end.team.map((member) =>
      mailOf(subscriptionEndingTalentMail, member.email, {
        customerName: subscription.customerName,
        talentFirstName: member.firstName,
        role: talentRoleOf(member.jobTitle, role),
        startDate: member.startDate,
        lastDay: member.lastDay,
      }),
    ),
    inbox,
  ];
}

/** The mails of a withdrawn cancellation: the customer, each talent still on the team, and the company inbox. */
export function withdrawalMails(subscription: Subscription, team: Pick<EndingTeamMember, 'firstName' | 'lastName' | 'email' | 'jobTitle'>[], companyInbox: string): TemplatedMail[] {
  const role = roleOf(subscription.plan);
  const props = { customerName: subscription.customerName, customerEmail: subscription.customerEmail, role, description: subscription.description, team: team.map(nameOf) };
  return [
    mailOf(subscriptionContinuesCustomerMail, subscription.customerEmail, props),
    ...team.map((member) => mailOf(subscriptionContinuesTalentMail, member.email, { customerName: subscription.customerName, talentFirstName: member.firstName, role: talentRoleOf(member.jobTitle, role) })),
    mailOf(subscriptionContinuesInboxMail, companyInbox, props),
  ];
}
