import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { timesheetMessages, type Timesheet } from '@contract/timesheets';
import { recordApiCalls, type ApiCall } from '@/test/api-stubs';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { payPeriodOf } from '@/features/timesheets/api/export-approved-hours';
import { adminTimesheetsRoutes } from '@/features/timesheets/routes';
import { buildTimesheet as buildWeek } from '@/features/timesheets/test-timesheets';

/** A disputed 44-hour week (4 on Saturday) of Maria Santos, as the admin list answers it. */
function buildTimesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  return buildWeek({
    _id: 't-1',
    hours: [8, 8, 8, 8, 8, 4, 0],
    status: 'disputed',
    submittedAt: '2026-03-13T21:00:00.000Z',
    decidedAt: '2026-03-16T14:00:00.000Z',
    disputeReason: 'Saturday was not agreed.',
    customer: { userId: 'u-1', company: 'Harbour Physio Group' },
    role: 'Junior Technical',
    ...overrides,
  });
}

/** A server holding `rows`; `answer` decides what a POST gets. */
const stubServer = (rows: Timesheet[], answer: (call: ApiCall) => Response) =>
  recordApiCalls((call) => (call.method === 'POST' ? answer(call) : jsonResponse(200, { rows, total: rows.length })));

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/v1/admin/timesheets');

async function openTimesheets(path = '/admintimesheets') {
  renderRoutes({ routes: adminTimesheetsRoutes, initialEntries: [path], user: admin });
  expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' }, { timeout: 15_000 })).toBeTruthy();
}

describe('/admintimesheets', () => {
  it('lists each week with its talent, customer, days, total against 40 h and status', async () => {
    stubServer([buildTimesheet(), buildTimesheet({ _id: 't-2', status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0], totalHours: 40, overtime: false, disputeReason: null })], () => jsonResponse(500, {}));
    await openTimesheets();
    await screen.findByText('44 of 40 h');
    const [disputed, approved] = screen.getAllByRole('row').filter((row) => within(row).queryByText('Maria Santos'));
    expect(within(disputed!).getByText('Mon, Mar 9 – Sun, Mar 15')).toBeTruthy();
    expect(within(disputed!).getByText('44 of 40 h')).toBeTruthy();
    expect(within(disputed!).getByText('Over 40 h')).toBeTruthy();
    expect(within(disputed!).getByText('4 h at the weekend')).toBeTruthy();
    expect(within(disputed!).getByText('Disputed')).toBeTruthy();
    expect(within(disputed!).getByText('“Saturday was not agreed.”')).toBeTruthy();
    expect(within(approved!).queryByText('Over 40 h')).toBeNull();
    expect(within(approved!).queryByText(/at the weekend/)).toBeNull();
    expect(within(approved!).queryByRole('button', { name: /^Settle dispute/ })).toBeNull();
    expect(screen.getByText('2 weeks')).toBeTruthy();
    expect(document.title).toMatch(/^Timesheets \|/);
  });

  it('narrows to one talent from a row, and to what needs attention from the address', async () => {
    const calls = stubServer([buildTimesheet()], () => jsonResponse(500, {}));
    const user = userEvent.setup();
    await openTimesheets('/admintimesheets?attention=disputed');
    await user.click(await screen.findByRole('button', { name: "Only Maria Santos's weeks" }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('talentId')).toBe('a-1'));
    expect(listCalls(calls).at(-1)?.query.get('attention')).toBe('disputed');
    expect(screen.getByText('Talent: Maria Santos')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all (Talent: Maria Santos)' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('talentId')).toBeNull());
  });

  it('settles a dispute with a reason and changed hours; the list is fetched again', async () => {
    const calls = stubServer([buildTimesheet()], () =>
      jsonResponse(200, { message: timesheetMessages.settled, timesheet: buildTimesheet({ status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0], totalHours: 40, overtime: false }) }),
    );
    const user = userEvent.setup();
    await openTimesheets();
    await user.click(await screen.findByRole('button', { name: 'Settle dispute: Maria Santos, week of Mon, Mar 9 – Sun, Mar 15' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle a disputed week' });
    expect(within(dialog).getByText('Saturday was not agreed.')).toBeTruthy();
    expect(within(dialog).getByText('44 of 40 h')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Approve and settle' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();

    await user.click(within(dialog).getByRole('checkbox', { name: /Approve different hours/ }));
    const total = () => within(dialog).getByRole('status').textContent;
    expect(total()).toBe('Total that stands: 44 of 40 h');
    const saturday = within(dialog).getByRole('spinbutton', { name: 'Saturday' });
    await user.clear(saturday);
    // The total runs as the hours are edited; a day left empty counts as 0.
    expect(total()).toBe('Total that stands: 40 of 40 h');
    await user.type(saturday, '2.5');
    expect(total()).toBe('Total that stands: 42.5 of 40 h');
    await user.clear(saturday);
    await user.type(saturday, '0');
    expect(total()).toBe('Total that stands: 40 of 40 h');
    await user.type(within(dialog).getByLabelText(/Reason for your decision/), 'Saturday was not asked for.');
    const before = listCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve and settle' }));

    expect(await screen.findByText('Dispute settled.')).toBeTruthy();
    const settle = calls.find((call) => call.method === 'POST')!;
    expect(settle.path).toBe('/api/v1/admin/timesheets/t-1/settle');
    expect(settle.body).toEqual({ reason: 'Saturday was not asked for.', hours: [8, 8, 8, 8, 8, 0, 0] });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('settles with the submitted hours when they are left as they are, and says why a settlement was refused', async () => {
    const calls = stubServer([buildTimesheet()], () => jsonResponse(409, { code: 'timesheets.not_disputed', message: timesheetMessages.notDisputed, error: timesheetMessages.notDisputed }));
    const user = userEvent.setup();
    await openTimesheets();
    await user.click(await screen.findByRole('button', { name: /^Settle dispute: Maria Santos/ }));
    const dialog = screen.getByRole('dialog', { name: 'Settle a disputed week' });
    await user.type(within(dialog).getByLabelText(/Reason for your decision/), 'Worked as logged.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and settle' }));
    expect(await within(dialog).findByText(timesheetMessages.notDisputed)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ reason: 'Worked as logged.' });
  });

  it('says what the payroll CSV holds, asks for the pay period in whole weeks and saves the file under the name the server gives it', async () => {
    const exports: URLSearchParams[] = [];
    stubFetch(async (input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/v1/admin/timesheets/export.csv') return jsonResponse(200, { rows: [buildTimesheet()], total: 1 });
      exports.push(url.searchParams);
      return new Response('Talent\r\nTotal\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="payroll-2026-11-16_2026-11-29.csv"' },
      });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const user = userEvent.setup();
    await openTimesheets('/admintimesheets?talentId=a-1');
    const payroll = screen.getByRole('region', { name: 'Payroll CSV' });
    expect(within(payroll).getByText(/regular hours \(Monday to Friday, up to 8 a day for each working day of the placement that week: 40 for a full week\)/)).toBeTruthy();
    expect(within(payroll).getByText(/overtime \(weekday hours above that\) and weekend hours \(Saturday and Sunday\)/)).toBeTruthy();
    expect(within(payroll).getByText(/in each placement's time zone/)).toBeTruthy();
    expect(within(payroll).getByText(/approved, auto-approved and settled hours/)).toBeTruthy();

    // A Wednesday and a Saturday: the weeks they fall in, Monday Nov 16 to Sunday Nov 29.
    await user.type(within(payroll).getByLabelText('Pay period from'), '2026-11-18');
    await user.type(within(payroll).getByLabelText('Pay period to'), '2026-11-28');
    expect(within(payroll).getByText(/^Weeks from Mon, Nov 16, 2026 to Sun, Nov 29, 2026\./)).toBeTruthy();
    await user.click(within(payroll).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(Object.fromEntries(exports[0]!)).toEqual({ from: '2026-11-16', to: '2026-11-23', talentId: 'a-1' });
    expect(saved[0]!.download).toBe('payroll-2026-11-16_2026-11-29.csv');
  });

  it('exports the week the list shows when no pay period is chosen, and puts two days chosen the wrong way round in order', () => {
    expect(payPeriodOf({ firstDay: '', lastDay: '', week: '2026-03-09' })).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(payPeriodOf({ firstDay: '', lastDay: '', week: '' })).toEqual({});
    expect(payPeriodOf({ firstDay: '2026-03-20', lastDay: '2026-03-03', week: '2026-04-06' })).toEqual({ from: '2026-03-02', to: '2026-03-16' });
    expect(payPeriodOf({ firstDay: '', lastDay: '2026-03-15', week: '' })).toEqual({ to: '2026-03-09' });
  });
});
