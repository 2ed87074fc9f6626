import type { StaticPageMeta } from './static-page-meta';

/** The about-the-company pages. */
export const aboutPageMeta: StaticPageMeta = {
  path: '/about',
  title: 'About Us',
  description: 'The story of Bayanihan Remote: how we connect businesses in the United States, Australia and Canada with skilled professionals from the Philippines, our mission and our offices.',
};

export const teamPageMeta: StaticPageMeta = {
  path: '/aboutteam',
  title: 'Our Team',
  description: 'Meet the leadership and recruiting team behind Bayanihan Remote, who source, vet and support every remote professional we place.',
};

export const culturePageMeta: StaticPageMeta = {
  path: '/culture',
  title: 'Our Culture',
  description: 'Bayanihan means community working together. See the values, growth programs and support network our remote professionals in the Philippines work within.',
};

export const companyPageMetas = [aboutPageMeta, teamPageMeta, culturePageMeta];
