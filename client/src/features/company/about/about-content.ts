/** Milestones on the About page timeline, oldest first. */
export const milestones = [
  {
    year: '2016',
    title: 'Founded to close the hiring gap',
    text: 'Our founders, a Filipino-American operations manager and a Delaware small-business owner, start placing virtual assistants with five US clients from a shared office in Makati City.',
  },
  {
    year: '2017',
    title: 'Round-the-clock call reception',
    text: 'We open our first dedicated floor in Makati and launch the call receptionist service, answering calls for law firms, clinics and home-service companies.',
  },
  {
    year: '2019',
    title: 'A recruiter-led hiring process',
    text: 'Our five-step hiring process becomes standard for every role. We pass 250 professionals placed.',
  },
  {
    year: '2020',
    title: 'Secure remote work for every team',
    text: 'When offices closed, we moved every team member to secure, company-managed home setups with backup power and internet, without a single day of missed coverage.',
  },
  {
    year: '2021',
    title: 'Sydney office opens',
    text: 'Demand from Australian clients leads to a client-services office in Sydney, with plans priced in Australian dollars.',
  },
  {
    year: '2022',
    title: 'Toronto office opens',
    text: 'We open in Toronto to support Canadian businesses, and grow our engineering and IT practice with developers, QA analysts and cloud engineers.',
  },
  {
    year: '2023',
    title: 'Healthcare back office',
    text: 'We add medical billing, coding and insurance verification teams trained in HIPAA privacy practices, and celebrate our 1,000th placement.',
  },
  {
    year: '2024',
    title: 'Learning for every professional',
    text: 'Our e-learning academy gives every team member ongoing courses in communication, customer experience and new tools, at no cost to clients.',
  },
] as const;

/** The four offices; US and Philippines addresses come from the company catalogue. */
export const officeCities = {
  au: { label: 'Australia Office', city: 'Sydney, New South Wales', focus: 'Client services for Australia and New Zealand' },
  ca: { label: 'Canada Office', city: 'Toronto, Ontario', focus: 'Client services for Canadian businesses' },
} as const;
