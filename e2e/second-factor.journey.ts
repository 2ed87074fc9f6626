import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../server/features/auth/totp.js';
import { verificationTokenFor } from '../server/test/factories.js';
import { animationsDone, artifactsDir, horizontalOverflow, screenshot, useSite, viewports } from './harness.js';
import { logIn } from './steps.js';

const { site } = useSite();

const STEP_MS = 30_000;

describe('two-step sign-in in chromium', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`sets up an authenticator from the user menu and logs in with a code (${name})`, async () => {
      const page = await site.browser.newPage({ viewport });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const email = `two-step-${name}-${Date.now()}@example.com`;
      const password = 'two-step-password-1';
      const registered = await fetch(`${site.baseUrl}/api/v1/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Robin Reyes', email, password }),
      });
      expect(registered.status).toBe(201);
      // The owner opens the verification link first: an unverified account adds no factor.
      const verified = await fetch(`${site.baseUrl}/api/v1/users/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: await verificationTokenFor(site.db, email) }),
      });
      expect(verified.status).toBe(200);

      await logIn(site, page, email, password, '/account/security');
      await page.getByRole('heading', { name: 'Account security' }).waitFor();
      expect(await page.title()).toContain('Account security');
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      // A session alone adds no factor: the account has none yet, so its password proves the owner.
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = (await page.getByTestId('second-factor-secret').textContent())!.replace(/\s/g, '');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'second-factor-setup');

      await page.getByLabel('Authentication code').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await screenshot(page, 'second-factor-recovery-codes');
      await page.getByLabel('I saved my recovery codes in a safe place').check();
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByText(/Two-step sign-in is on since/).waitFor();

      // Log out and in again: the password, then a code of the next step (the current one was used).
      // Signed out by forgetting the session (the phone's Logout sits in the menu; auth.journey covers it).
      await page.evaluate(() => localStorage.clear());
      await logIn(site, page, email, password, '/account/security');
      const panel = page.getByRole('dialog');
      await panel.getByLabel('Authentication code').waitFor();
      await animationsDone(page);
      await panel.getByLabel('Authentication code').fill('000000' === totpCode(secret, Date.now() + STEP_MS) ? '111111' : '000000');
      await panel.getByRole('button', { name: 'Verify' }).click();
      await panel.getByText('That code is not correct. Check your authenticator app and try again.').waitFor();
      // The panel over the (long) home page: the viewport, not the full page.
      mkdirSync(artifactsDir, { recursive: true });
      await page.screenshot({ path: path.join(artifactsDir, `second-factor-login-${viewport.width}.png`) });
      await panel.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + STEP_MS));
      await panel.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(/Two-step sign-in is on since/).waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(email);
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  }
});
