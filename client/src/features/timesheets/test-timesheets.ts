import type { MyWork, Timesheet } from '@contract/timesheets';
import type { SessionUser } from '@contract/users';
import { builder } from '@/test/builder';

export const talentUser: SessionUser = {
  id: 'u-3',
  name: 'Maria Santos',
  email: 'maria.santos@example.com',
  isAdmin: false,
  isTalent: true,
  token: 'talent-token',
};

/** The seven dates of the week starting on a Monday 'YYYY-MM-DD'. */
export function datesOf(weekStart: string): string[] {
  const monday = new Date(`${weekStart}T00:00:00Z`).getTime();
  return Array.from({ length: 7 }, (_, day) => new Date(monday + day * 86_400_000).toISOString().slice(0, 10));
}

/** A submitted 40-hour week of Maria Santos for Harbour Physio, New York time, as the server answers it. */
export function buildTimesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  const weekStart = overrides.weekStart ?? '2026-03-09';
  const hours = overrides.hours ?? [8, 8, 8, 8, 8, 0, 0];
  const totalHours = hours.reduce((sum, day) => sum + day, 0);
  return {
    _id: 'ts-1',
    placementId: 'pl-1',
    weekStart,
    dates: datesOf(weekStart),
    timeZone: 'America/New_York',
    hours,
    workDays: [true, true, true, true, true, true, true],
    pausedDays: [false, false, false, false, false, false, false],
    totalHours,
    contractedHours: 40,
    overtime: totalHours > 40,
    note: '',
    status: 'submitted',
    submittedAt: '2026-03-13T20:00:00.000Z',
    approveBy: '2026-03-19T04:00:00.000Z',
    decidedAt: null,
    disputeReason: null,
    settlementReason: null,
    talent: { applicantId: 'a-1', name: 'Maria Santos' },
    customer: { userId: 'u-1', company: 'Harbour Physio' },
    role: 'Virtual Assistant',
    ...overrides,
  };
}

/** My work of a talent placed with Harbour Physio, this week (9–15 March 2026) not submitted yet. */
export const buildMyWork = builder<MyWork>(() => ({
  placement: {
    _id: 'pl-1',
    company: 'Harbour Physio',
    role: 'Virtual Assistant',
    startDate: '2026-03-02',
    endDate: null,
    workingHours: {
      hoursPerWeek: 40,
      days: 'Monday to Friday',
      start: '09:00',
      end: '17:00',
      timeZone: 'America/New_York',
    },
  },
  currentWeek: {
    weekStart: '2026-03-09',
    dates: datesOf('2026-03-09'),
    workDays: [true, true, true, true, true, true, true],
    pausedDays: [false, false, false, false, false, false, false],
    contractedHours: 40,
    remindAt: '2026-03-13T19:00:00.000Z',
    timesheet: null,
  },
  pastWeeks: [],
  missedWeeks: [],
}));
