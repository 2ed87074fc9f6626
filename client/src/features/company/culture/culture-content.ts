import { Award, HandHeart, HeartHandshake, Scale, Sprout, UsersRound, type LucideIcon } from 'lucide-react';

export type CoreValue = { icon: LucideIcon; name: string; meaning?: string; text: string };

export const coreValues: readonly CoreValue[] = [
  {
    icon: UsersRound,
    name: 'Bayanihan',
    meaning: 'community spirit',
    text: 'We carry the load together. Recruiters, account managers and talent share one goal: your business doing well.',
  },
  {
    icon: HandHeart,
    name: 'Malasakit',
    meaning: 'genuine care',
    text: 'We treat every client’s customers as our own, and look after the well-being, pay and growth of every team member.',
  },
  {
    icon: Scale,
    name: 'Integrity',
    text: 'Clear pricing, honest reporting and careful handling of your data. We say what we will do, then do it.',
  },
  {
    icon: Award,
    name: 'Excellence',
    text: 'We hire carefully, train continuously and measure results, so the quality of work speaks for itself.',
  },
  {
    icon: Sprout,
    name: 'Growth',
    text: 'Every professional has a learning plan and a career path; every client relationship should grow stronger each year.',
  },
  {
    icon: HeartHandshake,
    name: 'Partnership',
    text: 'We work as an extension of your team, in your time zone and with your tools, for the long term.',
  },
];
