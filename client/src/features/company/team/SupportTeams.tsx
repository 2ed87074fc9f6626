import { Check } from 'lucide-react';
import { IconBadge } from '@/ui/marketing/IconBadge';
import { TitledSection } from '@/ui/marketing/TitledSection';
import { supportTeams } from './team-content';

export function SupportTeams() {
  return (
    <TitledSection
      headingId="support-title"
      background="slate"
      eyebrow="Behind every placement"
      title="How our team supports you"
      intro="Your remote professionals are backed by three teams that handle hiring, day-to-day success and security."
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {supportTeams.map((team) => (
          <li key={team.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <IconBadge icon={team.icon} tone="solid" />
            <h3 className="mt-4 text-xl font-semibold text-brand-950">{team.title}</h3>
            <p className="mt-2 text-slate-700">{team.text}</p>
            <ul className="mt-4 space-y-2">
              {team.points.map((point) => (
                <li key={point} className="flex gap-2 text-sm text-slate-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
