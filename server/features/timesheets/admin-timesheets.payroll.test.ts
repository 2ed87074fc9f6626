import { describe, expect, it } from 'vitest';
import { localDateTime, payrollFilename, splitHours } from './admin-timesheets.payroll.js';

const quarters = (hours: number[]) => hours.map((day) => day * 4);
const inHours = (split: ReturnType<typeof splitHours>) => Object.fromEntries(Object.entries(split).map(([key, value]) => [key, value / 4]));
const week = (hours: number[], placementStartDate = '2026-01-05', placementEndDate: string | null = null) =>
  inHours(splitHours({ weekStart: '2026-04-06', quarterHours: quarters(hours), placementStartDate, placementEndDate }));

describe("payroll's split of a week", () => {
  it('caps regular hours at the contracted hours of the week, not of the day, and keeps the weekend apart', () => {
    expect(week([8, 8, 8, 8, 8, 0, 0])).toEqual({ contracted: 40, regular: 40, overtime: 0, weekend: 0, total: 40 });
    expect(week([12, 10, 8, 6, 4, 0, 0])).toEqual({ contracted: 40, regular: 40, overtime: 0, weekend: 0, total: 40 });
    expect(week([10, 10, 10, 10, 0.25, 0, 0])).toEqual({ contracted: 40, regular: 40, overtime: 0.25, weekend: 0, total: 40.25 });
    expect(week([8, 8, 8, 8, 8, 3.5, 2])).toEqual({ contracted: 40, regular: 40, overtime: 0, weekend: 5.5, total: 45.5 });
    expect(week([4, 4, 4, 4, 4, 8, 0])).toEqual({ contracted: 40, regular: 20, overtime: 0, weekend: 8, total: 28 });
  });

  it('contracts 8 hours for each weekday of the week the placement covers', () => {
    // Started on Wednesday; ended on Tuesday; started Wednesday and ended Thursday; started on Saturday.
    expect(week([0, 0, 9, 8, 8, 4, 0], '2026-04-08')).toMatchObject({ contracted: 24, regular: 24, overtime: 1, weekend: 4 });
    expect(week([8, 9, 0, 0, 0, 0, 0], '2026-01-05', '2026-04-07')).toMatchObject({ contracted: 16, regular: 16, overtime: 1 });
    expect(week([0, 0, 8, 8, 0, 0, 0], '2026-04-08', '2026-04-09')).toMatchObject({ contracted: 16, regular: 16, overtime: 0 });
    expect(week([0, 0, 0, 0, 0, 6, 0], '2026-04-11')).toEqual({ contracted: 0, regular: 0, overtime: 0, weekend: 6, total: 6 });
  });
});

describe("payroll's file name and times", () => {
  it('names the pay period from the first Monday to the last Sunday', () => {
    expect(payrollFilename({ from: '2026-11-16', to: '2026-11-23' }, ['2026-11-23'])).toBe('payroll-2026-11-16_2026-11-29.csv');
    expect(payrollFilename({}, ['2026-11-23', '2026-11-09', '2026-11-16'])).toBe('payroll-2026-11-09_2026-11-29.csv');
    expect(payrollFilename({ to: '2026-11-16' }, ['2026-11-09'])).toBe('payroll-2026-11-09_2026-11-22.csv');
    expect(payrollFilename({ to: '2026-11-16' }, [])).toBe('payroll-until-2026-11-22.csv');
    expect(payrollFilename({}, [])).toBe('payroll-no-approved-weeks.csv');
  });

  it("writes an instant on the zone's wall clock, across a daylight-saving change", () => {
    expect(localDateTime(new Date('2026-04-16T23:30:00Z'), 'Australia/Sydney')).toBe('2026-04-17 09:30');
    expect(localDateTime(new Date('2026-04-01T23:30:00Z'), 'Australia/Sydney')).toBe('2026-04-02 10:30');
    expect(localDateTime(new Date('2026-11-02T14:00:00Z'), 'America/New_York')).toBe('2026-11-02 09:00');
  });
});
