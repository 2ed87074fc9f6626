import {
  ChartColumn,
  GraduationCap,
  LifeBuoy,
  MessagesSquare,
  PackageOpen,
  Plug,
  TrendingUp,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';

export type CustomInclusion = { icon: LucideIcon; title: string; text: string };

/** What a tailored package on /message-us includes (the spec's eight inclusions, in its order). */
export const customInclusions: readonly CustomInclusion[] = [
  {
    icon: MessagesSquare,
    title: 'Personalized Consultation',
    text: 'A 30-minute call with a staffing strategist who maps your workload, tools and budget before recommending a single role.',
  },
  {
    icon: PackageOpen,
    title: 'Custom Package Design',
    text: 'Mix junior and senior, technical and non-technical talent in one package priced around the hours you actually need.',
  },
  {
    icon: LifeBuoy,
    title: 'Flexible Support',
    text: 'Day, night or weekend shifts in your time zone, with coverage adjusted as your seasons and call volumes change.',
  },
  {
    icon: UserRoundCheck,
    title: 'Dedicated Account Manager',
    text: 'One named contact who handles onboarding, performance check-ins and replacements, so you never chase answers.',
  },
  {
    icon: ChartColumn,
    title: 'Customized Reporting',
    text: 'Weekly or monthly reports on hours, output and quality metrics in the format your leadership already reads.',
  },
  {
    icon: Plug,
    title: 'Specialized Integrations',
    text: 'Talent trained on your CRM, help desk, EHR or accounting stack, working inside your systems with your security rules.',
  },
  {
    icon: GraduationCap,
    title: 'On-Demand Training',
    text: 'Product, process and compliance training for your team whenever you launch something new or change a workflow.',
  },
  {
    icon: TrendingUp,
    title: 'Scalable Solutions',
    text: 'Add talent when demand grows, or scale down at the end of a billing cycle with no penalties.',
  },
];
