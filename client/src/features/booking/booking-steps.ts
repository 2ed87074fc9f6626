/** The four get-started steps of the spec, in order; each card shows a checklist as its child content. */
export type BookingStep = { title: string; text: string; checklist: readonly string[]; note: string };

export const bookingSteps: readonly BookingStep[] = [
  {
    title: 'Contact Information Submission',
    text: 'Fill in the initial booking form below with your company details and the best way to reach you.',
    checklist: ['Company name or your professional identity', 'Name of the decision maker', 'Work e-mail and contact number', 'Your time zone'],
    note: 'Use a work e-mail address: the meeting invitation and your proposal are sent there.',
  },
  {
    title: 'Setting the Booking Date',
    text: 'Pick a date and a time window for a 30-minute discovery call with one of our staffing strategists.',
    checklist: ['Calls run Monday to Friday', 'Give a window of at least 30 minutes', 'We confirm by e-mail within one business day'],
    note: 'Need another time? Reply to the confirmation e-mail at least 24 hours before the call.',
  },
  {
    title: 'Strategic Service Alignment',
    text: 'On the call we match your selected plan to your workflows, tools, working hours and goals.',
    checklist: ['Roles and daily responsibilities', 'Working hours and time-zone overlap', 'Tools, systems and access', 'Success metrics and reporting'],
    note: 'Bring sample tasks or standard operating procedures if you have them: matching goes faster.',
  },
  {
    title: 'Contract Agreement Signing',
    text: 'We send a service agreement covering the roles, start date, rates and terms. Sign it online and pay your first billing cycle.',
    checklist: ['Service agreement and scope of work', 'Confidentiality and data-protection terms', 'Secure card payment through Stripe'],
    note: 'Sourcing starts as soon as the agreement is signed; we confirm your talent’s first day to you by e-mail.',
  },
];
