import { BadgeCheck, Clock3, GraduationCap, Handshake, Languages, LifeBuoy, type LucideIcon } from 'lucide-react';
import { company } from '@contract/catalogues/company';
import { IconBadge } from '@/ui/marketing/IconBadge';
import { SectionHeading } from '@/ui/marketing/SectionHeading';

/** The spec's six reasons, in its order. */
export const whyChoosePoints: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Pre-vetted talents',
    text: 'Every candidate passes skills tests, structured interviews and background checks before you see a profile.',
  },
  {
    icon: Languages,
    title: 'Fluent in English',
    text: 'The Philippines is one of the largest English-speaking countries in the world, and our talent communicates naturally with your customers.',
  },
  {
    icon: Clock3,
    title: 'Time zone flexibility',
    text: 'Day, evening or overnight shifts are all possible, so your talent is online when your business is.',
  },
  {
    icon: GraduationCap,
    title: 'Skilled and educated',
    text: 'Most of our professionals hold college degrees and bring hands-on experience with the tools your team already uses.',
  },
  {
    icon: LifeBuoy,
    title: 'Ongoing support',
    text: 'A dedicated account manager checks in regularly, handles HR and payroll, and helps with performance and training.',
  },
  {
    icon: Handshake,
    title: 'Long-term commitment',
    text: 'We hire for retention, so the person you train stays with you and keeps growing with your business.',
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <SectionHeading id="why-heading" align="left" title={`Why choose ${company.brand}`} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChoosePoints.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <IconBadge icon={icon} tone="soft" size="md" fixed />
              <div>
                <h3 className="font-semibold text-brand-950">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
