import { LogIn, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company } from '@contract/catalogues/company';
import { useLoginPanel } from '@/lib/login-panel';
import { awaitingStored, useSession } from '@/lib/session';
import { Logo } from '@/ui/Logo';
import type { NavItem } from './nav-items';
import { SocialLinks } from './SocialLinks';

const quickLinks: readonly NavItem[] = [
  { label: 'About Us', to: '/about', scrollTo: 'history' },
  { label: 'Culture', to: '/culture' },
  { label: 'Services', to: '/services' },
  { label: 'Careers', to: '/career' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Privacy Policy', to: '/privacypolicy' },
  { label: 'Message Us', to: '/', scrollTo: 'contact' },
];

function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <div className="mt-4 space-y-3 text-sm">{children}</div>
    </div>
  );
}

export function Footer() {
  const { user, known } = useSession();
  const loginPanel = useLoginPanel();
  const offices = [company.offices.us, company.offices.ph];

  return (
    <footer className="on-dark bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.1fr_1fr_1.1fr_0.8fr] lg:gap-8 lg:py-16">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">
            Pre-vetted, English-fluent remote professionals from the Philippines, working in your time zone.
          </p>
          <SocialLinks />
        </div>
        <Column title="Our Offices">
          {offices.map((office) => (
            <div key={office.label} className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" aria-hidden="true" />
              <address className="not-italic">
                <span className="font-semibold text-white">{office.label}</span>
                {office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          ))}
        </Column>
        <Column title="Contact Us">
          <a href={`mailto:${company.helpEmail}`} className="flex items-center gap-2 [overflow-wrap:anywhere] hover:text-white">
            <Mail className="h-4 w-4 shrink-0 text-accent-400" aria-hidden="true" />
            {company.helpEmail}
          </a>
          <ul className="space-y-2">
            {company.phones.map((phone) => (
              <li key={phone.country}>
                <a href={telHref(phone.number)} className="flex items-center gap-2 hover:text-white">
                  <Phone className="h-4 w-4 shrink-0 text-accent-400" aria-hidden="true" />
                  <abbr title={phone.label} className="w-9 font-semibold text-white no-underline">
                    {phone.country}
                  </abbr>
                  {phone.number}
                </a>
              </li>
            ))}
          </ul>
        </Column>
        <nav aria-label="Quick links">
          <Column title="Quick Links">
            <ul className="space-y-2">
              {quickLinks.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} state={item.scrollTo ? { scrollTo: item.scrollTo } : undefined} className="hover:text-white">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row sm:px-6">
          {/* The year is the build's in prerendered HTML; the browser's may be later, which is no error. */}
          <p suppressHydrationWarning>{`© ${new Date().getFullYear()} ${company.legalName}. All rights reserved.`}</p>
          {user ? null : (
            <button
              type="button"
              onClick={loginPanel.open}
              {...awaitingStored(known)}
              className="inline-flex items-center gap-2 rounded-lg bg-accent-400 px-4 py-2 font-semibold text-brand-950 hover:bg-accent-300"
            >
              <LogIn className="h-4 w-4" aria-hidden="true" />
              Login
            </button>
          )}
        </div>
      </div>
    </footer>
  );
}
