import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { talentMessages } from '@contract/talents';
import { messages, type SessionUser } from '@contract/users';
import { parseStoredUser, storageKeys } from '@/lib/storage';
import { jsonResponse, renderRoutes, sentBody, stubFetch } from '@/test/render';
import { TalentInvitationPage } from './TalentInvitationPage';

const invitation = { name: 'Maria Santos', email: 'maria@example.com', expiresAt: '2026-12-04T10:00:00.000Z', account: 'new' };
const session = { id: 't-1', name: 'Maria Santos', email: 'maria@example.com', isAdmin: false, isTalent: true, isCustomer: false, emailVerified: true, token: 'talent-token' };
const deadLink = (message: string) => ({ code: 'talents.invitation_not_found', message, error: message });

function renderPage(token = 'tok-123', user?: SessionUser) {
  return renderRoutes({
    routes: [
      { path: '/talent-invitation/:token', element: <TalentInvitationPage /> },
      { path: '/my-work', element: <p>My work page</p> },
      { path: '/message-us', element: <p>Message us page</p> },
    ],
    initialEntries: [`/talent-invitation/${token}`],
    ...(user ? { user } : {}),
  });
}

/** GET answers with `lookup`; POST with `post`. */
function stubApi(lookup: () => Response, post: () => Response = () => jsonResponse(200, session)) {
  return stubFetch(async (_url, init) => (init?.method === 'POST' ? post() : lookup()));
}

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password and open My work' }));
}

describe('TalentInvitationPage', () => {
  it('shows whom the account is for, sets the password, signs the talent in and opens My work', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, invitation));
    const { router } = renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(screen.getByText('Maria Santos')).toBeTruthy();
    expect(screen.getByText('maria@example.com')).toBeTruthy();
    expect(document.title).toBe('Set your password | Bayanihan Remote');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/talent-invitations/tok-123');

    await fill('maria-horse-1', 'maria-horse-1');
    expect(await screen.findByText('My work page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-work');
    const postIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchMock.mock.calls[postIndex]?.[0]).toBe('/api/v1/talent-invitations/tok-123');
    expect(sentBody(fetchMock, postIndex)).toEqual({ password: 'maria-horse-1' });
    expect(parseStoredUser(localStorage.getItem(storageKeys.user))).toMatchObject({ id: 't-1', isTalent: true });
  });

  it('has the reset page’s password form: the same labels, every failing rule listed, nothing sent', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, invitation));
    renderPage();
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm New Password')).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    await fill('short', 'shorter');
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([messages.resetPasswordsDoNotMatch, messages.resetPasswordTooShort]);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await fill('maria-horse-1', 'maria-horse-2');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetPasswordsDoNotMatch);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says in words when the link has expired or was used, with a way to log in or ask for a new one', async () => {
    stubApi(() => jsonResponse(404, deadLink(talentMessages.invitationExpired)));
    const { unmount } = renderPage();
    expect(await screen.findByText(talentMessages.invitationExpired)).toBeTruthy();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask us for a new link' }).getAttribute('href')).toBe('/message-us');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    unmount();

    stubApi(() => jsonResponse(404, deadLink(talentMessages.invitationUsed)));
    renderPage();
    expect(await screen.findByText(talentMessages.invitationUsed)).toBeTruthy();
  });

  it('shows the server’s words when the link was spent between opening and sending', async () => {
    stubApi(
      () => jsonResponse(200, invitation),
      () => jsonResponse(404, deadLink(talentMessages.invitationUsed)),
    );
    const { router } = renderPage();
    await fill('maria-horse-1', 'maria-horse-1');
    expect(await screen.findByText(talentMessages.invitationUsed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/talent-invitation/tok-123');
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('says the page could not be loaded when no answer came', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText(talentMessages.invitationUnknown)).toBeNull();
  });
});

describe('TalentInvitationPage, signed in as the talent already', () => {
  it('offers My work instead of logging in on a used link', async () => {
    stubApi(() => jsonResponse(404, deadLink(talentMessages.invitationUsed)));
    renderRoutes({
      routes: [{ path: '/talent-invitation/:token', element: <TalentInvitationPage /> }],
      initialEntries: ['/talent-invitation/tok-123'],
      user: session,
    });
    expect(await screen.findByText(talentMessages.invitationUsed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open My work' }).getAttribute('href')).toBe('/my-work');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('TalentInvitationPage, when the address already has an account', () => {
  it('lets the mailbox owner take over an account nobody verified, and says what that does', async () => {
    stubApi(() => jsonResponse(200, { ...invitation, account: 'claimable' }));
    renderPage();
    expect(await screen.findByText(/nobody confirmed it/)).toBeTruthy();
    await fill('maria-horse-1', 'maria-horse-1');
    expect(await screen.findByText('My work page')).toBeTruthy();
  });

  it("asks its owner to log in when it is theirs, and sets no password", async () => {
    stubApi(() => jsonResponse(200, { ...invitation, account: 'existing' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Add your work to your account' })).toBeTruthy();
    expect(screen.getByText(talentMessages.signInToLink)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in to accept' })).toBeTruthy();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('links it for the owner signed in with the invited address, stores the new session and opens My work', async () => {
    const owner = { id: 'c-1', name: 'Maria Santos', email: 'Maria@example.com', isAdmin: false, emailVerified: true, token: 'customer-token' };
    const fetchMock = stubApi(
      () => jsonResponse(200, { ...invitation, account: 'existing' }),
      () => jsonResponse(200, { ...owner, isTalent: true, isCustomer: true, token: 'new-token' }),
    );
    const { router } = renderPage('tok-123', owner);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add my work to this account' }));
    expect(await screen.findByText('My work page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-work');
    const postIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchMock.mock.calls[postIndex]?.[0]).toBe('/api/v1/talent-invitations/tok-123/link');
    expect(parseStoredUser(localStorage.getItem(storageKeys.user))).toMatchObject({ id: 'c-1', isTalent: true, isCustomer: true, token: 'new-token' });
  });

  it('tells someone signed in with another address to log in as the invited one, and sends nothing', async () => {
    const other = { id: 'c-2', name: 'Someone Else', email: 'else@example.com', isAdmin: false, token: 'other-token' };
    const fetchMock = stubApi(() => jsonResponse(200, { ...invitation, account: 'existing' }));
    renderPage('tok-123', other);
    expect(await screen.findByText(talentMessages.invitationOtherAccount('maria@example.com'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out and log in as maria@example.com' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
