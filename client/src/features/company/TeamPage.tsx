import { company } from '@contract/catalogues/company';
import networkArt from '@/assets/company/support-network.svg';
import { TitledSection } from '@/ui/marketing/TitledSection';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { CompanyPage } from './CompanyPage';
import { LeaderCard } from './team/LeaderCard';
import { leaders } from './team/team-content';
import { SupportTeams } from './team/SupportTeams';
import { teamPageMeta } from '@/lib/public-page-meta/company';

/** /aboutteam: leadership and the teams that support every client. */
export function TeamPage() {
  return (
    <CompanyPage
      meta={teamPageMeta}
      eyebrow="Our team"
      title={`The people behind ${company.brand}`}
      lead="Recruiters, account managers and IT specialists in four countries, working together so your remote team runs smoothly from the first day."
      art={<HeroIllustration src={networkArt} width={440} height={340} alt="Illustration of a client business at the centre of a circle of supporting team members" maxWidth="max-w-sm" />}
      cta={{
        title: 'Work with a team that has your back',
        text: 'Talk to a recruiter about the roles you need, or choose a plan and we will start sourcing candidates this week.',
      }}
    >
      <TitledSection
        headingId="leadership-title"
        background="white"
        eyebrow="Leadership"
        title="Meet our leadership team"
        intro="Operators and recruiters who have built and run customer teams on both sides of the Pacific."
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {leaders.map((leader, index) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} index={index} />
            </li>
          ))}
        </ul>
      </TitledSection>
      <SupportTeams />
    </CompanyPage>
  );
}
