import heroArt from '@/assets/teambuilder/team-builder-hero.svg';
import { HeroActions } from '@/ui/marketing/HeroActions';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { PageHeader } from '@/ui/marketing/PageHeader';

export function TeamBuilderHero() {
  return (
    <PageHeader
      eyebrow="Team builder"
      title="Build your remote team"
      lead="Tell us which roles you need and how many people. Within one business day we send a quote with monthly rates, a hiring timeline and the profile of the talent we would recruit for you, with no obligation."
      aside={<HeroIllustration src={heroArt} width={480} height={380} alt="" maxWidth="max-w-md lg:max-w-none" />}
    >
      <HeroActions to="#request-quote" label="Request a quote" note="Customer service, sales, finance, marketing, IT and healthcare roles" />
    </PageHeader>
  );
}
