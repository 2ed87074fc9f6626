import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/app/layout/Footer';
import { fillFields } from '@/test/fill-fields';
import { customer, jsonResponse, sentBody, stubFetch } from '@/test/render';
import { fillLogin, openLoginPanel } from './test-login-panel';

const openPanel = () => openLoginPanel(<Footer />);

/** Opens the panel on its sign-up view and sends the form filled with `values`. */
async function signUp(values: Record<string, string>) {
  const { user } = await openPanel();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  await fillFields(user, values);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('LoginPanel', () => {
  it('opens from the footer on the Log in view and switches between the three views', async () => {
    const { user, dialog } = await openPanel();
    expect(within(dialog).getByRole('heading', { name: 'Log in' })).toBeTruthy();
    // Words for every account (customer, talent, admin), not only subscribers.
    expect(within(dialog).getByText('Welcome back. Log in to your account.')).toBeTruthy();
    expect(within(dialog).queryByText(/subscriptions/)).toBeNull();
    // The first field takes focus once the panel has rendered.
    await waitFor(() => expect(screen.getByLabelText('Email')).toBe(document.activeElement));

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeTruthy();
    for (const label of ['Name', 'Email', 'Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('locks page scrolling while open; a click on the backdrop and Escape close it', async () => {
    const { user, dialog } = await openPanel();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('heading', { name: 'Log in' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A click on the backdrop lands on the <dialog> box itself, outside the panel's content.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects mismatched sign-up passwords without sending anything', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, customer));
    await signUp({ Name: 'Casey', Email: 'casey@example.com', Password: 'password-one', 'Confirm Password': 'password-two' });
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires at least 8 password characters', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, customer));
    const { user } = await openPanel();
    await fillLogin(user, 'casey@example.com', 'short');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Loading...' and is disabled while the request runs, then stores the user and closes", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openPanel();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/login');
    expect(sentBody(fetchMock)).toEqual({ email: 'casey@example.com', password: 'correct-horse' });

    answer(jsonResponse(200, customer));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(customer);
    expect(localStorage.getItem('token')).toBe(customer.token);
    expect(window.scrollTo).toHaveBeenCalled();
    // Once signed in, the footer no longer offers Login.
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it("shows the server's error field, and editing a field clears it", async () => {
    stubFetch(async () =>
      jsonResponse(401, { code: 'auth.invalid_credentials', message: 'Invalid email or password', error: 'Invalid email or password' }),
    );
    const { user } = await openPanel();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('falls back to a generic message when the body has no error field or is not JSON', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'application/json' } }));
    const { user } = await openPanel();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it("shows a network error's own message", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await openPanel();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
  });

  it('signs up with name, email and password (no confirmation sent) and stores the new user', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, customer));
    await signUp({ Name: 'Casey Customer', Email: 'casey@example.com', Password: 'correct-horse', 'Confirm Password': 'correct-horse' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/register');
    expect(sentBody(fetchMock)).toEqual({ name: 'Casey Customer', email: 'casey@example.com', password: 'correct-horse' });
    expect(localStorage.getItem('token')).toBe(customer.token);
  });

  it('forgot password: validates the e-mail, then gives the same answer even when the server fails', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(500, { code: 'internal', message: 'Boom', error: 'Boom' }));
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If the email exists, a reset link will be sent shortly.')).toBeTruthy();
    expect(screen.queryByText('Boom')).toBeNull();
    expect(sentBody(fetchMock)).toEqual({ email: 'casey@example.com' });
  });
});
