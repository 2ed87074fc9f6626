import { z } from 'zod';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { firstNameOf } from './placement-mail-facts.js';

/** A cancellation withdrawn (the customer resumed the subscription): whose, which, and who keeps working. */
const continuesProps = z.object({
  customerName: z.string().min(1),
  customerEmail: z.string(),
  role: z.string().min(1),
  description: z.string(),
  team: z.array(z.string().min(1)),
});

const talentContinuesProps = z.object({
  customerName: z.string().min(1),
  talentFirstName: z.string().min(1),
  /** The talent's role: `talentRoleOf` their job and plan. */
  role: z.string().min(1),
});

const sample = {
  customerName: 'Alex Morgan',
  customerEmail: 'alex.morgan@example.com',
  role: 'Senior Technical',
  description: 'Senior Technical — 2 talents, billed yearly',
  team: ['Maria Santos', 'Ben Cruz'],
};

/** To the customer: the cancellation they were told of is withdrawn, and the team goes on. */
export const subscriptionContinuesCustomerMail = defineMailTemplate({
  name: 'placements.subscription-continues-customer',
  props: continuesProps,
  subject: ({ role }) => `Your ${role} subscription continues`,
  Component: ({ site, ...subscription }) => (
    <MailLayout
      site={site}
      preview={`Your ${subscription.role} subscription is no longer canceled.`}
      heading="Your subscription continues"
      action={{ label: 'See your team', href: siteLink(site, '/team') }}
    >
      <MailText>Hello {firstNameOf(subscription.customerName)},</MailText>
      <MailText>
        Your {subscription.role} subscription is no longer canceled: it runs on as before
        {subscription.team.length > 0 ? ', and your team keeps working with no last day.' : ', and we recruit for its open seats again.'}
      </MailText>
    </MailLayout>
  ),
  samples: [sample],
});

/** To each talent who was told their last day: there is none any more. */
export const subscriptionContinuesTalentMail = defineMailTemplate({
  name: 'placements.subscription-continues-talent',
  props: talentContinuesProps,
  subject: ({ customerName }) => `Your placement with ${customerName} continues`,
  Component: ({ site, ...placement }) => (
    <MailLayout
      site={site}
      preview={`${placement.customerName} has withdrawn their cancellation.`}
      heading="Your placement continues"
      action={{ label: 'Open My work', href: siteLink(site, '/my-work') }}
    >
      <MailText>Hello {placement.talentFirstName},</MailText>
      <MailText>
        {placement.customerName} has withdrawn their cancellation: your placement as their {placement.role} goes on as before, with no last day. Keep logging
        your hours each week.
      </MailText>
    </MailLayout>
  ),
  samples: [{ customerName: sample.customerName, talentFirstName: 'Maria', role: 'Inbound Support Specialist' }],
});

/** To the company inbox: a cancellation it was told of is withdrawn. */
export const subscriptionContinuesInboxMail = defineMailTemplate({
  name: 'placements.subscription-continues-inbox',
  props: continuesProps,
  subject: ({ customerName, role }) => `Cancellation withdrawn: ${customerName}, ${role}`,
  Component: ({ site, ...subscription }) => (
    <MailLayout
      site={site}
      preview={`${subscription.customerName}'s ${subscription.role} subscription continues.`}
      heading="A cancellation is withdrawn"
      action={{ label: 'Open Staffing', href: siteLink(site, `/staffing?q=${encodeURIComponent(subscription.customerEmail)}`) }}
    >
      <MailText>
        {subscription.customerName} resumed their {subscription.role} subscription: it runs on as before, its team keeps working, and its open seats are
        staffed again.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: `${subscription.customerName} (${subscription.customerEmail})` },
          { label: 'Subscription', value: subscription.description },
          { label: 'Team', value: subscription.team.length > 0 ? subscription.team.join(', ') : 'No talent placed' },
        ]}
      />
    </MailLayout>
  ),
  samples: [sample],
});
