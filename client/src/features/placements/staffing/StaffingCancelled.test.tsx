import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { adminPlacementsRoutes } from '@/features/placements/routes';
import { buildAdminPlacement, buildStaffingRow } from '@/features/placements/test-placements';

describe('/staffing, a cancelled subscription', () => {
  it('says until when its team works, each talent\'s own last day, and offers no Assign', async () => {
    const row = buildStaffingRow({
      cancelled: true,
      endsOn: '2026-12-28',
      placements: [buildAdminPlacement({ startDate: '2026-03-02', endDate: '2026-12-28' })],
    });
    stubFetch(async () => jsonResponse(200, { rows: [row], total: 1 }));
    renderRoutes({ routes: adminPlacementsRoutes, initialEntries: ['/staffing'], user: admin });

    const tableRow = (await screen.findByText('Harbour Physio Group', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(tableRow).getByText(/· works until December 28, 2026$/)).toBeTruthy();
    expect(within(tableRow).getByText('Canceled: the team works until December 28, 2026. No new talent or replacement.')).toBeTruthy();
    expect(within(tableRow).queryByRole('button', { name: /^Assign talent/ })).toBeNull();
  });
});
