/** The Your team page's words; the API's own (recruiting, request sent…) are `placementMessages` in the contract, an overdue payment's `paymentOverdueTexts` (shared with /subscription). */
export const teamTexts = {
  title: 'Your Team',
  intro: 'Who works for you, from when, and how to reach them. Each seat you pay for is filled or being recruited for.',
  loading: 'Loading your team...',
  empty: 'You have no subscriptions yet. When you buy a plan, the people who work for you appear here.',
  historyHeading: 'Past placements',
  requestReplacement: 'Request a replacement',
  requestTitle: 'Request a replacement',
  reason: 'Why would you like someone else?',
  reasonHint: 'Your reason helps us find the right person. Your talent keeps working until the replacement starts.',
  send: 'Send request',
  sending: 'Sending...',
} as const;
