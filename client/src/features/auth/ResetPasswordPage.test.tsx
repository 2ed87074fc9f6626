import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@contract/users';
import { customer, jsonResponse, renderRoutes, sentBody, stubFetch } from '@/test/render';
import { LoginPanel } from './LoginPanel';
import { ResetPasswordPage } from './ResetPasswordPage';

const expired = 'Token not found or expired.';
const notFound = { code: 'auth.reset_token_not_found', message: expired, error: expired };

function renderPage(token = 'tok-123') {
  return renderRoutes({
    routes: [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/resetpassword/:token',
        element: (
          <>
            <ResetPasswordPage />
            <LoginPanel />
          </>
        ),
      },
    ],
    initialEntries: [`/resetpassword/${token}`],
  });
}

/** GET answers with `lookup`; PATCH with `patch`. */
function stubApi(lookup: () => Response, patch: () => Response = () => jsonResponse(200, { message: 'ok' })) {
  return stubFetch(async (_url, init) => (init?.method === 'PATCH' ? patch() : lookup()));
}

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('ResetPasswordPage', () => {
  it("has its own tab title while loading, with the form and on a bad token, not the home page's", async () => {
    stubApi(() => jsonResponse(200, { email: 'casey@example.com' }));
    const { unmount } = renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(document.title).toBe('Reset Password | Bayanihan Remote');
    await screen.findByRole('heading', { name: 'Password Reset' });
    expect(document.title).toBe('Reset Password | Bayanihan Remote');
    unmount();
    stubApi(() => jsonResponse(404, notFound));
    renderPage();
    await screen.findByText(expired);
    expect(document.title).toBe('Reset Password | Bayanihan Remote');
  });

  it('shows Loading..., then the form for the e-mail of the token', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, { email: 'casey@example.com' }));
    renderPage();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Password Reset' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reset password for: casey@example.com' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/reset-password/tok-123');
  });

  it('treats an OK answer without an e-mail as an invalid token', async () => {
    stubApi(() => jsonResponse(200, {}));
    renderPage();
    expect(await screen.findByText(expired)).toBeTruthy();
  });

  it('says in words that the link expired or was used, and sends a new one to the address typed on the card', async () => {
    const fetchMock = stubFetch(async (url) =>
      String(url).endsWith('/forgot-password') ? jsonResponse(200, { message: messages.forgotPasswordDone }) : jsonResponse(404, notFound),
    );
    renderPage();
    expect(await screen.findByText(expired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ask for a new link' })).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.forgotPasswordDone)).toBeTruthy();
    const sent = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/forgot-password'));
    expect(fetchMock.mock.calls[sent]?.[0]).toBe('/api/v1/users/forgot-password');
    expect(sentBody(fetchMock, sent)).toEqual({ email: 'casey@example.com' });
  });

  it('shows a generic message when the lookup itself fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });

  it('lists every rule that fails (not matching and too short), and sends nothing', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, { email: 'casey@example.com' }));
    renderPage();
    await fill('short', 'shorter');
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Passwords do not match.',
      'Please enter at least 8 password characters.',
    ]);
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New Password'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await fill('short', 'short');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter at least 8 password characters.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('sends password and e-mail, then hides the form and shows the green success message', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, { email: 'casey@example.com' }));
    renderPage();
    await fill('new-password-1', 'new-password-1');
    expect(await screen.findByText('Your password has been reset successfully!')).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    const patchCall = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(fetchMock.mock.calls[patchCall]?.[0]).toBe('/api/v1/users/reset-password/tok-123');
    expect(sentBody(fetchMock, patchCall)).toEqual({ password: 'new-password-1', email: 'casey@example.com' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in with your new password' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('leaves the spent link once logged in from the success message, for where a login goes (home for a customer)', async () => {
    stubFetch(async (url, init) => {
      if (String(url).endsWith('/users/login')) return jsonResponse(200, customer);
      return init?.method === 'PATCH' ? jsonResponse(200, { message: 'ok' }) : jsonResponse(200, { email: 'casey@example.com' });
    });
    const { router } = renderPage();
    await fill('new-password-1', 'new-password-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in with your new password' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's message, else 'Password reset failed.', when the reset fails", async () => {
    stubApi(
      () => jsonResponse(200, { email: 'casey@example.com' }),
      () => jsonResponse(404, notFound),
    );
    renderPage();
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
  });

  it("falls back to 'Password reset failed.' without a server message", async () => {
    stubApi(
      () => jsonResponse(200, { email: 'casey@example.com' }),
      () => jsonResponse(500, {}),
    );
    renderPage();
    await fill('new-password-1', 'new-password-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Password reset failed.');
  });
});
