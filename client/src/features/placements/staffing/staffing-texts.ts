/** The Staffing screen's words. The API's own (assigned, seats full…) are `placementMessages` in the contract. */
export const staffingTexts = {
  title: 'Staffing',
  intro: 'Every paid subscription and who fills its seats. Subscriptions with open seats come first.',
  search: 'Search customers, e-mails, roles or talents...',
  loading: 'Loading subscriptions...',
  empty: 'No paid subscriptions found.',
  seatsFilter: 'Seats',
  replacementsOnly: 'Only replacement requests',
  noTalents: 'No talents placed yet.',
  allFilled: 'All filled',
} as const;

export const seatsFilterOptions = [
  { value: '', label: 'All subscriptions' },
  { value: 'open', label: 'With open seats' },
  { value: 'full', label: 'Fully staffed' },
] as const;

export const assignTexts = {
  assignTitle: 'Assign a talent',
  replaceTitle: 'Assign a replacement',
  talentLegend: 'Talent',
  talentSearch: 'Search hired talents',
  loadingTalents: 'Loading hired talents...',
  noTalents: 'No hired talent is free. Set an applicant to Hired on the Applicants page first.',
  noMatch: 'No free hired talent matches this search.',
  startDate: 'Start date',
  startDateHint: 'The first working day; the next business day unless you change it.',
  reason: 'Reason the placement ends',
  reasonHint: "Shown in the placement's history.",
  assign: 'Assign',
  assigning: 'Assigning...',
  replace: 'Assign replacement',
  replacing: 'Assigning...',
} as const;

export const endTexts = {
  title: 'End placement',
  reason: 'Reason',
  reasonHint: "Kept with the placement's history and in the audit log.",
  submit: 'End placement',
  pending: 'Ending...',
} as const;

export const invitationTexts = {
  title: 'Send a new invitation',
  button: 'Invite again',
  explanation:
    'gets a new link to set their password and log their hours, valid for 7 days; the link they had stops working. Once they have set a password, they log in or use Forgot password instead.',
  submit: 'Send invitation',
  pending: 'Sending...',
} as const;
