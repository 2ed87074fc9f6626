import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/app/layout/Footer';
import { customer, jsonResponse, sentBody, stubFetch } from '@/test/render';
import { fillLogin, openLoginPanel } from './test-login-panel';

const challengeAnswer = { secondFactorRequired: true, challenge: 'signed-challenge', methods: { authenticatorApp: true, passkey: false } };
const passkeyOptions = { challenge: 'webauthn-challenge', rpId: 'localhost', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };
const passkeyChallenge = { secondFactorRequired: true, challenge: 'signed-challenge', methods: { authenticatorApp: false, passkey: true }, passkeyOptions };

/** The browser's WebAuthn half, as a user with a passkey (or one who closes the prompt) would answer. */
const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication }));

/** Opens the panel and logs in with a password whose account has a second factor. */
async function reachSecondStep(answers: Response[], firstField = 'Authentication code') {
  const fetchMock = stubFetch(async () => answers.shift() ?? jsonResponse(500, {}));
  const { user } = await openLoginPanel(<Footer />);
  await fillLogin(user);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByText(firstField === 'passkey' ? /Confirm it is you with the passkey/ : firstField);
  return { user, fetchMock };
}

const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('the login second step', () => {
  it('asks for the app code after the password, sends it with the challenge, then stores the session and closes', async () => {
    const { user, fetchMock } = await reachSecondStep([jsonResponse(200, challengeAnswer), jsonResponse(200, customer)]);
    expect(storedUser()).toBeNull();
    expect(screen.getByLabelText('Authentication code')).toBe(document.activeElement);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/v1/users/login/second-factor');
    expect(sentBody(fetchMock, 1)).toEqual({ challenge: 'signed-challenge', code: '123456' });
    expect(storedUser()).toMatchObject({ id: customer.id, token: customer.token });
  });

  it('shows the server message for a wrong code and keeps the step open', async () => {
    const message = 'That code is not correct. Check your authenticator app and try again.';
    const { user } = await reachSecondStep([
      jsonResponse(200, challengeAnswer),
      jsonResponse(401, { code: 'auth.second_factor_invalid', message, error: message }),
    ]);
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(storedUser()).toBeNull();
  });

  it('offers a recovery code instead', async () => {
    const { user, fetchMock } = await reachSecondStep([jsonResponse(200, challengeAnswer), jsonResponse(200, customer)]);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sentBody(fetchMock, 1)).toEqual({ challenge: 'signed-challenge', code: 'abcd-efgh-jkmn' }));
  });

  it('sends nothing without a code, and goes back to the password once the challenge is void', async () => {
    const message = 'This sign-in has expired or had too many wrong codes. Please log in again.';
    const { user, fetchMock } = await reachSecondStep([
      jsonResponse(200, challengeAnswer),
      jsonResponse(401, { code: 'auth.second_factor_challenge_expired', message, error: message }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('casey@example.com');
  });

  it('offers the passkey first when the account has one, and sends what the browser signed', async () => {
    const credential = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };
    startAuthentication.mockResolvedValueOnce(credential);
    const { user, fetchMock } = await reachSecondStep([jsonResponse(200, passkeyChallenge), jsonResponse(200, customer)], 'passkey');
    expect(screen.queryByRole('button', { name: 'Use the code from your app' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: passkeyOptions });
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/v1/users/login/passkey');
    expect(sentBody(fetchMock, 1)).toEqual({ challenge: 'signed-challenge', credential });
    expect(storedUser()).toMatchObject({ id: customer.id });
  });

  it('says so when the passkey prompt is closed, and keeps a recovery code as the way out', async () => {
    startAuthentication.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const { user, fetchMock } = await reachSecondStep([jsonResponse(200, passkeyChallenge), jsonResponse(200, customer)], 'passkey');
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passkey prompt was closed before it finished.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sentBody(fetchMock, 1)).toEqual({ challenge: 'signed-challenge', code: 'abcd-efgh-jkmn' }));
  });
});
