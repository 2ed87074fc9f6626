import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { talentMessages } from '@contract/talents';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { adminPlacementsRoutes } from '@/features/placements/routes';
import { buildStaffingRow } from '@/features/placements/test-placements';

/** The Staffing list with one placement; `answer` is what sending the invitation gets. */
function stubServer(answer: () => Response) {
  const posts: string[] = [];
  stubFetch(async (input, init) => {
    if (init?.method === 'POST') {
      posts.push(new URL(input, 'http://localhost').pathname);
      return answer();
    }
    return jsonResponse(200, { rows: [buildStaffingRow()], total: 1 });
  });
  return posts;
}

async function openInvitation() {
  const user = userEvent.setup();
  renderRoutes({ routes: adminPlacementsRoutes, initialEntries: ['/staffing'], user: admin });
  await user.click(await screen.findByRole('button', { name: 'Send Maria Santos a new invitation' }, { timeout: 15_000 }));
  const dialog = screen.getByRole('dialog', { name: 'Send a new invitation' });
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  return dialog;
}

describe('/staffing: a new invitation for a placed talent', () => {
  it("sends it for the placement's talent and says where it went", async () => {
    const sent = talentMessages.invitationSent('maria@example.com');
    const posts = stubServer(() => jsonResponse(201, { message: sent, expiresAt: '2026-12-04T10:00:00.000Z' }));
    await openInvitation();
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toEqual(['/api/v1/staffing/talents/a-1/invitation']);
  });

  it("shows the server's words when the talent has set a password already", async () => {
    stubServer(() => jsonResponse(409, { code: 'talents.password_already_set', message: talentMessages.talentHasPassword, error: 'Conflict' }));
    const dialog = await openInvitation();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(talentMessages.talentHasPassword);
  });
});
