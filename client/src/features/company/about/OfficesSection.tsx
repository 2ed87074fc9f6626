import { MapPin } from 'lucide-react';
import { company } from '@contract/catalogues/company';
import { TitledSection } from '@/ui/marketing/TitledSection';
import { officeCities } from './about-content';

type Office = { label: string; lines: readonly string[]; note: string };

const offices: readonly Office[] = [
  { label: company.offices.us.label, lines: company.offices.us.lines, note: 'Headquarters and US client services' },
  { label: company.offices.ph.label, lines: company.offices.ph.lines, note: 'Recruitment, training and delivery centre' },
  { label: officeCities.au.label, lines: [officeCities.au.city, 'Australia'], note: officeCities.au.focus },
  { label: officeCities.ca.label, lines: [officeCities.ca.city, 'Canada'], note: officeCities.ca.focus },
];

export function OfficesSection() {
  return (
    <TitledSection
      headingId="offices-title"
      background="white"
      eyebrow="Where we are"
      title="Offices in four countries"
      intro="Client teams close to you, and a delivery centre in the heart of Metro Manila's business district."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {offices.map((office) => (
          <li key={office.label} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <MapPin className="h-6 w-6 text-accent-600" aria-hidden="true" />
            <h3 className="mt-3 font-semibold text-brand-950">{office.label}</h3>
            <address className="mt-2 text-sm leading-relaxed text-slate-700 not-italic">
              {office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">{office.note}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
