import { policyList, type PolicySection } from './types';

/** Sections 6 to 10: sharing, processors, security, rights, retention. */
export const handlingSections: readonly PolicySection[] = [
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>We do not sell or rent personal information. We share it only:</p>
        <ul className={policyList}>
          <li>
            with client businesses, when we present a shortlisted applicant’s profile and resume for a role they are
            hiring for;
          </li>
          <li>
            with service providers that host our website, store files, deliver email and process payments, under
            contracts that limit their use of the data to providing services to us;
          </li>
          <li>with professional advisers such as lawyers, auditors and insurers, under duties of confidentiality;</li>
          <li>when required by law, court order or a government authority, or to protect our rights and users;</li>
          <li>as part of a merger, acquisition or sale of assets, subject to this policy’s protections.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <>
        <p>
          Payments are processed by <strong>Stripe, Inc.</strong> When you pay, you enter your card details directly
          on Stripe’s secure checkout page. We never see or store your full card number or security code; Stripe
          sends us only the payment status, amount, currency, billing address and a reference to the payment method.
          Stripe’s handling of your data is described in its privacy policy at{' '}
          <a href="https://stripe.com/privacy" className="font-medium text-brand-700 underline hover:text-brand-900">
            stripe.com/privacy
          </a>
          .
        </p>
        <p>
          We also rely on hosting, file storage and email delivery providers. Links to our LinkedIn and Facebook pages
          lead to sites governed by their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <>
        <p>
          We protect personal information with encryption in transit (HTTPS), hashed passwords, access limited to
          staff who need it, confidentiality agreements, company-managed devices with multi-factor sign-in, and regular
          reviews of our safeguards.
        </p>
        <p>
          No method of transmission or storage is completely secure. If a breach affects your personal information, we
          will notify you and the relevant authorities as required by applicable law.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul className={policyList}>
          <li>access the personal information we hold about you and receive a copy;</li>
          <li>correct information that is inaccurate or incomplete;</li>
          <li>ask us to delete your information, subject to legal record-keeping duties;</li>
          <li>object to or restrict certain processing, and withdraw consent you have given;</li>
          <li>opt out of marketing messages at any time.</li>
        </ul>
        <p>
          These rights are provided under laws including the California Consumer Privacy Act, Australia’s Privacy Act
          1988, Canada’s Personal Information Protection and Electronic Documents Act and the Philippine Data Privacy
          Act of 2012. To exercise them, contact us using the details below. We will verify your request and respond
          within 30 days, and we will never treat you differently for exercising your rights.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <ul className={policyList}>
        <li>Messages, bookings and quote requests: up to 24 months after our last contact with you.</li>
        <li>
          Job applications and resumes: up to 12 months after the position closes, unless you are hired or ask us to
          delete them sooner.
        </li>
        <li>Account information: for as long as your account is active.</li>
        <li>Subscription, billing and invoice records: for up to 7 years, as tax and accounting laws require.</li>
        <li>Server logs: 90 days.</li>
      </ul>
    ),
  },
];
