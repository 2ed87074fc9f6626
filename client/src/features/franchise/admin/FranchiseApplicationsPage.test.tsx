import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/test/api-stubs';
import { admin, renderRoutes } from '@/test/render';
import { adminFranchiseRoutes } from '@/features/franchise/routes';

const application = {
  _id: '8b1c2d3e-0000-4000-8000-000000000001',
  name: 'Marisol Cruz',
  email: 'marisol@cruzventures.ph',
  filename: 'signed-contract.pdf',
  sizeBytes: 48_000,
  contractLink: '/api/v1/franchise-applications/8b1c2d3e-0000-4000-8000-000000000001/contract',
  createdAt: '2026-11-22T09:15:00.000Z',
};

describe('Franchise applications', { timeout: 20_000 }, () => {
  it('lists who sent a contract and when, and shows the PDF fetched with the admin token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:contract', revokeObjectURL: () => {} }));
    const fetchMock = stubApi({
      'GET /api/v1/franchise-applications': () => jsonResponse(200, { applications: [application], total: 1 }),
      [`GET ${application.contractLink}`]: () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="signed-contract.pdf"' },
        }),
    });
    const user = userEvent.setup();
    renderRoutes({ routes: [...adminFranchiseRoutes, { path: '*', element: null }], initialEntries: ['/franchise-applications'], user: admin });
    const view = await screen.findByRole('button', { name: /^View contract/ }, { timeout: 5000 });
    const row = view.closest('tr')!;
    expect(within(row).getByText('Marisol Cruz')).toBeTruthy();
    expect(within(row).getByText('November 22, 2026 at 9:15 AM')).toBeTruthy();
    expect(within(row).getByText(/signed-contract\.pdf · 47 KB/)).toBeTruthy();
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Signed contract of Marisol Cruz' });
    expect((await within(dialog).findByTitle('Signed contract of Marisol Cruz')).getAttribute('src')).toBe('blob:contract');
    const contractCall = fetchMock.mock.calls.find(([url]) => String(url) === application.contractLink);
    expect(new Headers(contractCall?.[1]?.headers).get('authorization')).toBe('Bearer admin-token');
  });
});
