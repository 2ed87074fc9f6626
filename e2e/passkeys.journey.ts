import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createOrPromoteAdmin } from '../server/test/factories.js';
import { animationsDone, artifactsDir, axeViolations, horizontalOverflow, screenshot, useSite, viewports } from './harness.js';
import { logIn } from './steps.js';

/** A passkey's site is a host name: this server is reached as localhost, and PUBLIC_URL says so. */
const { site } = useSite({ config: { adminSecondFactorRequired: true }, hostname: 'localhost' });

/**
 * Chromium's own virtual authenticator (DevTools WebAuthn domain) on the page: a platform passkey
 * that answers with the user present and verified, as a laptop's fingerprint reader would.
 */
async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

describe('passkeys in chromium', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`an admin adds a passkey, then logs in with it and reaches the admin pages (${name})`, async () => {
      const page = await site.browser.newPage({ viewport });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const authenticator = await addVirtualAuthenticator(page);
      const admin = { email: `passkey-admin-${name}-${Date.now()}@example.com`, name: 'Pat Admin', password: 'passkey-admin-password-1' };
      await createOrPromoteAdmin(site.db, admin);

      // The password alone reaches only the account pages, which say why.
      await logIn(site, page, admin.email, admin.password, '/account/security');
      await page.getByRole('heading', { name: 'Account security' }).waitFor();
      await page.getByText(/Administrators must use two-step sign-in/).waitFor();
      // Until then the header offers only the account's own menu (on a phone it is behind the menu button).
      const adminMenu = page.getByRole('button', { name: /^Page Admin/ });
      const onDesktop = viewport.width >= viewports.desktop.width;
      if (onDesktop) await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
      expect(await adminMenu.count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'passkeys-before');

      const passkeyName = page.getByLabel('Name of the new passkey');
      await passkeyName.fill('Work laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'Add the passkey “Work laptop”' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      expect(await authenticator.credentials()).toHaveLength(1);
      await page.getByLabel('I saved my recovery codes in a safe place').check();
      await page.getByRole('button', { name: 'Done' }).click();
      const passkeys = page.getByRole('list', { name: 'Your passkeys' });
      await passkeys.getByText('Work laptop').waitFor();
      await page.getByText(/Two-step sign-in is on since/).waitFor();
      if (onDesktop) await adminMenu.waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'passkeys-added');

      // Out, and in again: the password, then the passkey, which the step offers first.
      await page.evaluate(() => localStorage.clear());
      await logIn(site, page, admin.email, admin.password, '/adminjobspage');
      const panel = page.getByRole('dialog');
      await panel.getByRole('button', { name: 'Use your passkey' }).waitFor();
      await animationsDone(page);
      mkdirSync(artifactsDir, { recursive: true });
      await page.screenshot({ path: path.join(artifactsDir, `passkeys-login-${viewport.width}.png`) });
      await panel.getByRole('button', { name: 'Use your passkey' }).click();
      await page.waitForURL(/\/adminjobspage$/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').secondFactorEnrolmentRequired)).toBeUndefined();

      await page.goto(`${site.baseUrl}/account/security`);
      await page.getByRole('list', { name: 'Your passkeys' }).getByText(/last used/).waitFor();
      await page.goto(`${site.baseUrl}/admin/audit-log`);
      await page.getByText('Added the passkey “Work laptop”').first().waitFor();
      await page.screenshot({ path: path.join(artifactsDir, `passkeys-audit-${viewport.width}.png`), fullPage: true });
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  }
});
