import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timesheetMessages, type Timesheet } from '@contract/timesheets';
import { callsTo, stubApi } from '@/test/api-stubs';
import { customer, jsonResponse, renderRoutes } from '@/test/render';
import { buildTimesheet } from '@/features/timesheets/test-timesheets';
import { TeamTimesheets } from './TeamTimesheets';

const overtimeWeek = buildTimesheet({
  _id: 'ts-1',
  hours: [8, 8, 8, 8, 8, 4.5, 0],
  note: 'Saturday: stock count.',
});
const approvedWeek = buildTimesheet({
  _id: 'ts-0',
  weekStart: '2026-03-02',
  talent: { applicantId: 'a-2', name: 'Jose Reyes' },
  status: 'approved',
  decidedAt: '2026-03-10T15:00:00.000Z',
});

const conflict = {
  code: 'timesheets.not_awaiting_review',
  message: timesheetMessages.notAwaitingReview,
  error: 'Conflict',
};

/** The customer's weeks; approve and dispute answer with the week changed, or 409 once `answeredElsewhere` is set. */
function stubTeamWeeks(weeks: Timesheet[], { answeredElsewhere }: { answeredElsewhere?: Timesheet['status'] } = {}) {
  let rows = weeks;
  const answer = (id: string, change: Partial<Timesheet>) => {
    const changed = { ...rows.find((week) => week._id === id)!, ...change };
    rows = rows.map((week) => (week._id === id ? changed : week));
    return changed;
  };
  const awaiting = () => rows.filter((week) => week.status === 'submitted').length;
  return stubApi({
    'GET /api/v1/team/timesheets': () =>
      jsonResponse(200, {
        rows,
        total: rows.length,
        awaitingReview: awaiting(),
      }),
    'POST /api/v1/team/timesheets/ts-1/approve': () => {
      if (answeredElsewhere) {
        answer('ts-1', {
          status: answeredElsewhere,
          decidedAt: '2026-03-16T12:00:00.000Z',
        });
        return jsonResponse(409, conflict);
      }
      return jsonResponse(200, {
        message: timesheetMessages.approved,
        timesheet: answer('ts-1', {
          status: 'approved',
          decidedAt: '2026-03-16T12:00:00.000Z',
        }),
      });
    },
    'POST /api/v1/team/timesheets/ts-1/dispute': (_url, init) => {
      if (answeredElsewhere) {
        answer('ts-1', {
          status: answeredElsewhere,
          decidedAt: '2026-03-16T12:00:00.000Z',
        });
        return jsonResponse(409, conflict);
      }
      const { reason } = JSON.parse(String(init?.body)) as { reason: string };
      return jsonResponse(200, {
        message: timesheetMessages.disputed,
        timesheet: answer('ts-1', {
          status: 'disputed',
          disputeReason: reason,
          decidedAt: '2026-03-16T12:00:00.000Z',
        }),
      });
    },
  });
}

async function openTimesheets() {
  renderRoutes({
    routes: [{ path: 'team', Component: TeamTimesheets }],
    initialEntries: ['/team'],
    user: customer,
  });
  return screen.findByRole('heading', { level: 2, name: 'Timesheets' }, { timeout: 15_000 });
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

/** Opens the timesheets and presses Approve or Dispute on Maria Santos' week of 9 March: answers the user. */
async function answerMariasWeek(action: 'Approve' | 'Dispute') {
  const user = userEvent.setup();
  await openTimesheets();
  await user.click(await screen.findByRole('button', { name: `${action} Maria Santos, Mon, Mar 9 – Sun, Mar 15` }));
  return user;
}

describe('Timesheets on /team', () => {
  it('shows each week: the seven days, the total against 40 flagged when over, the note, the status and the approve-by date', async () => {
    stubTeamWeeks([overtimeWeek, approvedWeek]);
    await openTimesheets();
    expect(await screen.findByText('1 week waits for your answer')).toBeTruthy();
    const row = await rowOf('Maria Santos');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('Mon, Mar 9 – Sun, Mar 15');
    expect(
      within(cells[1]!)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual([
      'Mon, Mar 9: Mon98 h',
      'Tue, Mar 10: Tue108 h',
      'Wed, Mar 11: Wed118 h',
      'Thu, Mar 12: Thu128 h',
      'Fri, Mar 13: Fri138 h',
      'Sat, Mar 14: Sat144.5 h',
      'Sun, Mar 15: Sun150 h',
    ]);
    expect(within(cells[2]!).getByText('44.5 of 40 h')).toBeTruthy();
    expect(within(cells[2]!).getByText(timesheetMessages.overtimeNoteCustomer)).toBeTruthy();
    expect(within(cells[2]!).getByText(timesheetMessages.weekendNoteCustomer('4.5'))).toBeTruthy();
    expect(cells[3]!.textContent).toBe('Saturday: stock count.');
    expect(within(cells[4]!).getByText('Submitted')).toBeTruthy();
    expect(cells[5]!.textContent).toBe('Wed, Mar 18New York time');

    const answered = await rowOf('Jose Reyes');
    expect(within(answered).getByText('40 of 40 h')).toBeTruthy();
    expect(within(answered).queryByText(timesheetMessages.overtimeNoteCustomer)).toBeNull();
    expect(within(answered).queryByText(/at the weekend/)).toBeNull();
    expect(within(answered).getByText('Approved')).toBeTruthy();
    expect(within(answered).queryByRole('button')).toBeNull();
  });

  it('flags a week with weekend hours under 40 as it flags overtime: they are billed apart', async () => {
    stubTeamWeeks([buildTimesheet({ _id: 'ts-w', hours: [8, 8, 8, 0, 0, 6, 0] })]);
    await openTimesheets();
    const row = await rowOf('Maria Santos');
    expect(within(row).getByText('30 of 40 h').className).toContain('text-amber-900');
    expect(
      within(row).getByText("6 h at the weekend: once approved, weekend hours are billed at your plan's extra-hour rate on the next invoice."),
    ).toBeTruthy();
    expect(within(row).queryByText(timesheetMessages.overtimeNoteCustomer)).toBeNull();
  });

  it('shows a settled week’s settlement: the reason and the hours that stood', async () => {
    stubTeamWeeks([
      buildTimesheet({
        _id: 'ts-s',
        hours: [8, 8, 8, 8, 8, 2, 0],
        status: 'approved',
        decidedAt: '2026-03-17T15:00:00.000Z',
        disputeReason: 'Saturday was not agreed.',
        settlementReason: 'Saturday covered the stock count you asked for.',
      }),
    ]);
    await openTimesheets();
    const row = await rowOf('Maria Santos');
    expect(within(row).getByText('Dispute settled by our team:')).toBeTruthy();
    expect(within(row).getByText('“Saturday covered the stock count you asked for.”')).toBeTruthy();
    expect(within(row).getByText('Hours that stood: 42 of 40 h')).toBeTruthy();
  });

  it('approves a week: the server’s words, and the week shows approved', async () => {
    const api = stubTeamWeeks([overtimeWeek, approvedWeek]);
    await answerMariasWeek('Approve');
    expect((await screen.findByRole('status')).textContent).toBe(timesheetMessages.approved);
    const row = await rowOf('Maria Santos');
    await waitFor(() => expect(within(row).getByText('Approved')).toBeTruthy());
    expect(within(row).queryByRole('button')).toBeNull();
    expect(callsTo(api, 'POST /api/v1/team/timesheets/ts-1/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/waits for your answer/)).toBeNull());
  });

  it('disputes a week with a reason in the dialog; the reason is required', async () => {
    const api = stubTeamWeeks([overtimeWeek]);
    const user = await answerMariasWeek('Dispute');
    const dialog = screen.getByRole('dialog', { name: 'Dispute a week' });
    expect(within(dialog).getByText(/Mon, Mar 9 – Sun, Mar 15: 44.5 of 40 h/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the talent' }));
    expect(await within(dialog).findByText(timesheetMessages.reasonRequired)).toBeTruthy();
    expect(callsTo(api, 'POST /api/v1/team/timesheets/ts-1/dispute')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What is wrong with this week?'), 'Saturday was not agreed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the talent' }));
    expect((await screen.findByRole('status')).textContent).toBe(timesheetMessages.disputed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(api, 'POST /api/v1/team/timesheets/ts-1/dispute').map((call) => call.body)).toEqual([{ reason: 'Saturday was not agreed.' }]);
    const row = await rowOf('Maria Santos');
    expect(within(row).getByText('Disputed')).toBeTruthy();
    expect(within(row).getByText('Your reason: Saturday was not agreed.')).toBeTruthy();
  });

  it('says the server’s words when the week was answered first elsewhere (409), and shows it as it now is', async () => {
    const api = stubTeamWeeks([overtimeWeek], {
      answeredElsewhere: 'auto_approved',
    });
    await answerMariasWeek('Approve');
    expect((await screen.findByRole('alert')).textContent).toBe(timesheetMessages.notAwaitingReview);
    const row = await rowOf('Maria Santos');
    await waitFor(() => expect(within(row).getByText('Auto-approved')).toBeTruthy());
    expect(callsTo(api, 'GET /api/v1/team/timesheets').length).toBeGreaterThan(1);
  });

  it('keeps the dispute dialog open with the server’s words on a 409, and refreshes the weeks behind it', async () => {
    stubTeamWeeks([overtimeWeek], { answeredElsewhere: 'approved' });
    const user = await answerMariasWeek('Dispute');
    const dialog = screen.getByRole('dialog', { name: 'Dispute a week' });
    await user.type(within(dialog).getByLabelText('What is wrong with this week?'), 'Too many hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the talent' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(timesheetMessages.notAwaitingReview);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const row = await rowOf('Maria Santos');
    await waitFor(() => expect(within(row).getByText('Approved')).toBeTruthy());
  });

  it('says when there are no weeks yet', async () => {
    stubTeamWeeks([]);
    await openTimesheets();
    expect(await screen.findByText(/No timesheets yet/)).toBeTruthy();
  });
});
