import { CalendarCheck, HeartHandshake, PiggyBank, type LucideIcon } from 'lucide-react';
import { IconBadge } from '@/ui/marketing/IconBadge';
import { TitledSection } from '@/ui/marketing/TitledSection';

type Claim = { figure: string; title: string; text: string; Icon: LucideIcon };

/** The spec's claims for this page: save 75%, 98%+ retention, over 10 years. */
const claims: readonly Claim[] = [
  {
    figure: '75%',
    title: 'Save up to 75% on staffing costs',
    text: 'Against hiring the same roles locally in the US, with salary, benefits, equipment and office costs in one monthly rate.',
    Icon: PiggyBank,
  },
  {
    figure: '98%+',
    title: '98%+ retention',
    text: 'Careful matching, fair pay and ongoing coaching keep the professionals we place with their clients for the long run.',
    Icon: HeartHandshake,
  },
  {
    figure: '10+',
    title: 'Over 10 years of experience',
    text: 'Recruiting and managing Philippine-based professionals for businesses in the United States, Australia and Canada.',
    Icon: CalendarCheck,
  },
];

export function ClaimTiles() {
  return (
    <TitledSection headingId="claims-title" background="slate" spacing="compact" title="Results our clients count on">
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {claims.map(({ figure, title, text, Icon }) => (
          <li key={figure} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <p className="text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">{figure}</p>
              <IconBadge icon={Icon} tone="warm" size="md" shape="round" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-brand-950">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
