import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { firstNameOf, formatDay } from './placement-mail-facts.js';
import { sampleEnd, sampleTalentEnd, startsAfterEnd, subscriptionEndProps, talentEndProps, untilText, type SubscriptionEndProps } from './subscription-end-facts.js';

/** "Maria Santos and Ben Cruz keep working until …" or, with no team, that its seats are no longer recruited for. */
function teamSentence({ team, day }: Pick<SubscriptionEndProps, 'team' | 'day'>): string {
  const working = team.filter((member) => !startsAfterEnd(member));
  if (working.length === 0) return `No talent works in it, so we have stopped recruiting for its seats. It ends after ${formatDay(day)}.`;
  const names = working.map((member) => member.name);
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${who} ${names.length === 1 ? 'keeps' : 'keep'} working until ${formatDay(day)}, then ${names.length === 1 ? 'their placement ends' : 'their placements end'}.`;
}

const teamRows = ({ team }: Pick<SubscriptionEndProps, 'team'>) => team.map((member) => ({ label: member.name, value: untilText(member) }));

/** To the customer once their cancellation is known: until which day their team works. */
export const subscriptionEndingCustomerMail = defineMailTemplate({
  name: 'placements.subscription-ending-customer',
  props: subscriptionEndProps,
  subject: ({ role, day }) => `Your ${role} subscription is canceled: the last working day is ${formatDay(day)}`,
  Component: ({ site, ...end }) => (
    <MailLayout site={site} preview={teamSentence(end)} heading="Your subscription is canceled" action={{ label: 'See your team', href: siteLink(site, '/team') }}>
      <MailText>Hello {firstNameOf(end.customerName)},</MailText>
      <MailText>
        Your {end.role} subscription is canceled. {teamSentence(end)}
      </MailText>
      {end.team.length > 0 ? <MailDetails rows={teamRows(end)} /> : null}
      <MailText>From now on no new talent or replacement is placed in it.</MailText>
    </MailLayout>
  ),
  samples: [sampleEnd, { ...sampleEnd, team: [] }],
});

/** To each talent on the team: their last working day with the customer. */
export const subscriptionEndingTalentMail = defineMailTemplate({
  name: 'placements.subscription-ending-talent',
  props: talentEndProps,
  subject: ({ customerName, lastDay, startDate }) =>
    startsAfterEnd({ startDate, lastDay }) ? `Your placement with ${customerName} will not start` : `Your placement with ${customerName} ends after ${formatDay(lastDay)}`,
  Component: ({ site, ...placement }) =>
    startsAfterEnd(placement) ? (
      <MailLayout site={site} preview={`${placement.customerName} has canceled their subscription before your first day.`} heading="Your placement will not start">
        <MailText>Hello {placement.talentFirstName},</MailText>
        <MailText>
          {placement.customerName} has canceled their subscription, so your placement as their {placement.role}, which was to start on{' '}
          {formatDay(placement.startDate)}, will not start. Your coordinator will be in touch about what comes next.
        </MailText>
      </MailLayout>
    ) : (
      <MailLayout
        site={site}
        preview={`Your last working day with ${placement.customerName} is ${formatDay(placement.lastDay)}.`}
        heading="Your placement is ending"
        action={{ label: 'Open My work', href: siteLink(site, '/my-work') }}
      >
        <MailText>Hello {placement.talentFirstName},</MailText>
        <MailText>
          {placement.customerName} has canceled their subscription. Your placement as their {placement.role} ends after {formatDay(placement.lastDay)}, your
          last working day: please keep working, and log your hours, through that day.
        </MailText>
        <MailText>Your coordinator will be in touch about what comes next.</MailText>
      </MailLayout>
    ),
  samples: [sampleTalentEnd, { ...sampleTalentEnd, startDate: '2027-01-04' }],
});

/** To the company inbox: a customer's subscription ends, and with it their team (and any recruiting for it). */
export const subscriptionEndingInboxMail = defineMailTemplate({
  name: 'placements.subscription-ending-inbox',
  props: subscriptionEndProps,
  subject: ({ customerName, role, day, reached }) =>
    reached ? `Subscription ended: ${customerName}, ${role} (last day ${formatDay(day)})` : `Subscription canceled: ${customerName}, ${role}, last day ${formatDay(day)}`,
  Component: ({ site, ...end }) => (
    <MailLayout
      site={site}
      preview={`${end.customerName}'s ${end.role} team ${end.reached ? 'worked until' : 'works until'} ${formatDay(end.day)}.`}
      heading={end.reached ? 'A subscription has ended' : 'A subscription is canceled'}
      action={{ label: 'Open Staffing', href: siteLink(site, `/staffing?q=${encodeURIComponent(end.customerEmail)}`) }}
    >
      <MailText>
        {end.reached
          ? `${end.customerName}'s ${end.role} subscription ended at once; its team's last working day was ${formatDay(end.day)}.`
          : `${end.customerName} canceled their ${end.role} subscription. Its team's last working day is ${formatDay(end.day)}; no new talent or replacement is placed in it, so stop recruiting for its open seats.`}
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: `${end.customerName} (${end.customerEmail})` },
          { label: 'Subscription', value: end.description },
          { label: 'Last working day', value: formatDay(end.day) },
          ...(end.team.length > 0 ? teamRows(end) : [{ label: 'Team', value: 'No talent placed' }]),
        ]}
      />
    </MailLayout>
  ),
  samples: [sampleEnd, { ...sampleEnd, team: [], reached: true }],
});
