import { company } from '@contract/catalogues/company';
import type { PolicySection } from './types';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-900';

/** Sections 11 to 14: children, transfers (Philippines), updates, contact. */
export const otherSections: readonly PolicySection[] = [
  {
    id: 'childrens-privacy',
    title: 'Children’s Privacy',
    body: (
      <p>
        Our website and services are intended for businesses and job seekers and are not directed to children under
        13. We do not knowingly collect personal information from children under 13. If you believe a child has given
        us personal information, please contact us and we will delete it promptly. Applicants for our positions must
        be at least 18 years old.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    body: (
      <>
        <p>
          We are based in the United States and operate in the Philippines, Australia and Canada. Your information may
          be stored and processed in the United States and in the Philippines, where our recruitment, client-services
          and delivery teams work.
        </p>
        <p>
          Personal data processed by our staff in the Philippines is handled in accordance with the Philippine Data
          Privacy Act of 2012 (Republic Act No. 10173) and the rules of the National Privacy Commission. Wherever your
          information is processed, we apply the safeguards described in this policy and use contractual protections
          with our service providers.
        </p>
      </>
    ),
  },
  {
    id: 'policy-updates',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this Privacy Policy as our services or the law change. The “Last updated” date at the top of this
        page shows when it was last revised. If we make material changes, we will post a notice on our website or email
        account holders before the changes take effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <p>For questions about this policy or to exercise your privacy rights, contact our privacy team:</p>
        <address className="rounded-xl border border-slate-200 bg-slate-50 p-5 not-italic">
          <span className="block font-semibold text-brand-950">{company.legalName}</span>
          {company.offices.us.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="mt-2 block">
            Email:{' '}
            <a href={`mailto:${company.helpEmail}`} className={linkClass}>
              {company.helpEmail}
            </a>
          </span>
        </address>
      </>
    ),
  },
];
