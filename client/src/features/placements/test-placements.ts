import type { AdminPlacement, AssignableTalent, StaffingRow, TeamPlacement, TeamSubscription } from '@contract/placements';
import { builder } from '@/test/builder';

const hours = { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'America/New_York' };

/** An active placement as the Staffing list answers it. */
export const buildAdminPlacement = builder<AdminPlacement>(() => ({
  _id: 'pl-1',
  subscriptionId: 's-1',
  seat: 1,
  talent: { applicantId: 'a-1', name: 'Maria Santos', email: 'maria.santos@example.com', jobTitle: 'Virtual Assistant' },
  startDate: '2026-12-01',
  workingHours: hours,
  endedAt: null,
  endDate: null,
  endKind: null,
  endReason: null,
  pausedFrom: null,
  replacementRequest: null,
  createdAt: '2026-11-27T10:00:00.000Z',
}));

/** A paid two-seat subscription with one seat filled. */
export const buildStaffingRow = builder<StaffingRow>(() => ({
  subscriptionId: 's-1',
  description: 'Junior Non-Technical — 2 talents × 3 months, billed monthly',
  status: 'active',
  customer: { userId: 'u-1', name: 'Harbour Physio Group', email: 'olivia@harbourphysio.example' },
  plan: 'jr_non_technical',
  role: 'Junior Non-Technical',
  seats: 2,
  filledSeats: 1,
  paidSince: '2026-11-20T10:00:00.000Z',
  paymentOverdueSince: null,
  daysWaiting: 7,
  placements: [buildAdminPlacement()],
  replacementRequests: 0,
  cancelled: false,
  endsOn: null,
}));

export const buildTalent = builder<AssignableTalent>(() => ({
  applicantId: 'a-2',
  name: 'Jose Reyes',
  email: 'jose.reyes@example.com',
  jobTitle: 'Customer Support Specialist',
  hiredAt: '2026-11-24T08:00:00.000Z',
}));

/** A talent as the customer's team shows them. */
export const buildTeamPlacement = builder<TeamPlacement>(() => ({
  _id: 'pl-1',
  seat: 1,
  talent: { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com' },
  role: 'Junior Non-Technical',
  startDate: '2026-12-01',
  workingHours: hours,
  endedAt: null,
  endDate: null,
  endKind: null,
  replacementRequest: null,
}));

/** Two seats: one filled by Maria Santos, one open; no history yet. */
export const buildTeamSubscription = builder<TeamSubscription>(() => ({
  subscriptionId: 's-1',
  description: 'Junior Non-Technical — 2 talents × 3 months, billed monthly',
  status: 'active',
  plan: 'jr_non_technical',
  role: 'Junior Non-Technical',
  region: 'US',
  seats: [
    { seat: 1, state: 'filled', placement: buildTeamPlacement(), next: null },
    { seat: 2, state: 'open', medianDaysToFill: 4.5 },
  ],
  history: [],
  endsOn: null,
  cancelled: false,
  paymentOverdue: false,
  paymentOverdueSince: null,
  workPausedFrom: null,
}));
