import type { staticPublicPaths } from '@contract/catalogues/public-pages';

type StaticPublicPath = (typeof staticPublicPaths)[number];

/**
 * The title and search-result description of every fixed public page (role pages and jobs build
 * theirs from their own content). One table so no two pages share a title or description.
 */
export const publicPageMeta: Record<StaticPublicPath, { title?: string; description: string }> = {
  '/': {
    description:
      'Bayanihan Remote staffs US businesses with pre-vetted, English-fluent professionals from the Philippines: virtual assistants, customer support, marketing, sales, finance, engineering and healthcare back-office. Save up to 70% on local wages.',
  },
  '/about': {
    title: 'About Us',
    description: 'The story of Bayanihan Remote: how we connect businesses in the United States, Australia and Canada with skilled professionals from the Philippines, our mission and our offices.',
  },
  '/aboutteam': {
    title: 'Our Team',
    description: 'Meet the leadership and recruiting team behind Bayanihan Remote, who source, vet and support every remote professional we place.',
  },
  '/culture': {
    title: 'Our Culture',
    description: 'Bayanihan means community working together. See the values, growth programs and support network our remote professionals in the Philippines work within.',
  },
  '/services': {
    title: 'Services',
    description: 'Remote staff for every team: operations and support, digital marketing, sales, accounting and finance, engineering and IT, and healthcare back-office roles from the Philippines.',
  },
  '/pricing': {
    title: 'Pricing',
    description: 'Simple monthly pricing for a full-time remote professional from the Philippines, for non-technical and technical roles, with no placement fees.',
  },
  '/message-us': {
    title: 'Message Us',
    description: 'Questions about hiring remote staff from the Philippines? Send Bayanihan Remote a message and our team will answer within one business day.',
  },
  '/getstarted': {
    title: 'Get Started',
    description: 'The onboarding steps after subscribing: book your kickoff call and tell us about the team you want to build.',
  },
  '/teambuilder': {
    title: 'Build your remote team',
    description: 'Build your remote team role by role, see what it costs per month and request a quote from Bayanihan Remote.',
  },
  '/franchising': {
    title: 'Franchising',
    description: 'Open a Bayanihan Remote franchise: bring Philippine remote staffing to businesses in your region with our recruiting, training and support behind you.',
  },
  '/privacypolicy': {
    title: 'Privacy Policy',
    description: 'How Bayanihan Remote collects, uses and protects the personal information of clients, applicants and visitors to this website.',
  },
  '/purchasedisclaimer': {
    title: 'Service Purchase Disclaimer',
    description: 'The terms that apply when you purchase a Bayanihan Remote staffing subscription: billing, replacements, cancellations and refunds.',
  },
  '/career': {
    title: 'Careers',
    description: 'Remote jobs with US, Australian and Canadian companies for professionals in the Philippines: browse open positions at Bayanihan Remote and apply online.',
  },
};
