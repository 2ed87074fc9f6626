import { company } from '@contract/catalogues/company';
import heroArt from '@/assets/careers/careers-hero.svg';
import { HeroActions } from '@/ui/marketing/HeroActions';
import { HeroFacts } from '@/ui/marketing/HeroFacts';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { PageHeader } from '@/ui/marketing/PageHeader';

const perks = [
  { value: 'Remote & on-site', label: 'jobs across the Philippines, including work from home' },
  { value: 'US, AU & CA clients', label: 'established businesses, long-term teams' },
  { value: 'Room to grow', label: 'clear paths from agent to team lead and beyond' },
];

/** The job board's introduction: who is hiring, where, and why join. */
export function CareersHero() {
  return (
    <PageHeader
      eyebrow="Join our team"
      title={`Careers at ${company.brand}`}
      lead="Build your career with growing businesses in the United States, Australia and Canada without leaving the Philippines. We hire customer support agents, virtual assistants, receptionists and specialists for remote and on-site jobs, with competitive pay, paid training and a team that has your back."
      aside={<HeroIllustration src={heroArt} width={480} height={380} alt="" maxWidth="max-w-md" wideScreensOnly />}
    >
      <HeroFacts facts={perks} />
      <HeroActions to="#open-jobs" label="Browse open jobs" />
    </PageHeader>
  );
}
