import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timesheetMessages, type MyWork, type Timesheet } from '@contract/timesheets';
import { callsTo, stubApi } from '@/test/api-stubs';
import { jsonResponse, renderRoutes } from '@/test/render';
import { talentTimesheetsRoutes } from '@/features/timesheets/routes';
import { myWorkTexts } from '@/features/timesheets/timesheets-texts';
import { buildMyWork, buildTimesheet, datesOf, talentUser } from '@/features/timesheets/test-timesheets';

/** A server holding one talent's My work; a PUT stores the week (201 first, 200 after) as submitted. */
function stubMyWork(initial: MyWork) {
  let myWork = initial;
  return stubApi({
    'GET /api/v1/my-work': () => jsonResponse(200, myWork),
    ...Object.fromEntries(
      [initial.currentWeek?.weekStart, ...[...initial.pastWeeks, ...initial.missedWeeks].map((week) => week.weekStart)].filter(Boolean).map((weekStart) => [
        `PUT /api/v1/my-work/timesheets/${weekStart}`,
        (_url: URL, init: RequestInit | undefined) => {
          const body = JSON.parse(String(init?.body)) as {
            hours: number[];
            note?: string;
          };
          const missed = myWork.missedWeeks.find((week) => week.weekStart === weekStart);
          const past = myWork.pastWeeks.find((week) => week.weekStart === weekStart);
          const before: Timesheet | null | undefined = past ?? myWork.currentWeek?.timesheet;
          const saved = buildTimesheet({
            ...(before ?? {}),
            weekStart: weekStart!,
            hours: body.hours,
            note: body.note ?? '',
            status: 'submitted',
            disputeReason: null,
            submittedAt: '2026-03-14T10:00:00.000Z',
          });
          myWork = missed
            ? { ...myWork, missedWeeks: myWork.missedWeeks.filter((week) => week !== missed), pastWeeks: [saved, ...myWork.pastWeeks] }
            : past
            ? {
                ...myWork,
                pastWeeks: myWork.pastWeeks.map((week) => (week.weekStart === weekStart ? saved : week)),
              }
            : {
                ...myWork,
                currentWeek: { ...myWork.currentWeek!, timesheet: saved },
              };
          return jsonResponse(before ? 200 : 201, {
            message: before ? timesheetMessages.updated : timesheetMessages.submitted,
            timesheet: saved,
          });
        },
      ]),
    ),
  });
}

async function openMyWork() {
  renderRoutes({
    routes: talentTimesheetsRoutes,
    initialEntries: ['/my-work'],
    user: talentUser,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'My work' }, { timeout: 15_000 })).toBeTruthy();
}

const thisWeek = () => screen.findByRole('region', { name: /^This week: Mon, Mar 9 – Sun, Mar 15/ });

describe('/my-work', () => {
  it('shows the placement and this week as seven dated days, Monday to Sunday', async () => {
    stubMyWork(buildMyWork());
    await openMyWork();
    const placement = await screen.findByRole('region', {
      name: 'Your placement',
    });
    expect(within(placement).getByText('Harbour Physio')).toBeTruthy();
    expect(within(placement).getByText('Virtual Assistant')).toBeTruthy();
    expect(within(placement).getByText('March 2, 2026')).toBeTruthy();
    expect(within(placement).getByText('40 h a week, Monday to Friday, 09:00–17:00 New York time')).toBeTruthy();
    const week = await thisWeek();
    const days = within(week).getAllByRole('textbox', { name: / hours$/ });
    expect(days.map((input) => input.getAttribute('aria-label') ?? (input as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Mon, Mar 9 hours',
      'Tue, Mar 10 hours',
      'Wed, Mar 11 hours',
      'Thu, Mar 12 hours',
      'Fri, Mar 13 hours',
      'Sat, Mar 14 hours',
      'Sun, Mar 15 hours',
    ]);
    expect(days.every((input) => input.getAttribute('inputmode') === 'decimal')).toBe(true);
    expect(within(week).getByText('Not submitted yet')).toBeTruthy();
    expect(document.title).toMatch(/^My work \|/);
  });

  it('refuses hours over 24 or not in quarter hours with the contract’s words, and sends nothing', async () => {
    const api = stubMyWork(buildMyWork());
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    await user.type(within(week).getByLabelText('Mon, Mar 9 hours'), '25');
    await user.type(within(week).getByLabelText('Tue, Mar 10 hours'), '7.3');
    await user.type(within(week).getByLabelText('Wed, Mar 11 hours'), 'eight');
    await user.type(within(week).getByLabelText('Thu, Mar 12 hours'), '7,75');
    await user.click(within(week).getByRole('button', { name: 'Submit' }));
    // Each bad day's message names the day and the rule.
    await waitFor(() => expect(within(week).getByText('Monday: hours must be a number from 0 to 24, in steps of 0.25 (quarter hours).')).toBeTruthy());
    expect(within(week).getByText(timesheetMessages.dayHoursInvalid('Tuesday'))).toBeTruthy();
    expect(within(week).getByText(timesheetMessages.dayHoursInvalid('Wednesday'))).toBeTruthy();
    expect(within(week).queryByText(timesheetMessages.dayHoursInvalid('Thursday'))).toBeNull();
    expect(within(week).getByLabelText('Mon, Mar 9 hours').getAttribute('aria-invalid')).toBe('true');
    expect(within(week).getByLabelText('Thu, Mar 12 hours').getAttribute('aria-invalid')).toBeNull();
    expect(callsTo(api, 'PUT /api/v1/my-work/timesheets/2026-03-09')).toHaveLength(0);
  });

  it('keeps a running total against 40, flags overtime, and submits the week', async () => {
    const api = stubMyWork(buildMyWork());
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    await user.click(within(week).getByRole('button', { name: 'Fill 8 h Monday to Friday' }));
    expect(within(week).getByText('Total 40 of 40 h')).toBeTruthy();
    expect(within(week).queryByText(timesheetMessages.overtimeNote)).toBeNull();
    await user.type(within(week).getByLabelText('Sat, Mar 14 hours'), '2.5');
    expect(within(week).getByText('Total 42.5 of 40 h')).toBeTruthy();
    expect(within(week).getByText(timesheetMessages.overtimeNote)).toBeTruthy();
    await user.type(within(week).getByLabelText('Note (optional)'), 'Saturday: inventory count.');
    await user.click(within(week).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(timesheetMessages.submitted)).toBeTruthy();
    expect(callsTo(api, 'PUT /api/v1/my-work/timesheets/2026-03-09').map((call) => call.body)).toEqual([
      { hours: [8, 8, 8, 8, 8, 2.5, 0], note: 'Saturday: inventory count.' },
    ]);
    const saved = await thisWeek();
    expect(await within(saved).findByText('Submitted')).toBeTruthy();
    expect(within(saved).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect((within(saved).getByLabelText('Sat, Mar 14 hours') as HTMLInputElement).value).toBe('2.5');
  });

  it('flags hours logged only at the weekend, as overtime is flagged: they are counted apart', async () => {
    stubMyWork(buildMyWork());
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    await user.type(within(week).getByLabelText('Sat, Mar 14 hours'), '8');
    await user.type(within(week).getByLabelText('Sun, Mar 15 hours'), '1.5');
    expect(within(week).getByText('Total 9.5 of 40 h').className).toContain('text-amber-900');
    expect(within(week).getByText('9.5 h at the weekend: weekend hours are counted apart, as overtime.')).toBeTruthy();
    expect(within(week).queryByText(timesheetMessages.overtimeNote)).toBeNull();
  });

  it('locks the days before the placement starts, and counts 8 h for each working day it covers', async () => {
    const base = buildMyWork();
    const api = stubMyWork({
      ...base,
      currentWeek: { ...base.currentWeek!, workDays: [false, false, true, true, true, true, true], contractedHours: 24 },
    });
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    const monday = within(week).getByLabelText(/^Mon, Mar 9 hours/) as HTMLInputElement;
    expect(monday.disabled).toBe(true);
    expect(within(week).getAllByText('Not a day of your placement')).toHaveLength(2);
    await user.click(within(week).getByRole('button', { name: 'Fill 8 h Monday to Friday' }));
    expect(monday.value).toBe('');
    expect(within(week).getByText('Total 24 of 24 h')).toBeTruthy();
    await user.type(within(week).getByLabelText(/^Sat, Mar 14 hours/), '1');
    expect(within(week).getByText(timesheetMessages.overtimeNotePartial(24))).toBeTruthy();
    await user.click(within(week).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(timesheetMessages.submitted)).toBeTruthy();
    expect(callsTo(api, 'PUT /api/v1/my-work/timesheets/2026-03-09').map((call) => call.body)).toEqual([{ hours: [0, 0, 8, 8, 8, 1, 0], note: '' }]);
  });

  it('locks the days the placement is paused on, saying why, and counts no contracted hours for them', async () => {
    const base = buildMyWork();
    stubMyWork({
      ...base,
      currentWeek: {
        ...base.currentWeek!,
        workDays: [true, true, true, false, false, false, false],
        pausedDays: [false, false, false, true, true, true, true],
        contractedHours: 24,
      },
    });
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    const thursday = within(week).getByLabelText(/^Thu, Mar 12 hours/) as HTMLInputElement;
    expect(thursday.disabled).toBe(true);
    expect(within(week).getAllByText(myWorkTexts.pausedDay)).toHaveLength(4);
    expect(within(week).queryByText(myWorkTexts.notPlacementDay)).toBeNull();
    await user.click(within(week).getByRole('button', { name: 'Fill 8 h Monday to Friday' }));
    expect(thursday.value).toBe('');
    expect(within(week).getByText('Total 24 of 24 h')).toBeTruthy();
  });

  it('shows a disputed week’s reason and what to do, and sends the correction', async () => {
    const disputed = buildTimesheet({
      status: 'disputed',
      hours: [8, 8, 8, 8, 8, 8, 0],
      disputeReason: 'Saturday was not agreed. Please remove it.',
    });
    const api = stubMyWork(
      buildMyWork({
        currentWeek: {
          weekStart: '2026-03-09',
          dates: disputed.dates,
          workDays: disputed.workDays,
          pausedDays: disputed.pausedDays,
          contractedHours: 40,
          remindAt: '2026-03-13T19:00:00.000Z',
          timesheet: disputed,
        },
      }),
    );
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    expect(within(week).getByText('Disputed')).toBeTruthy();
    expect(within(week).getByText('Harbour Physio disputed this week (48 h submitted):')).toBeTruthy();
    expect(within(week).getByText('“Saturday was not agreed. Please remove it.”')).toBeTruthy();
    expect(within(week).getByText(/Correct the hours, or explain them in the note, then choose Save changes/)).toBeTruthy();

    const saturday = within(week).getByLabelText('Sat, Mar 14 hours');
    await user.clear(saturday);
    await user.click(within(week).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(timesheetMessages.updated)).toBeTruthy();
    expect(callsTo(api, 'PUT /api/v1/my-work/timesheets/2026-03-09').map((call) => call.body)).toEqual([{ hours: [8, 8, 8, 8, 8, 0, 0], note: '' }]);
    expect(await within(await thisWeek()).findByText('Submitted')).toBeTruthy();
  });

  it('closes an approved week, saying why', async () => {
    const approved = buildTimesheet({
      status: 'approved',
      decidedAt: '2026-03-16T14:00:00.000Z',
    });
    stubMyWork(
      buildMyWork({
        currentWeek: {
          weekStart: '2026-03-09',
          dates: approved.dates,
          workDays: [true, true, true, true, true, true, true],
          pausedDays: [false, false, false, false, false, false, false],
          contractedHours: 40,
          remindAt: '2026-03-13T19:00:00.000Z',
          timesheet: approved,
        },
      }),
    );
    await openMyWork();
    const week = await thisWeek();
    expect(
      (
        within(week).getByRole('button', {
          name: 'Save changes',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(within(week).getByLabelText('Mon, Mar 9 hours').matches(':disabled')).toBe(true);
    expect(within(week).getByText(timesheetMessages.alreadyApproved)).toBeTruthy();
  });

  it('shows the server’s words when the week was approved meanwhile (409)', async () => {
    const submitted = buildTimesheet();
    stubApi({
      'GET /api/v1/my-work': () =>
        jsonResponse(
          200,
          buildMyWork({
            currentWeek: {
              weekStart: '2026-03-09',
              dates: submitted.dates,
              workDays: [true, true, true, true, true, true, true],
              pausedDays: [false, false, false, false, false, false, false],
              contractedHours: 40,
              remindAt: '2026-03-13T19:00:00.000Z',
              timesheet: submitted,
            },
          }),
        ),
      'PUT /api/v1/my-work/timesheets/2026-03-09': () =>
        jsonResponse(409, {
          code: 'timesheets.already_approved',
          message: timesheetMessages.alreadyApproved,
          error: 'Conflict',
        }),
    });
    const user = userEvent.setup();
    await openMyWork();
    const week = await thisWeek();
    await user.click(within(week).getByRole('button', { name: 'Save changes' }));
    expect((await within(week).findByRole('alert')).textContent).toBe(timesheetMessages.alreadyApproved);
  });

  it('shows what settled a week: the admin’s reason and the hours that stood', async () => {
    stubMyWork(
      buildMyWork({
        pastWeeks: [
          buildTimesheet({
            _id: 'ts-s',
            weekStart: '2026-03-02',
            status: 'approved',
            hours: [8, 8, 8, 8, 6.5, 0, 0],
            disputeReason: 'Friday ended at 2 PM.',
            settlementReason: 'The team lead confirmed Friday ended at 2:30 PM.',
            decidedAt: '2026-03-11T15:00:00.000Z',
          }),
          buildTimesheet({ _id: 'ts-0', weekStart: '2026-02-23', status: 'approved' }),
        ],
      }),
    );
    await openMyWork();
    const earlier = await screen.findByRole('region', { name: 'Earlier weeks' });
    const settled = within(earlier).getByRole('article', { name: 'Week Mon, Mar 2 – Sun, Mar 8' });
    expect(within(settled).getByText('Dispute settled by our team:')).toBeTruthy();
    expect(within(settled).getByText('“The team lead confirmed Friday ended at 2:30 PM.”')).toBeTruthy();
    expect(within(settled).getByText('Hours that stood: 38.5 of 40 h')).toBeTruthy();
    const approved = within(earlier).getByRole('article', { name: 'Week Mon, Feb 23 – Sun, Mar 1' });
    expect(within(approved).queryByText(/settled/)).toBeNull();
    expect(within(approved).queryByText(/Hours that stood/)).toBeNull();
  });

  it('lists earlier weeks with status and total, and opens a disputed one to correct', async () => {
    const api = stubMyWork(
      buildMyWork({
        pastWeeks: [
          buildTimesheet({
            _id: 'ts-2',
            weekStart: '2026-03-02',
            status: 'disputed',
            hours: [8, 8, 8, 8, 8, 0, 0],
            disputeReason: 'Friday was a holiday.',
          }),
          buildTimesheet({
            _id: 'ts-0',
            weekStart: '2026-02-23',
            status: 'auto_approved',
            hours: [9, 9, 9, 9, 9, 0, 0],
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    await openMyWork();
    const earlier = await screen.findByRole('region', {
      name: 'Earlier weeks',
    });
    const disputed = within(earlier).getByRole('article', {
      name: 'Week Mon, Mar 2 – Sun, Mar 8',
    });
    expect(within(disputed).getByText('Disputed')).toBeTruthy();
    expect(within(disputed).getByText('40 of 40 h')).toBeTruthy();
    expect(within(disputed).getByText('“Friday was a holiday.”')).toBeTruthy();
    const auto = within(earlier).getByRole('article', {
      name: 'Week Mon, Feb 23 – Sun, Mar 1',
    });
    expect(within(auto).getByText('Auto-approved')).toBeTruthy();
    expect(within(auto).getByText('45 of 40 h')).toBeTruthy();
    expect(within(auto).getByText(timesheetMessages.overtimeNote)).toBeTruthy();
    expect(within(auto).queryByRole('button')).toBeNull();

    await user.click(
      within(disputed).getByRole('button', {
        name: 'Correct this week, Mon, Mar 2 – Sun, Mar 8',
      }),
    );
    const form = await screen.findByRole('region', {
      name: /^Earlier week: Mon, Mar 2 – Sun, Mar 8/,
    });
    await user.clear(within(form).getByLabelText('Fri, Mar 6 hours'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(timesheetMessages.updated)).toBeTruthy();
    expect(callsTo(api, 'PUT /api/v1/my-work/timesheets/2026-03-02').map((call) => call.body)).toEqual([{ hours: [8, 8, 8, 8, 0, 0, 0], note: '' }]);
    await user.click(screen.getByRole('button', { name: 'Back to this week' }));
    expect(await thisWeek()).toBeTruthy();
  });

  it('says in words that there is no placement, and what happens next', async () => {
    stubMyWork(buildMyWork({ placement: null, currentWeek: null }));
    await openMyWork();
    expect(await screen.findByText(timesheetMessages.noPlacement)).toBeTruthy();
    expect(screen.getByText(/When we place you with a customer, we e-mail you/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers the weeks never submitted, and logs one like this week', async () => {
    const api = stubMyWork(buildMyWork({ missedWeeks: [{ weekStart: '2026-03-02', dates: datesOf('2026-03-02'), workDays: Array(7).fill(true), pausedDays: Array(7).fill(false), contractedHours: 40 }] }));
    const user = userEvent.setup();
    await openMyWork();
    const missed = await screen.findByRole('region', { name: 'Weeks not submitted' });
    await user.click(within(missed).getByRole('button', { name: 'Log this week, Mon, Mar 2 – Sun, Mar 8' }));
    const form = await screen.findByRole('region', { name: /^Earlier week: Mon, Mar 2 – Sun, Mar 8/ });
    await user.click(within(form).getByRole('button', { name: 'Fill 8 h Monday to Friday' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(timesheetMessages.submitted)).toBeTruthy();
    expect(callsTo(api, 'PUT /api/v1/my-work/timesheets/2026-03-02').map((call) => call.body)).toEqual([{ hours: [8, 8, 8, 8, 8, 0, 0], note: '' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Weeks not submitted' })).toBeNull());
  });
});
