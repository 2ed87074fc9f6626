import { describe, expect, it } from 'vitest';
import { approveByFor, mondayOf, weekContaining, weekStartOf, weekStarting } from './weeks.js';

const hoursBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('a timesheet week in the customer’s time zone', () => {
  it('is an ordinary UTC week: Monday to Sunday, approved by itself on Thursday after', () => {
    const week = weekContaining(new Date('2026-11-27T21:00:00Z'), 'UTC');
    expect(week.weekStart).toBe('2026-11-23');
    expect(week.dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(week.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(week.approveBy.toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(week.talentReminderAt.toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(week.customerReminderAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('keeps seven days across New York’s spring change (Sunday 8 March 2026), 167 hours long', () => {
    const week = weekStarting('2026-03-02', 'America/New_York');
    expect(week.dates).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    // Starts on EST (UTC−5), ends on EDT (UTC−4).
    expect(week.start.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(hoursBetween(week.start, week.end)).toBe(167);
    // Thursday 12 March, midnight in New York (EDT), not 05:00Z as an offset carried over would say.
    expect(week.approveBy.toISOString()).toBe('2026-03-12T04:00:00.000Z');
    expect(week.talentReminderAt.toISOString()).toBe('2026-03-06T20:00:00.000Z');
    expect(week.customerReminderAt.toISOString()).toBe('2026-03-02T14:00:00.000Z');
    // Sunday 23:30 local, after the change, is still this week; Monday 00:00 is the next.
    expect(weekStartOf(new Date('2026-03-09T03:30:00Z'), 'America/New_York')).toBe('2026-03-02');
    expect(weekStartOf(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('follows Sydney’s April change back to standard time (Sunday 5 April 2026), 169 hours long', () => {
    const week = weekStarting('2026-03-30', 'Australia/Sydney');
    expect(week.dates.at(-1)).toBe('2026-04-05');
    expect(week.start.toISOString()).toBe('2026-03-29T13:00:00.000Z'); // AEDT, UTC+11
    expect(week.end.toISOString()).toBe('2026-04-05T14:00:00.000Z'); // AEST, UTC+10
    expect(hoursBetween(week.start, week.end)).toBe(169);
    expect(week.approveBy.toISOString()).toBe('2026-04-08T14:00:00.000Z');
  });

  it('follows Sydney’s October change to summer time (Sunday 4 October 2026), 167 hours long', () => {
    const week = weekStarting('2026-09-28', 'Australia/Sydney');
    expect(week.dates).toEqual(['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04']);
    expect(week.start.toISOString()).toBe('2026-09-27T14:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(hoursBetween(week.start, week.end)).toBe(167);
    expect(week.approveBy.toISOString()).toBe('2026-10-07T13:00:00.000Z');
    // Monday morning in Sydney is still Sunday in UTC: the week is Sydney's.
    expect(weekStartOf(new Date('2026-10-04T14:30:00Z'), 'Australia/Sydney')).toBe('2026-10-05');
    expect(weekStartOf(new Date('2026-10-04T14:30:00Z'), 'UTC')).toBe('2026-09-28');
  });

  it('gives a week logged late three days from its submission to be answered', () => {
    expect(approveByFor('2026-03-02', 'America/New_York', new Date('2026-03-04T12:00:00Z')).toISOString()).toBe('2026-03-12T04:00:00.000Z');
    // Submitted on Friday 20 March, 10:00 in New York: Monday 23 March, 10:00 local.
    expect(approveByFor('2026-03-02', 'America/New_York', new Date('2026-03-20T14:00:00Z')).toISOString()).toBe('2026-03-23T14:00:00.000Z');
  });

  it('finds the Monday of any calendar day', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });
});
