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

describe('Audit log', { timeout: 20_000 }, () => {
  it('lists who did what, to what, when and from where, and filters on the server', async () => {
    const fetchMock = stubApi({ 'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [entry], total: 1 }) });
    const user = userEvent.setup();
    renderRoutes({ routes: [...adminAuditLogRoutes, { path: '*', element: null }], initialEntries: ['/admin/audit-log'], user: admin });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 5000 })).toBeTruthy();
    const cell = await screen.findByText('avery@bayanihan.example', {}, { timeout: 5000 });
    expect(document.title).toMatch(/^Audit log/);
    const row = cell.closest('tr')!;
    expect(within(row).getByText('applicant.status_changed')).toBeTruthy();
    expect(within(row).getByText('b0000000-0000-4000-8000-000000000002')).toBeTruthy();
    expect(within(row).getByText('from: Unread · to: Initial Interview')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    expect(within(row).getByText('November 22, 2026 at 9:15 AM')).toBeTruthy();
    expect(screen.getByText('1 entry')).toBeTruthy();
    const first = callsTo(fetchMock, 'GET /api/v1/admin/audit-log')[0]!;
    expect(first.url.searchParams.get('page')).toBe('1');
    expect(first.url.searchParams.get('pageSize')).toBe('20');
    expect(new Headers(first.init?.headers).get('authorization')).toBe('Bearer admin-token');

    await user.selectOptions(screen.getByLabelText('Action'), 'payment.refunded');
    await user.type(screen.getByLabelText('Admin e-mail'), 'avery');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitForCall(fetchMock, (url) => url.searchParams.get('actor') === 'avery');
    const last = callsTo(fetchMock, 'GET /api/v1/admin/audit-log').at(-1)!;
    expect(last.url.searchParams.get('action')).toBe('payment.refunded');
    expect(last.url.searchParams.get('from')).toBe('2026-11-01');
  });

  it('says when nothing matches', async () => {
    stubApi({ 'GET /api/v1/admin/audit-log': () => jsonResponse(200, { entries: [], total: 0 }) });
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
