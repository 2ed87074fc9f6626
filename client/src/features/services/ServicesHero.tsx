import { company } from '@contract/catalogues/company';
import { serviceCategories, serviceRoles } from '@contract/catalogues/service-roles';
import heroArt from '@/assets/services/hero-remote-team.svg';
import { HeroFacts } from '@/ui/marketing/HeroFacts';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { PageHeader } from '@/ui/marketing/PageHeader';

const facts = [
  { value: String(serviceRoles.length), label: `roles across ${serviceCategories.length} specialties` },
  { value: 'Full-time', label: 'dedicated to you, in your business hours' },
  { value: 'Up to 70%', label: 'saved against local US wages' },
];

/** The overview's introduction. */
export function ServicesHero() {
  return (
    <PageHeader
      eyebrow="Our services"
      title="Remote professionals for every team you are building"
      aside={<HeroIllustration src={heroArt} width={560} height={420} alt="" maxWidth="max-w-md" wideScreensOnly />}
      lead={`${company.brand} recruits, vets and supports full-time talent from the Philippines for operations, marketing, sales, finance, engineering and healthcare back-office work. Each professional works your hours, uses your tools and reports to you, while we handle hiring, payroll and HR.`}
    >
      <HeroFacts facts={facts} />
    </PageHeader>
  );
}
