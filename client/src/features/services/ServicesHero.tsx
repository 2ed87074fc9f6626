import { company } from '@contract/catalogues/company';
import { serviceCategories, serviceRoles } from '@contract/catalogues/service-roles';
import { HeroFacts } from '@/ui/marketing/HeroFacts';
import { PageHeader } from '@/ui/marketing/PageHeader';

const facts = [
  { value: String(serviceRoles.length), label: `roles across ${serviceCategories.length} specialties` },
  { value: '< 2 weeks', label: 'to find the right expert' },
  { value: 'Up to 70%', label: 'saved against local US wages' },
];

/** The overview's introduction. */
export function ServicesHero() {
  return (
    <PageHeader
      eyebrow="Our services"
      title="Remote professionals for every team you are building"
      lead={`${company.brand} recruits, vets and supports full-time talent from the Philippines for operations, marketing, sales, finance, engineering and healthcare back-office work. Each professional works your hours, uses your tools and reports to you, while we handle hiring, payroll and HR.`}
    >
      <HeroFacts facts={facts} />
    </PageHeader>
  );
}
