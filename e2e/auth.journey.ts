import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { latestMailTo, resetTokenFromMail } from '../server/test/factories.js';
import { animationsDone, screenshot, useSite, viewports } from './harness.js';

const { site } = useSite();

const email = `journey-${Date.now()}@example.com`;
const firstPassword = 'first-password-1';
const newPassword = 'second-password-2';

async function openLoginPanel(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').waitFor();
}

async function logIn(page: Page, password: string) {
  await openLoginPanel(page);
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
}

describe('account journey in chromium', () => {
  it('signs up, logs out, fails and succeeds to log in, resets the password from the mailed link', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${site.baseUrl}/resetpassword/not-a-token`);
    await page.getByText('Token not found or expired.').waitFor();

    // Sign up from the footer's Login button.
    await openLoginPanel(page);
    await animationsDone(page); // the panel slides in
    await screenshot(page, 'login-panel');
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await panel.getByLabel('Name').fill('Jamie Santos');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(firstPassword);
    await panel.getByLabel('Confirm Password').fill('different-password');
    await panel.getByRole('button', { name: 'Sign up' }).click();
    await panel.getByText('Passwords do not match').waitFor();
    await panel.getByLabel('Confirm Password').fill(firstPassword);
    await panel.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(email);
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Login' }).count()).toBe(0);

    // Log out: the stored session is gone.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);

    // A wrong password, then the right one.
    await logIn(page, 'wrong-password-9');
    await page.getByRole('dialog').getByText('Invalid email or password').waitFor();
    await page.getByRole('dialog').getByLabel('Password').fill(firstPassword);
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();

    // Forgot password: the answer is the same whoever asks; the link arrives in the outbox.
    await openLoginPanel(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: /send|reset/i }).click();
    await page.getByText('If the email exists, a reset link will be sent shortly.').waitFor();
    const mail = await latestMailTo(site.db, email, 5000);
    const token = resetTokenFromMail(mail!.text);
    expect(mail!.text).toContain(`${site.baseUrl}/resetpassword/${token}`);

    // Follow the link and set a new password.
    await page.goto(`${site.baseUrl}/resetpassword/${token}`);
    await page.getByText(`Reset password for: ${email}`).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill('not-the-same-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset successfully!').waitFor();
    await screenshot(page, 'reset-password-done');

    // The old password no longer works; the new one does.
    await logIn(page, firstPassword);
    await page.getByRole('dialog').getByText('Invalid email or password').waitFor();
    await page.getByRole('dialog').getByLabel('Password').fill(newPassword);
    await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // The used link is spent.
    await page.goto(`${site.baseUrl}/resetpassword/${token}`);
    await page.getByText('Token not found or expired.').waitFor();
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown path, at phone and desktop widths', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.baseUrl}/no-such-page`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.getByText('The requested page could not be found.').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'not-found');
      await page.close();
    }
  });
});
