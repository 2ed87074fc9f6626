import {
  BadgeCheck,
  BriefcaseBusiness,
  CalendarClock,
  ClipboardList,
  GraduationCap,
  ListChecks,
  MessagesSquare,
  MonitorPlay,
  Search,
  TrendingUp,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';

export type ContentItem = { icon: LucideIcon; title: string; text: string };

/** Spec, home page: the hiring process in five steps, in this order. */
export const hiringSteps: readonly ContentItem[] = [
  {
    icon: ClipboardList,
    title: 'Job requirement analysis',
    text: 'We start with a call to understand the role, the tools your team uses, the hours you need covered and what success looks like after 90 days.',
  },
  {
    icon: Search,
    title: 'Candidate sourcing',
    text: 'Our recruiters search our pre-vetted talent pool and Philippine job networks for professionals with proven experience in your industry.',
  },
  {
    icon: ListChecks,
    title: 'Screening and shortlisting',
    text: 'Candidates complete English, skills and personality assessments plus a background check; only the strongest three to five reach your shortlist.',
  },
  {
    icon: MessagesSquare,
    title: 'Interviews and evaluation',
    text: 'Our recruiters hold in-depth interviews and practical work samples, then share scored notes so you can compare candidates side by side.',
  },
  {
    icon: BadgeCheck,
    title: 'Final interview',
    text: 'You meet your preferred candidates over video and make the final call. We confirm your new hire’s first day to you by e-mail.',
  },
];

/** Spec, home page: onboarding (onboarding, product training, e-learning). */
export const onboardingItems: readonly ContentItem[] = [
  {
    icon: UserPlus,
    title: 'Onboarding',
    text: 'We set up equipment, secure accounts and a first-week plan, so your new team member is productive from day one.',
  },
  {
    icon: GraduationCap,
    title: 'Product training',
    text: 'Your processes, products and brand voice are taught with your team, documented in playbooks and checked before go-live.',
  },
  {
    icon: MonitorPlay,
    title: 'E-learning',
    text: 'Ongoing courses in communication, customer experience and the latest tools keep skills sharp long after the first month.',
  },
];

/** Spec, home page: operations (business management, team performance, workforce planning). */
export const operationsItems: readonly ContentItem[] = [
  {
    icon: BriefcaseBusiness,
    title: 'Business management',
    text: 'Payroll, benefits, HR, equipment and local compliance in the Philippines are handled by us, so you manage the work, not the paperwork.',
  },
  {
    icon: TrendingUp,
    title: 'Team performance',
    text: 'A dedicated account manager tracks KPIs, runs regular check-ins and shares monthly reports on productivity and quality.',
  },
  {
    icon: CalendarClock,
    title: 'Workforce planning',
    text: 'Scale up for peak seasons, add shifts for round-the-clock coverage and plan backups for leave without gaps in service.',
  },
];
