import { describe, expect, it } from 'vitest';
import { bearer, buildApplicant, buildJob, registerCustomer, uniqueEmail } from '../server/test/factories.js';
import { buildPaidSubscription } from '../server/test/placement-factories.js';
import { checkPage, followMailLink, useSite, viewports, watchConsole } from './harness.js';

const { site, admin } = useSite({ admin: true });

describe('an account belongs to whoever owns its mailbox (chromium)', () => {
  for (const [width, viewport] of Object.entries(viewports)) {
    it(`a talent is invited while someone else holds an unverified account with their address, and takes it back from their mailbox (${width})`, async () => {
      const customer = await registerCustomer(site.app, { name: width === 'phone' ? 'Harbour Physio' : 'Northwind Dental' });
      const email = uniqueEmail(`jerome.ramos.${width}`);
      // Someone signs up first with the talent's address: the account is never verified.
      const squatter = await registerCustomer(site.app, { name: 'Not Jerome', email, verify: false });

      const job = await buildJob(site.db, { title: 'Customer Support Specialist' });
      const talent = await buildApplicant(site.db, job.id, { firstName: 'Jerome', lastName: 'Ramos', status: 'Hired', email });
      const subscription = await buildPaidSubscription(site.db, customer.id, { quantity: 1 });
      const placed = await site.app.inject({
        method: 'POST',
        url: `/api/v1/staffing/subscriptions/${subscription.id}/placements`,
        payload: { applicantId: talent.id },
        headers: bearer(admin),
      });
      expect(placed.statusCode).toBe(201);
      // The squatter got nothing from the placement.
      expect((await site.app.inject({ url: '/api/v1/my-work', headers: bearer(squatter) })).statusCode).toBe(403);

      // The real Jerome opens the invitation from his mailbox.
      const context = await site.browser.newContext({ viewport });
      const watched: string[][] = [];
      context.on('page', (page) => watched.push(watchConsole(page)));
      const start = await context.newPage();
      const invitation = await followMailLink(start, site, email, 'Set up your', '/talent-invitation/');
      await invitation.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
      await invitation.getByText(/nobody confirmed it/).waitFor();
      await checkPage(invitation, `identity-invitation-claimable-${width}`);
      await invitation.getByLabel('New Password', { exact: true }).fill('real-jerome-1');
      await invitation.getByLabel('Confirm New Password').fill('real-jerome-1');
      await invitation.getByRole('button', { name: 'Set password and open My work' }).click();
      await invitation.waitForURL(/\/my-work$/);
      await invitation.getByRole('region', { name: 'Your placement' }).getByText(customer.name).waitFor();
      await checkPage(invitation, `identity-my-work-${width}`);

      // The squatter's session has ended, and their password no longer works.
      expect((await site.app.inject({ url: '/api/v1/users/me', headers: bearer(squatter) })).statusCode).toBe(401);
      const oldLogin = await site.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password: squatter.password } });
      expect(oldLogin.statusCode).toBe(401);
      expect(watched.flat()).toEqual([]);
      await context.close();
    });
  }
});
