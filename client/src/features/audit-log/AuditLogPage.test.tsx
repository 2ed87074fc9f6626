import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMenus } from '@/app/layout/nav-items';
import { callsTo, jsonResponse, stubApi } from '@/test/api-stubs';
import { admin, renderRoutes } from '@/test/render';
import { adminAuditLogRoutes } from '@/features/audit-log/routes';

const entry = {
  id: 'a0000000-0000-4000-8000-000000000001',
  occurredAt: '2026-11-22T09:15:00.000Z',
  actorId: 'u0000000-0000-4000-8000-000000000001',
  actorEmail: 'avery@bayanihan.example',
  action: 'applicant.status_changed',
  targetType: 'applicant',
  targetId: 'b0000000-0000-4000-8000-000000000002',
  detail: { from: 'Unread', to: 'Initial Interview' },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
};

const intact = { rowCount: 1234, intact: true, checkedAt: '2026-11-22T09:20:00.000Z', firstBreak: null };
const integrity = (answer: object = intact) => ({ 'GET /api/v1/audit-log/integrity': () => jsonResponse(200, answer) });

describe('Audit log', { timeout: 20_000 }, () => {
  it('lists who did what, to what, when and from where, and filters on the server', async () => {
    const fetchMock = stubApi({ 'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [entry], total: 1 }), ...integrity() });
    const user = userEvent.setup();
    renderRoutes({ routes: [...adminAuditLogRoutes, { path: '*', element: null }], initialEntries: ['/admin/audit-log'], user: admin });

    // The first render downloads the lazy page: slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 10_000 })).toBeTruthy();
    const cell = await screen.findByText('avery@bayanihan.example', {}, { timeout: 5000 });
    expect(document.title).toMatch(/^Audit log/);
    const row = cell.closest('tr')!;
    // Customers act too: the column says who, not 'Admin'.
    expect(screen.getByRole('columnheader', { name: 'Who' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Admin' })).toBeNull();
    expect(within(row).getByText("Changed an applicant's status from Unread to Initial Interview")).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Applicant' }).getAttribute('href')).toBe('/applicantDetails/b0000000-0000-4000-8000-000000000002');
    // The id is cut to one short line on screen (never wrapped over several); the whole id stays in the page.
    const recordButton = within(row).getByRole('button', { name: 'Show only the entries for applicant b0000000-0000-4000-8000-000000000002' });
    expect(recordButton.className).toMatch(/\btruncate\b/);
    expect(row.textContent).not.toContain('applicant.status_changed');
    expect(row.textContent).not.toMatch(/[{}]/);
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    expect(within(row).getByText('November 22, 2026 at 9:15 AM')).toBeTruthy();
    expect(screen.getByText('1 entry')).toBeTruthy();
    expect((await screen.findByText(/^Log intact: 1,234 entries checked/)).textContent).toBe('Log intact: 1,234 entries checked (November 22, 2026 at 9:20 AM)');
    expect(screen.queryByRole('alert')).toBeNull();
    const first = callsTo(fetchMock, 'GET /api/v1/admin/audit-log')[0]!;
    expect(first.url.searchParams.get('page')).toBe('1');
    expect(first.url.searchParams.get('pageSize')).toBe('20');
    expect(new Headers(first.init?.headers).get('authorization')).toBe('Bearer admin-token');

    const actionFilter = screen.getByLabelText('Action') as HTMLSelectElement;
    expect([...actionFilter.options].map((option) => option.text)).toContain('Payment refunded');
    expect([...actionFilter.options].some((option) => option.text.includes('.'))).toBe(false);
    expect((screen.getByLabelText('Record id') as HTMLInputElement).type).toBe('search');
    expect((screen.getByLabelText('To') as HTMLInputElement).type).toBe('date');
    // The range reads 'From … To', in the page's order as on screen (issue 42, point 23).
    const [fromField, toField] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    expect(fromField.compareDocumentPosition(toField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.selectOptions(actionFilter, 'Payment refunded');
    await user.type(screen.getByLabelText('Who (e-mail)'), 'avery');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitForCall(fetchMock, (url) => url.searchParams.get('actor') === 'avery');
    const last = callsTo(fetchMock, 'GET /api/v1/admin/audit-log').at(-1)!;
    expect(last.url.searchParams.get('action')).toBe('payment.refunded');
    expect(last.url.searchParams.get('from')).toBe('2026-11-01');

    await user.click(recordButton);
    await waitForCall(fetchMock, (url) => url.searchParams.get('targetId') === entry.targetId);
    expect((screen.getByLabelText('Record id') as HTMLInputElement).value).toBe(entry.targetId);
  });

  it('words a refund and an export, and links them to their lists', async () => {
    const refund = { ...entry, id: 'a2', action: 'payment.refunded', targetType: 'payment', targetId: 'c0000000-0000-4000-8000-000000000003', detail: { amount: 100_000, currency: 'usd', refundId: 're_1' } };
    const exported = { ...entry, id: 'a3', action: 'applicants.exported', targetType: 'applicant', targetId: null, detail: { filter: { status: 'Unread', q: 'maria' }, rows: 120 } };
    stubApi({ 'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [refund, exported], total: 2 }), ...integrity() });
    renderRoutes({ routes: [...adminAuditLogRoutes, { path: '*', element: null }], initialEntries: ['/admin/audit-log'], user: admin });

    const refundRow = (await screen.findByText('Refunded $1,000.00', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(refundRow).getByRole('link', { name: 'Payment' }).getAttribute('href')).toBe('/payments');
    const exportRow = screen.getByText('Exported 120 applicants as CSV (search “maria”, status Unread)').closest('tr')!;
    expect(within(exportRow).getByRole('link', { name: 'Applicants' }).getAttribute('href')).toBe('/applicants');
    expect(within(exportRow).queryByRole('button')).toBeNull();
  });

  it('names the first broken entry of the chain in words', async () => {
    const changed = { sequence: 1234, entryId: entry.id, occurredAt: '2026-03-12T14:03:00.000Z', kind: 'changed' };
    const fetchMock = stubApi({
      'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [entry], total: 1 }),
      ...integrity({ rowCount: 2000, intact: false, checkedAt: '2026-11-22T09:20:00.000Z', firstBreak: changed }),
    });
    renderRoutes({ routes: [...adminAuditLogRoutes, { path: '*', element: null }], initialEntries: ['/admin/audit-log'], user: admin });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe(
      'The audit log was tampered with. Entry 1,234 (March 12, 2026 at 2:03 PM) was changed after it was written. Entries from there on cannot be trusted.',
    );
    expect(screen.queryByText(/Log intact/)).toBeNull();
    expect(new Headers(callsTo(fetchMock, 'GET /api/v1/audit-log/integrity')[0]!.init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('says an entry is missing when one was deleted', async () => {
    const missing = { sequence: 17, entryId: null, occurredAt: null, kind: 'missing' };
    stubApi({
      'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [], total: 0 }),
      ...integrity({ rowCount: 40, intact: false, checkedAt: '2026-11-22T09:20:00.000Z', firstBreak: missing }),
    });
    renderRoutes({ routes: [...adminAuditLogRoutes, { path: '*', element: null }], initialEntries: ['/admin/audit-log'], user: admin });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Entry 17 is missing: it was deleted after it was written.');
  });

  it('says when nothing matches', async () => {
    stubApi({ 'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [], total: 0 }), ...integrity() });
    renderRoutes({ routes: [...adminAuditLogRoutes, { path: '*', element: null }], initialEntries: ['/admin/audit-log?action=job.closed'], user: admin });
    expect(await screen.findByText('No admin actions match these filters.', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('job.closed');
  });

  it('is linked from the admin menu', () => {
    const items = adminMenus.flatMap((menu) => menu.items);
    expect(items.find((item) => item.label === 'Audit log')?.to).toBe('/admin/audit-log');
  });
});

async function waitForCall(mock: Parameters<typeof callsTo>[0], matches: (url: URL) => boolean) {
  const deadline = Date.now() + 5000;
  while (!callsTo(mock, 'GET /api/v1/admin/audit-log').some(({ url }) => matches(url))) {
    if (Date.now() > deadline) throw new Error('the filtered request was never sent');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
