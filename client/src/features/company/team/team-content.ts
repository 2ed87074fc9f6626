import { Headset, Search, ShieldCheck, type LucideIcon } from 'lucide-react';

export type Leader = { name: string; role: string; location: string; bio: string };

export const leaders: readonly Leader[] = [
  {
    name: 'Maria Santos-Reyes',
    role: 'Co-founder & Chief Executive Officer',
    location: 'Wilmington, Delaware',
    bio: 'Maria spent twelve years running customer operations for US retailers before co-founding the company to give small businesses the offshore teams once reserved for large enterprises.',
  },
  {
    name: 'Daniel Whitaker',
    role: 'Co-founder & Chief Operating Officer',
    location: 'Wilmington, Delaware',
    bio: 'A former owner of a home-services business, Daniel knows the cost of a missed call. He leads client delivery, quality assurance and the call receptionist service.',
  },
  {
    name: 'Jose Villanueva',
    role: 'Head of Philippine Operations',
    location: 'Makati City, Philippines',
    bio: 'Jose oversees our Makati delivery centre, payroll and team well-being. He has led contact-centre operations in Metro Manila for more than fifteen years.',
  },
  {
    name: 'Andrea Lim',
    role: 'Director of Talent Acquisition',
    location: 'Makati City, Philippines',
    bio: 'Andrea built our five-step hiring process. Her recruiters screen thousands of applicants each month so clients only meet the strongest candidates.',
  },
  {
    name: 'Liam O’Connor',
    role: 'Managing Director, Australia',
    location: 'Sydney, Australia',
    bio: 'Liam helps Australian businesses plan their remote teams around local hours and award requirements, and leads our Sydney client-services office.',
  },
  {
    name: 'Priya Nair',
    role: 'Head of Client Success, Canada',
    location: 'Toronto, Canada',
    bio: 'Priya and her account managers make sure Canadian clients get regular performance reviews, clear reporting and a quick answer whenever they need one.',
  },
];

export type SupportTeam = { icon: LucideIcon; title: string; text: string; points: readonly string[] };

/** How the team supports clients (admin spec item 16 links the team page from the navbar). */
export const supportTeams: readonly SupportTeam[] = [
  {
    icon: Search,
    title: 'Recruiters',
    text: 'Specialists for each practice who know what great looks like in your role.',
    points: [
      'Define the role and skills with you',
      'Source, test and background-check candidates',
      'Deliver a scored shortlist to compare side by side',
    ],
  },
  {
    icon: Headset,
    title: 'Account managers',
    text: 'One named contact who knows your business and your team.',
    points: [
      'Lead onboarding and product training',
      'Run monthly performance reviews and reports',
      'Arrange cover for leave and scale your team up or down',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'IT & compliance',
    text: 'The people who keep your data and your team secure.',
    points: [
      'Company-managed devices, VPN and multi-factor sign-in',
      'Backup power and internet for every home setup',
      'Confidentiality agreements and Data Privacy Act compliance',
    ],
  },
];
