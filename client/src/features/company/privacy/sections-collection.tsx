import { company } from '@contract/catalogues/company';
import { policyList, type PolicySection } from './types';

/** Sections 1 to 5: who we are, what we collect, how, why, and what the browser keeps. */
export const collectionSections: readonly PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          {company.legalName} (“{company.brand}”, “we”, “us” or “our”) provides remote staffing, call receptionist and
          outsourcing services to businesses in the United States, Australia and Canada, delivered by professionals in
          the Philippines. This Privacy Policy explains how we collect, use, share and protect personal information
          when you visit our website, contact us, book a consultation, apply for a job, create an account or purchase a
          subscription.
        </p>
        <p>
          By using our website or services you acknowledge the practices described here. If you do not agree with
          this policy, please do not submit personal information to us.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>Depending on how you interact with us, we may collect:</p>
        <ul className={policyList}>
          <li>
            <strong>Contact details and messages:</strong> your full name, email address, phone number, company
            website, the content of your message and whether you agreed to receive updates.
          </li>
          <li>
            <strong>Booking and quote requests:</strong> company name, first and last name, email, contact number,
            time zone and your preferred date and time for a consultation.
          </li>
          <li>
            <strong>Job applications:</strong> your name, email, phone number, zip code, language fluency, years of
            customer service and call center experience, the number of staff you have managed, your willingness to
            undergo a background check, and your resume (PDF) with the information it contains.
          </li>
          <li>
            <strong>Account information:</strong> your name, email address and password. Passwords are stored only as
            a secure one-way hash and are never visible to our staff.
          </li>
          <li>
            <strong>Subscription and billing information:</strong> the plan, number of talents, billing cycle,
            amount, currency, billing address and payment status. Card numbers are collected by our payment processor,
            Stripe, and never reach our servers.
          </li>
          <li>
            <strong>Technical information:</strong> IP address, browser type, device type, pages requested and the
            date and time of each request, recorded in our server logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-collect',
    title: 'How We Collect Information',
    body: (
      <ul className={policyList}>
        <li>
          <strong>Directly from you</strong>, when you fill in our contact, booking, quote, job application, sign-up,
          login or password reset forms, or when you write to or call us.
        </li>
        <li>
          <strong>Automatically</strong>, through server logs and the browser storage described in the Cookies and
          Local Storage section, when you browse our website.
        </li>
        <li>
          <strong>From third parties</strong>, such as payment confirmations from Stripe and, for job applicants who
          give consent, references and background-check providers.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use personal information only for clear business purposes:</p>
        <ul className={policyList}>
          <li>to answer your messages and schedule consultations;</li>
          <li>to recommend, provide and manage the staffing services you subscribe to;</li>
          <li>to review job applications, contact applicants and match candidates with client roles;</li>
          <li>to process payments and send confirmations, invoices and receipts;</li>
          <li>to create and secure your account, including password resets;</li>
          <li>to send news and offers, only if you opted in (you can unsubscribe at any time);</li>
          <li>to prevent fraud and abuse, keep our systems secure and meet legal obligations;</li>
          <li>to understand how our website is used and improve it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <>
        <p>
          Our website does not use advertising cookies or third-party tracking. We use your browser’s local storage
          for a few essential purposes:
        </p>
        <ul className={policyList}>
          <li>keeping you signed in (your session token, name, email and account type);</li>
          <li>remembering the country you selected, so prices show in your currency;</li>
          <li>remembering the subscription you chose while you complete checkout.</li>
        </ul>
        <p>
          Logging out removes your session data. You can clear local storage and cookies at any time in your browser
          settings; some features, such as staying signed in, will then stop working until you sign in again. Stripe
          may set its own cookies on its checkout pages to prevent fraud, as described in Stripe’s privacy policy.
        </p>
      </>
    ),
  },
];
