import bayanihanArt from '@/assets/company/bayanihan.svg';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { CompanyPage } from './CompanyPage';
import { CultureValues } from './culture/CultureValues';
import { VisionMission } from './culture/VisionMission';
import { culturePageMeta } from '@/lib/public-page-meta/company';

/** /culture: vision, mission (#culture-mission) and core values (#culture-values). */
export function CulturePage() {
  return (
    <CompanyPage
      meta={culturePageMeta}
      eyebrow="Our culture"
      title="We lift together"
      lead={
        <p>
          In the Philippines, <span lang="fil">bayanihan</span> is the tradition of neighbours carrying a family’s
          house to its new home. That spirit of shared effort shapes everything we do, for our clients and for each
          other.
        </p>
      }
      art={<HeroIllustration src={bayanihanArt} width={440} height={320} alt="Six neighbours carrying a traditional bamboo house together on their shoulders" maxWidth="max-w-sm" />}
      cta={{
        title: 'Experience the difference culture makes',
        text: 'Clients stay with us because our people care about their work. Meet the professionals who will carry your business forward.',
      }}
    >
      <VisionMission />
      <CultureValues />
    </CompanyPage>
  );
}
