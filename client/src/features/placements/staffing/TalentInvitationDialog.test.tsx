import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { talentMessages } from '@contract/talents';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { adminPlacementsRoutes } from '@/features/placements/routes';
import { buildStaffingRow } from '@/features/placements/test-placements';

const notLinked = { account: null, invitation: { email: 'maria@example.com', sentAt: '2026-11-20T02:00:00.000Z', expiresAt: '2026-11-27T02:00:00.000Z', usedAt: null } };
const linked = {
  account: { name: 'Maria Santos', email: 'maria@example.com', emailVerified: true, linkedAt: '2026-11-21T02:00:00.000Z' },
  invitation: { ...notLinked.invitation, usedAt: '2026-11-21T02:00:00.000Z' },
};

/** The Staffing list with one placement, the talent's account as `status`; `answer` is what the admin's write gets. */
function stubServer(answer: () => Response, status: object = notLinked) {
  const writes: string[] = [];
  stubFetch(async (input, init) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (init?.method === 'POST' || init?.method === 'DELETE') {
      writes.push(`${init.method} ${path}`);
      return answer();
    }
    if (path.endsWith('/account')) return jsonResponse(200, status);
    return jsonResponse(200, { rows: [buildStaffingRow()], total: 1 });
  });
  return writes;
}

async function openDialog() {
  const user = userEvent.setup();
  renderRoutes({ routes: adminPlacementsRoutes, initialEntries: ['/staffing'], user: admin });
  await user.click(await screen.findByRole('button', { name: 'Invite again: Maria Santos' }, { timeout: 15_000 }));
  return { user, dialog: screen.getByRole('dialog', { name: "Talent's account" }) };
}

async function openInvitation() {
  const { user, dialog } = await openDialog();
  await user.click(await within(dialog).findByRole('button', { name: 'Send invitation' }));
  return dialog;
}

describe('/staffing: a new invitation for a placed talent', () => {
  it("sends it for the placement's talent and says where it went", async () => {
    const sent = talentMessages.invitationSent('maria@example.com');
    const posts = stubServer(() => jsonResponse(201, { message: sent, expiresAt: '2026-12-04T10:00:00.000Z' }));
    await openInvitation();
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual(['POST /api/v1/staffing/talents/a-1/invitation']);
  });

  it("shows the server's words when the talent's account was linked meanwhile", async () => {
    stubServer(() => jsonResponse(409, { code: 'talents.already_linked', message: talentMessages.alreadyLinked, error: 'Conflict' }));
    const dialog = await openInvitation();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(talentMessages.alreadyLinked);
  });

  it('shows the linked account, and unlinks a wrong one only once confirmed', async () => {
    const done = talentMessages.unlinked('maria@example.com');
    const writes = stubServer(() => jsonResponse(200, { message: done }), linked);
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('maria@example.com')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink account...' }));
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink this account' }));
    expect(await screen.findByText(done)).toBeTruthy();
    expect(writes).toEqual(['DELETE /api/v1/staffing/talents/a-1/account']);
  });
});
