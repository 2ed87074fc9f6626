/** Facts about the company that several screens and e-mails show. One place to change them. */
export const company = {
  brand: 'Bayanihan Remote',
  legalName: 'Bayanihan Remote Staffing LLC',
  /** The one address for questions and help, on every page and in every mail that names one (decision 0213). */
  helpEmail: 'hello@bayanihanremote.com',
  offices: {
    us: {
      label: 'Main Office (US)',
      lines: ['1209 Orange Street, Suite 400', 'Wilmington, DE 19801', 'United States'],
    },
    ph: {
      label: 'Philippines Office',
      lines: ['12th Floor, Ayala North Exchange Tower 1', '6796 Ayala Avenue, Makati City 1226', 'Metro Manila, Philippines'],
    },
  },
  phones: [
    { country: 'US', label: 'United States', number: '+1 (302) 555-0148' },
    { country: 'AU', label: 'Australia', number: '+61 2 5550 1842' },
    { country: 'CAN', label: 'Canada', number: '+1 (416) 555-0193' },
    { country: 'PH', label: 'Philippines', number: '+63 2 8555 0172' },
  ],
  /**
   * One story about receptionist hours, told the same way everywhere: a plan's receptionist works
   * 40 hours a week, like every plan; round-the-clock cover is a shift team, quoted separately.
   */
  receptionistCoverage: {
    short: 'Call receptionists in your business hours, or 24/7 with a shift team',
    plan: 'Business-hours coverage: your receptionist answers calls 40 hours a week, Monday to Friday, in your time zone. Evening, weekend or 24/7 cover takes more receptionists on shifts, quoted separately.',
  },
  socials: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/bayanihan-remote' },
    { name: 'Facebook', href: 'https://www.facebook.com/bayanihanremote' },
  ],
} as const;
