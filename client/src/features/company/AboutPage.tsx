import { company } from '@contract/catalogues/company';
import globeArt from '@/assets/company/offices-globe.svg';
import { HistorySection } from './about/HistorySection';
import { MissionStats } from './about/MissionStats';
import { OfficesSection } from './about/OfficesSection';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { CompanyPage } from './CompanyPage';
import { aboutPageMeta } from '@/lib/public-page-meta/company';

/** /about: the company story (anchor #history), mission, numbers, offices. */
export function AboutPage() {
  return (
    <CompanyPage
      meta={aboutPageMeta}
      eyebrow="About us"
      title={`The story of ${company.brand}`}
      lead="We connect small and growing businesses in the United States, Australia and Canada with skilled, dedicated professionals from the Philippines."
      art={<HeroIllustration src={globeArt} width={440} height={360} alt="Globe with routes linking our Philippines hub to offices in the United States, Canada and Australia" maxWidth="max-w-sm" />}
      cta={{
        title: "Let's build your remote team",
        text: 'Tell us which roles you need. We shortlist pre-vetted candidates, confirm your talent’s first day by e-mail, and they work in your time zone.',
      }}
    >
      <HistorySection />
      <MissionStats />
      <OfficesSection />
    </CompanyPage>
  );
}
