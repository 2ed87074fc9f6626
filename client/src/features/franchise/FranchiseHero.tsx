import { company } from '@contract/catalogues/company';
import { HeroActions } from '@/ui/marketing/HeroActions';
import { PageHeader } from '@/ui/marketing/PageHeader';
import { FranchiseArt } from './FranchiseArt';

export function FranchiseHero() {
  return (
    <PageHeader
      eyebrow="Franchise opportunity"
      title={`Run a ${company.brand} staffing office in your city`}
      lead="Local businesses want remote talent from a partner they can sit down with. As a franchisee you win and look after the clients in your territory; we recruit, train, employ and support their teams in the Philippines, and run invoicing and payroll behind the scenes."
      aside={<FranchiseArt className="mx-auto h-auto w-full max-w-md lg:max-w-none" />}
    >
      <HeroActions to="#apply" label="How to apply" note="Territories open across the US, Australia and Canada" />
    </PageHeader>
  );
}
