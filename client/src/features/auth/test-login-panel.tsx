import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderWithProviders } from '@/test/render';
import { LoginPanel } from './LoginPanel';

/** Renders `opener` (what holds the Login button: the site's footer) with the login panel, and opens the panel from it. */
export async function openLoginPanel(opener: ReactNode) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      {opener}
      <LoginPanel />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, dialog: screen.getByRole('dialog') };
}

/** Types an e-mail and password into the panel's Log in view (Casey's, unless told). */
export async function fillLogin(user: ReturnType<typeof userEvent.setup>, email = 'casey@example.com', password = 'correct-horse') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}
