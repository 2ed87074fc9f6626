import { CheckList } from '@/ui/marketing/CheckList';
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
            <CheckList items={team.points} className="mt-4 space-y-2 text-sm text-slate-700" tone="brand" />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
