import { BadgeCheck, GraduationCap, Receipt, UsersRound, type LucideIcon } from 'lucide-react';
import { company } from '@contract/catalogues/company';
import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { TitledSection } from '@/ui/marketing/TitledSection';

const support: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Recruiting pipeline',
    text: 'Our Metro Manila recruiting team sources, tests and background-checks candidates, and sends your clients shortlists for each role.',
    Icon: UsersRound,
  },
  {
    title: 'Training',
    text: 'Ten days of onboarding on sales, role scoping, pricing and account management, then monthly coaching from a franchise success manager.',
    Icon: GraduationCap,
  },
  {
    title: 'Brand',
    text: `The ${company.brand} name, website listing, proposal and contract templates, and marketing campaigns you can run in your territory.`,
    Icon: BadgeCheck,
  },
  {
    title: 'Billing platform',
    text: 'Client invoicing, collections, payroll and reporting in one platform, with your share paid out within ten business days of collection.',
    Icon: Receipt,
  },
];

export function FranchiseSupport() {
  return (
    <TitledSection
      headingId="franchise-support-title"
      background="slate"
      spacing="compact"
      align="left"
      title={`What ${company.brand} provides`}
      intro="You bring local relationships and a sales mindset. We bring more than ten years of recruiting, employing and supporting remote professionals in the Philippines."
    >
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {support.map(({ title, text, Icon }) => (
          <li key={title}>
            <FeatureCard icon={Icon} title={title}>
              {text}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
