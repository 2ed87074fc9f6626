import type { SubscriptionStanding } from '@contract/placements';

/** The Staffing screen's words. The API's own (assigned, seats full…) are `placementMessages` in the contract. */
export const staffingTexts = {
  title: 'Staffing',
  paymentOverdue: 'Payment overdue',
  /** The day its renewal's payment was first found overdue. */
  paymentOverdueSince: (day: string) => `Payment overdue since ${day}`,
  /** A placement paused for the overdue payment: since its first paused day, or from one still ahead (the pause is set when the grace ends). */
  pausedSince: (day: string) => `Paused since ${day}`,
  pausesOn: (day: string) => `Paused from ${day}`,
  assignAfterPayment: 'No new talent until the overdue payment is made.',
  /** A subscription the customer cancelled: no new talent or replacement; its team works until its last day. */
  cancelled: 'Canceled: no new talent or replacement.',
  cancelledEndsOn: (day: string) => `Canceled: the team works until ${day}. No new talent or replacement.`,
  intro: 'Every active subscription, and every one whose payment is overdue, with who fills its seats. Subscriptions with open seats come first.',
  search: 'Search customers, e-mails, roles or talents...',
  loading: 'Loading subscriptions...',
  empty: 'No active or overdue subscriptions found.',
  standingFilter: 'Subscriptions',
  seatsFilter: 'Seats',
  replacementsOnly: 'Only replacement requests',
  noTalents: 'No talents placed yet.',
  allFilled: 'All filled',
} as const;

/** The same standings the admin home counts (`subscriptionStandings`): past due is not active. */
export const standingFilterOptions = [
  { value: '', label: 'Active and overdue' },
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Payment overdue' },
] as const satisfies readonly { value: '' | SubscriptionStanding; label: string }[];

export const seatsFilterOptions = [
  { value: '', label: 'All subscriptions' },
  { value: 'open', label: 'With open seats' },
  { value: 'full', label: 'Fully staffed' },
] as const;

export const assignTexts = {
  assignTitle: 'Assign a talent',
  replaceTitle: 'Assign a replacement',
  /** A replacement overlaps, never gaps: the seat's current talent works until the new one starts. */
  handover: (name: string) => `${name} keeps working through the day before the replacement's first day; then their placement ends.`,
  talentLegend: 'Talent',
  talentSearch: 'Search hired talents',
  loadingTalents: 'Loading hired talents...',
  noTalents: 'No hired talent is free. Set the applicant to Hired on their page:',
  /** The link after `noTalents`, to the Applicants page. */
  applicantsLink: 'open them from the Applicants page',
  /** The heading of the talents hired for a job of the seat's role; `role` is the plan's name. */
  matchingHeading: (role: string) => `Hired for ${role} work`,
  noneMatching: 'No free hired talent was hired for a job of this role.',
  othersHeading: 'Other hired talents',
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
  title: "Talent's account",
  button: 'Invite again',
  /** Starts with the visible words, so a voice-control user who says "Invite again" reaches the button. */
  buttonLabel: (talentName: string) => `Invite again: ${talentName}`,
  explanation:
    'gets a new link at this address to set up their account and log their hours, valid for 7 days; the link they had stops working. Only the owner of the mailbox can use it.',
  lastSent: (sentAt: string, email: string) => `Last invitation sent ${sentAt} to ${email}.`,
  linkedTo: 'logs their hours with the account',
  linkedSince: 'linked',
  linkedExplanation: 'They log in with it, or use Forgot password. If this is not their account, unlink it, then send them a new invitation.',
  unlinkConfirm: (email: string) =>
    `${email} will no longer stand for this talent, and every session of that account ends. The talent's weeks stay with the placement.`,
  submit: 'Send invitation',
  pending: 'Sending...',
} as const;
