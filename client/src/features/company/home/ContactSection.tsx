import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { company } from '@contract/catalogues/company';
import { ContactDetail } from '@/ui/marketing/ContactDetail';

/** The #contact scroll target (footer 'Message Us'): the form beside direct ways to reach us. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Contact</p>
          <h2 id="contact-title" className="mt-2 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Message Us
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            Tell us about the roles you need to fill. A member of our team replies within one business day.
          </p>
          <ul className="mt-8 space-y-4 text-slate-700">
            <ContactDetail icon={Mail}>
              <a href={`mailto:${company.helpEmail}`} className="font-medium text-brand-800 underline [overflow-wrap:anywhere] hover:text-brand-950">
                {company.helpEmail}
              </a>
            </ContactDetail>
            <ContactDetail icon={Phone}>
              <span>
                US{' '}
                <a href={`tel:${company.phones[0].number.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-800 underline hover:text-brand-950">
                  {company.phones[0].number}
                </a>
              </span>
            </ContactDetail>
            <ContactDetail icon={Clock}>{company.receptionistCoverage.short}</ContactDetail>
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}
