import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, customer, jsonResponse, renderWithProviders, sentBody, stubFetch } from '@/test/render';
import { AccountSecurityPage } from './AccountSecurityPage';

const off = { enabled: false, confirmedAt: null, authenticatorApp: false, passkeys: [], recoveryCodesLeft: 0, required: false };
const on = { enabled: true, confirmedAt: '2026-11-20T10:00:00.000Z', authenticatorApp: true, passkeys: [], recoveryCodesLeft: 10, required: false };
const laptop = { id: '0f4c5a1e-7d1b-4c55-9f0e-2d7f7a9d9e01', name: 'Work laptop', createdAt: '2026-11-21T09:00:00.000Z', lastUsedAt: null };

/** The browser's WebAuthn half, answering as a laptop's platform authenticator would. */
const { startRegistration, startAuthentication } = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication }));
const enrolment = {
  otpauthUri: 'otpauth://totp/Bayanihan%20Remote:casey%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-${String(index).padStart(4, '2')}`);

/** Answers each call by its path: GET status with `status()`, the rest as given. */
function stubSecondFactorApi(status: () => object, answers: Record<string, () => Response>) {
  return stubFetch(async (url, init) => {
    // Every call carries the stored session's token.
    if (!new Headers(init?.headers).get('authorization')?.startsWith('Bearer ')) return jsonResponse(401, { code: 'auth.missing_token', message: 'Missing', error: 'Missing' });
    const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
    if ((init?.method ?? 'GET') === 'GET' && path === '/users/second-factor') return jsonResponse(200, status());
    return answers[path]?.() ?? jsonResponse(404, {});
  });
}

describe('AccountSecurityPage', () => {
  it('sets up an authenticator after the password: QR code and key, a first code, then the recovery codes once, kept until "I saved them"', async () => {
    const newSession = { ...customer, token: 'new-token' };
    let current: object = off;
    const fetchMock = stubSecondFactorApi(() => current, {
      '/users/second-factor/enrolment': () => jsonResponse(200, enrolment),
      '/users/second-factor/confirm': () => {
        current = on;
        return jsonResponse(200, { recoveryCodes: codes, session: newSession });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    expect(await screen.findByRole('heading', { name: 'Account security' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Account security'));

    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(screen.getByText('To confirm it is you, enter your password.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your password to confirm it is you.')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    const startCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/users/second-factor/enrolment'));
    expect(sentBody(fetchMock, startCall)).toEqual({ password: 'correct-horse' });
    expect(qr.getAttribute('src')).toBe(enrolment.qrCodeDataUrl);
    expect(screen.getByTestId('second-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    const confirmCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/users/second-factor/confirm'));
    expect(sentBody(fetchMock, confirmCall)).toEqual({ code: '123456' });
    // The new session is stored at once: the old token no longer works.
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ token: 'new-token' });

    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await user.click(screen.getByLabelText('I saved my recovery codes in a safe place'));
    await user.click(done);
    expect(await screen.findByText(/Two-step sign-in is on since/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText('10')).toBeTruthy();
  });

  it('tells an admin who must set it up why', async () => {
    stubSecondFactorApi(() => ({ ...off, required: true }), {});
    renderWithProviders(<AccountSecurityPage />, { user: { ...admin, secondFactorEnrolmentRequired: true } });
    expect(await screen.findByText(/Administrators must use two-step sign-in/)).toBeTruthy();
  });

  it('removes the authenticator app with the password, or shows why not', async () => {
    const message = 'That password is not correct.';
    let current: object = on;
    const answers = [
      () => jsonResponse(400, { code: 'auth.second_factor_password_invalid', message, error: message }),
      () => {
        current = off;
        return jsonResponse(200, { session: { ...customer, token: 'after-off' } });
      },
    ];
    const fetchMock = stubSecondFactorApi(() => current, { '/users/second-factor/disable': () => answers.shift()!() });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: 'Remove the authenticator app' }));
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
    await user.type(screen.getByLabelText('Authentication code or recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
    const disableCalls = fetchMock.mock.calls.map(([url], index) => [String(url), index] as const).filter(([url]) => url.endsWith('/disable'));
    expect(sentBody(fetchMock, disableCalls[0]![1])).toEqual({ password: 'wrong-password' });
    expect(sentBody(fetchMock, disableCalls[1]![1])).toEqual({ code: '654321' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ token: 'after-off' });
  });

  it('adds a named passkey made by the browser after the password, stores the new session and shows the first recovery codes', async () => {
    const options = { challenge: 'webauthn-challenge', rp: { id: 'localhost', name: 'Bayanihan Remote' }, user: { id: 'dXNlcg', name: 'casey@example.com', displayName: 'Casey' }, pubKeyCredParams: [] };
    const credential = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'AA', transports: ['internal'] } };
    startRegistration.mockResolvedValueOnce(credential);
    let current: object = off;
    const fetchMock = stubSecondFactorApi(() => current, {
      '/users/passkeys/registration': () => jsonResponse(200, { options, ticket: 'signed-ticket' }),
      '/users/passkeys': () => {
        current = { ...off, enabled: true, confirmedAt: laptop.createdAt, passkeys: [laptop], recoveryCodesLeft: 10 };
        return jsonResponse(201, { passkey: laptop, recoveryCodes: codes, session: { ...customer, token: 'with-passkey' } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    const name = await screen.findByLabelText('Name of the new passkey');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Give the passkey a name, such as the device it is on')).toBeTruthy();
    await user.type(name, 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(await screen.findByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Add the passkey “Work laptop”' }));

    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    const startCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/users/passkeys/registration'));
    expect(sentBody(fetchMock, startCall)).toEqual({ password: 'correct-horse' });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    const addCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/users/passkeys'));
    expect(sentBody(fetchMock, addCall)).toEqual({ ticket: 'signed-ticket', name: 'Work laptop', credential });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ token: 'with-passkey' });
    await user.click(screen.getByLabelText('I saved my recovery codes in a safe place'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const passkeys = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(passkeys).getByText('Work laptop')).toBeTruthy();
    expect(within(passkeys).getByText(/not used yet/)).toBeTruthy();
  });

  it('says so when the browser prompt is closed, and adds nothing', async () => {
    startRegistration.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const fetchMock = stubSecondFactorApi(() => off, { '/users/passkeys/registration': () => jsonResponse(200, { options: {}, ticket: 't' }) });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(await screen.findByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: /^Add the passkey/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passkey prompt was closed before it finished.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/users/passkeys'))).toBe(false);
  });

  it('removes a passkey after the password', async () => {
    let current: object = { ...off, enabled: true, confirmedAt: laptop.createdAt, passkeys: [laptop], recoveryCodesLeft: 10 };
    const fetchMock = stubSecondFactorApi(() => current, {
      [`/users/passkeys/${laptop.id}/remove`]: () => {
        current = off;
        return jsonResponse(200, { session: { ...customer, token: 'after-remove' } });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: 'Remove passkey Work laptop' }));
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Remove the passkey' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your passkeys' })).toBeNull());
    const removeCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/remove'));
    expect(sentBody(fetchMock, removeCall)).toEqual({ password: 'correct-horse' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ token: 'after-remove' });
  });

  it('gives new recovery codes after the password, and says the old ones stop working', async () => {
    const fresh = codes.map((code) => code.replace('abcd', 'wxyz'));
    const fetchMock = stubSecondFactorApi(() => ({ ...on, recoveryCodesLeft: 2 }), {
      '/users/second-factor/recovery-codes': () => jsonResponse(200, { recoveryCodes: fresh }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    expect(await screen.findByText(/You are running out of recovery codes/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(fresh);
    expect(screen.getByText('Your new recovery codes are ready. The old ones no longer work.')).toBeTruthy();
    const renewCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/recovery-codes'));
    expect(sentBody(fetchMock, renewCall)).toEqual({ password: 'correct-horse' });
  });

  it('sets up an authenticator on a passkey-only account with the passkey, not the password', async () => {
    const passkeyOnly = { ...off, enabled: true, confirmedAt: laptop.createdAt, passkeys: [laptop], recoveryCodesLeft: 10 };
    const passkeyOptions = { challenge: 'proof-challenge', rpId: 'localhost', allowCredentials: [] };
    const assertion = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };
    startAuthentication.mockResolvedValueOnce(assertion);
    const fetchMock = stubSecondFactorApi(() => passkeyOnly, {
      '/users/passkeys/proof': () => jsonResponse(200, { challenge: 'signed-proof', passkeyOptions }),
      '/users/second-factor/enrolment': () => jsonResponse(200, enrolment),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    // No password here: it would not prove more than the session does.
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText('Authentication code or recovery code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm with a passkey instead' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: passkeyOptions });
    const startCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/users/second-factor/enrolment'));
    expect(sentBody(fetchMock, startCall)).toEqual({ passkey: { challenge: 'signed-proof', credential: assertion } });
  });

  it("shows the server's refusal of the proof in the add step", async () => {
    const message = 'Two-step sign-in is on for this account: confirm it is you with a code from your authenticator app, a recovery code or a passkey.';
    const fetchMock = stubSecondFactorApi(() => on, {
      '/users/passkeys/registration': () => jsonResponse(400, { code: 'auth.second_factor_code_used', message: 'That code was already used. Wait for the next code in your app.', error: 'That code was already used. Wait for the next code in your app.' }),
    });
    const registrations = startRegistration.mock.calls.length;
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, { user: customer });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.click(screen.getByRole('button', { name: /^Add the passkey/ }));
    expect(await screen.findByText(message)).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: /^Add the passkey/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code was already used. Wait for the next code in your app.');
    const startCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/users/passkeys/registration'));
    expect(sentBody(fetchMock, startCall)).toEqual({ code: '123456' });
    // Refused before the browser was asked to make anything.
    expect(startRegistration.mock.calls.length).toBe(registrations);
  });
});
