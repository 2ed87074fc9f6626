import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import type { SessionUser } from '../contract/users.js';
import { applicants } from '../server/features/applicants/applicants.table.js';
import { jobs } from '../server/features/jobs/jobs.table.js';
import { buildJob, createAdminSession, registerCustomer } from '../server/test/factories.js';
import { samplePdf } from '../server/test/multipart.js';
import { axeViolations, horizontalOverflow, nothingBusy, openPage, screenshot, signedInContext, useSite, viewports } from './harness.js';

const { site } = useSite();
let bookkeeperJobId: string;
beforeAll(async () => {
  for (const title of ['Inbound Customer Service Representative', 'Technical Support Specialist', 'Medical Billing Specialist']) {
    await buildJob(site.db, { title, location: 'Makati City, Metro Manila, Philippines', type: 'On-site' });
  }
  bookkeeperJobId = (
    await buildJob(site.db, {
      title: 'Bookkeeper (QuickBooks Online)',
      location: 'Davao City, Davao del Sur, Philippines',
      type: 'Remote',
      description: 'Keep the books of small US businesses in QuickBooks Online.',
    })
  ).id;
});

/** A visitor's context, or one signed in as `user`. */
const sessionContext = (user: SessionUser | undefined, viewport: { width: number; height: number }): Promise<BrowserContext> =>
  user ? signedInContext(site, user, viewport) : site.browser.newContext({ viewport });

describe('hiring in chromium', () => {
  it('a visitor on a phone filters the board, opens a job and applies with a PDF', async () => {
    const context = await sessionContext(undefined, viewports.phone);
    const page = await openPage(site, context, '/career');
    await page.getByRole('heading', { name: 'Inbound Customer Service Representative' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'career-board');
    await page.getByRole('searchbox').or(page.getByLabel('Search jobs')).first().fill('quickbooks');
    await page.getByRole('heading', { name: 'Bookkeeper (QuickBooks Online)' }).waitFor();
    // The list is live from the first input (decision 0227): what was typed before its code arrived is applied then.
    await page.getByText('Showing 1 job').waitFor();
    expect(await page.getByText('Technical Support Specialist').count()).toBe(0);
    await page.getByRole('link', { name: /view details/i }).first().click();
    await page.waitForURL(`${site.baseUrl}/job/${bookkeeperJobId}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'JobPosting', title: 'Bookkeeper (QuickBooks Online)' });
    await page.getByRole('link', { name: 'Fill up application form' }).click();
    await page.waitForURL(`${site.baseUrl}/application/${bookkeeperJobId}`);

    await page.getByLabel('First name').fill('Angelica');
    await page.getByLabel('Last name').fill('Villanueva');
    await page.getByLabel('Email').fill('angelica.villanueva@example.com');
    await page.getByLabel('Phone').fill('0917123456');
    await page.getByLabel('Zip code').click();
    await page.getByText('Please enter a valid 11-digit phone number.').waitFor();
    await page.getByLabel('Phone').fill('09171234567');
    await page.getByLabel('Zip code').fill('8000');
    await page.getByLabel('Fluent language').selectOption('English');
    await page.getByLabel('Staff managed').selectOption('5-15');
    await page.getByLabel('Yes').check();
    await page.getByLabel('Years of customer service experience').selectOption('3');
    await page.getByLabel('Years of call center experience').selectOption('2');
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await page.getByText('Please upload a PDF file.').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'angelica-resume.pdf', mimeType: 'application/pdf', buffer: samplePdf('Angelica Villanueva') });
    await screenshot(page, 'application-filled');
    // The site's own confirmation takes the form's place, on the same page: no native alert.
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole('button', { name: /submit/i }).click();
    const confirmation = page.getByRole('region', { name: 'Application submitted successfully!' });
    await confirmation.getByRole('heading', { name: 'What happens next' }).waitFor();
    await confirmation.getByText('We are sending a confirmation to angelica.villanueva@example.com.').waitFor();
    expect(page.url()).toBe(`${site.baseUrl}/application/${bookkeeperJobId}`);
    expect(dialogs).toEqual([]);
    await screenshot(page, 'application-received');
    const [row] = await site.db.select().from(applicants).where(eq(applicants.email, 'angelica.villanueva@example.com'));
    expect(row).toMatchObject({ jobId: bookkeeperJobId, firstName: 'Angelica', status: 'Unread' });
    expect(row?.resumeFileId).toBeTruthy();
    await context.close();
  });

  it('an admin adds a job, finds the applicant, sets a status with remarks and opens the resume', async () => {
    const admin = await createAdminSession(site.app, site.db);
    const context = await sessionContext(admin, viewports.desktop);
    const page = await openPage(site, context, '/adminjobspage');
    await page.getByRole('heading', { name: 'Admin Dashboard - Jobs' }).waitFor();
    await page.getByRole('button', { name: '+ Add Job' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Job title').fill('Payroll Specialist');
    await modal.getByLabel('Location').fill('Remote, Philippines');
    await modal.getByLabel('Operating hours').fill('Mon-Fri, 9 PM - 6 AM (PH time)');
    await modal.getByLabel('Description').fill('Run semi-monthly payroll for US clients in Gusto and ADP.');
    await modal.getByLabel('Responsibilities', { exact: false }).first().fill('Run payroll\n\nFile payroll taxes');
    await modal.getByLabel('Requirements').fill('2+ years of US payroll');
    await modal.getByLabel('English').check();
    await modal.getByRole('button', { name: 'Add Job' }).click();
    await page.getByRole('link', { name: 'Payroll Specialist' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-jobs');
    const [created] = await site.db.select().from(jobs).where(eq(jobs.title, 'Payroll Specialist'));
    expect(created).toMatchObject({ type: 'On-site', responsibilities: ['Run payroll', 'File payroll taxes'], isActive: true });

    // Edit Job opens with the saved answers, the type's select included.
    await page.getByRole('row').filter({ hasText: 'Bookkeeper (QuickBooks Online)' }).getByRole('button', { name: /Edit Job/ }).click();
    const editModal = page.getByRole('dialog', { name: 'Edit Job' });
    expect(await editModal.getByLabel('Type').inputValue()).toBe('Remote');
    await editModal.getByLabel('Type').selectOption('Hybrid');
    await editModal.getByRole('button', { name: 'Save Changes' }).click();
    await editModal.waitFor({ state: 'detached' });
    const [edited] = await site.db.select().from(jobs).where(eq(jobs.id, bookkeeperJobId));
    expect(edited).toMatchObject({ title: 'Bookkeeper (QuickBooks Online)', type: 'Hybrid' });

    await page.goto(`${site.baseUrl}/applicants`);
    // The search is sent once typing pauses; until its answer is on screen the rows shown (Angelica's
    // among them) are the previous ones, dimmed and busy, which axe would measure dimmed.
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/v1/applicants' && url.searchParams.get('q') === 'villanueva';
    });
    await page.getByLabel('Search applicants').fill('villanueva');
    expect((await searched).status()).toBe(200);
    await nothingBusy(page);
    await page.getByRole('status').getByText('1 applicant', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Angelica Villanueva/ }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-applicants');

    await page.goto(`${site.baseUrl}/job/${bookkeeperJobId}/applicants`);
    const row = page.getByRole('row', { name: /Angelica/ });
    await row.getByRole('button', { name: /^Edit/ }).click();
    // At 1280 px the row's edit controls fit: Save and Cancel in view, no sideways scrolling.
    for (const name of ['Save', 'Cancel']) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewports.desktop.width, `${name} inside the viewport`).toBe(true);
    }
    expect(await page.getByText('Scroll sideways for more columns').count()).toBe(0);
    await row.getByLabel(/status/i).first().selectOption('Initial Interview');
    await row.getByLabel(/remarks/i).fill('Strong QuickBooks experience');
    // The site's own confirmation, above the table and in the row: no native alert.
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Applicant updated successfully! (Angelica Villanueva)' }).waitFor();
    await row.getByText('Saved', { exact: true }).waitFor();
    expect(dialogs).toEqual([]);
    const [updated] = await site.db.select().from(applicants).where(eq(applicants.email, 'angelica.villanueva@example.com'));
    expect(updated).toMatchObject({ status: 'Initial Interview', remarks: 'Strong QuickBooks experience' });

    await page.getByRole('button', { name: /View Resume/ }).first().click();
    const frame = page.getByRole('dialog').locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'admin-resume');
    // Escape closes the resume dialog even while focus is inside the viewer's frame, and focus
    // goes back to the button that opened it.
    await frame.focus();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/View Resume/);
    await context.close();
  });

  // One test per width: seven pages with axe each, which on a busy machine ran past one test's minute together.
  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const)('the hiring pages fit a %s screen with no axe violations', async (_name, viewport) => {
    const admin = await createAdminSession(site.app, site.db);
    const [applicant] = await site.db.select().from(applicants).limit(1);
    const visitorPages = [`/career`, `/job/${bookkeeperJobId}`, `/application/${bookkeeperJobId}`];
    const adminPages = ['/adminjobspage', '/applicants', `/job/${bookkeeperJobId}/applicants`, `/applicantDetails/${applicant!.id}`];
    for (const [user, paths] of [[undefined, visitorPages], [admin, adminPages]] as const) {
      const context = await sessionContext(user, viewport);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${site.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), path).toEqual([]);
        await screenshot(page, `hiring${path.replace(/\/[0-9a-f-]{36}/g, '-id').replace(/\//g, '-')}`);
        const table = page.getByRole('table');
        if (user && viewport === viewports.phone && (await table.count()) > 0) {
          // The last columns are off-screen at 390 px: a hint says so, and scrolling the table's frame reaches them.
          await page.getByText('Scroll sideways for more columns').waitFor();
          const lastHeader = table.getByRole('columnheader').last();
          await lastHeader.scrollIntoViewIfNeeded();
          const box = await lastHeader.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 1, `${path} last column reachable`).toBe(true);
        }
      }
      await context.close();
    }
  });

  it('an admin whose session has ended is asked to log in again, and carries on where they were', async () => {
    const admin = await createAdminSession(site.app, site.db);
    const context = await sessionContext({ ...admin, token: 'expired-or-revoked' }, viewports.desktop);
    const page = await openPage(site, context, '/adminjobspage');
    const panel = page.getByRole('dialog', { name: 'Log in' });
    await panel.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await page.getByText(/401/).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await panel.getByLabel('Email').fill(admin.email);
    await panel.getByLabel('Password').fill('admin-password-1'); // createAdminSession's password
    await panel.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard - Jobs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/adminjobspage');
    await context.close();
  });

  it('a customer sees no admin menus and is sent home from /applicants', async () => {
    const customer = await registerCustomer(site.app);
    const context = await sessionContext(customer, viewports.desktop);
    const page = await openPage(site, context, '/applicants');
    await page.waitForURL(`${site.baseUrl}/`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.getByText('Page Admin').count()).toBe(0);
    expect(await page.getByText('Transactions').count()).toBe(0);
    const api = await fetch(`${site.baseUrl}/api/v1/applicants`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(api.status).toBe(403);
    await context.close();
  });
});
