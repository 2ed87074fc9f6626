/** The Your team page's words; the API's own (recruiting, request sent…) are `placementMessages` in the contract. */
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
  /** What an overdue payment means for the team, in one line: since when, and from which day their work is (or will be) paused. */
  paymentOverdue: (since: string | null, pause: { from: string; lastWorkingDay: string; started: boolean } | null) =>
    `${since ? `Payment overdue since ${since}` : 'Payment overdue'}${
      pause
        ? pause.started
          ? `: your team's work is paused since ${pause.from}, until it is paid.`
          : `: your team keeps working through ${pause.lastWorkingDay}, then their work is paused until it is paid.`
        : '.'
    }`,
  payFrom: 'Pay the open invoice from',
  noNewTalent: 'No new talent starts until it is paid.',
} as const;
