import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { inquiries } from '../server/features/inquiries/inquiries.table.js';
import { contactMessages } from '../server/features/messages/messages.table.js';
import { animationsDone, axeViolations, horizontalOverflow, openPage, screenshot, signedInContext, useSite, viewports, waitForHydration } from './harness.js';
import { fillBookingForm, fillMessageForm } from './steps.js';

/** A booking two weeks ahead (the form refuses past dates), and how the details dialog writes it. */
const bookingDay = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const bookingDayLong = new Date(`${bookingDay}T00:00:00Z`).toLocaleDateString('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const { site, admin } = useSite({ admin: true });

const adminContext = (viewport: { width: number; height: number }): Promise<BrowserContext> => signedInContext(site, admin, viewport);

const count = (page: Page, key: string) => page.getByTestId(`count-${key}`);

async function commentOn(page: Page, dialogName: string, action: 'Add comment' | 'Edit comment', text: string) {
  await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: action }).click();
  const commentDialog = page.getByRole('dialog', { name: action });
  await commentDialog.getByLabel('Comment').fill(text);
  await commentDialog.getByRole('button', { name: action === 'Add comment' ? 'Add comment' : 'Save comment' }).click();
  await commentDialog.waitFor({ state: 'detached' });
  await page.getByRole('dialog', { name: dialogName }).getByText(text).waitFor();
}

describe('admin inbox in chromium', () => {
  it('a visitor sends a message and books a call; the admin reads, annotates and marks both read', async () => {
    const visitor = await site.browser.newContext({ viewport: viewports.phone });
    const page = await openPage(site, visitor, '/message-us');
    const form = page.locator('form').filter({ has: page.getByLabel('Message') });
    await fillMessageForm(form);
    await form.getByRole('button', { name: /send|submit/i }).click();
    await page.getByText('Your message has been sent successfully!').waitFor();

    await page.goto(`${site.baseUrl}/pricing`);
    await waitForHydration(page, { networkIdle: false });
    await page.getByRole('article', { name: 'Junior Technical' }).getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(/\/getstarted$/);
    await fillBookingForm(page, { date: bookingDay });
    await page.getByRole('button', { name: /submit/i }).click();
    await page.getByRole('dialog').getByText('Information successfully submitted.').waitFor();
    await visitor.close();

    const context = await adminContext(viewports.desktop);
    const adminPage = await openPage(site, context, '/admin');
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => count(adminPage, 'unreadInquiries').textContent()).toBe('1');
    expect(await count(adminPage, 'unreadMessages').textContent()).toBe('1');
    await adminPage.getByRole('button', { name: 'Page Admin 2 unread' }).waitFor();
    expect(await axeViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, 'inbox-admin-home-unread');

    // The booking: details, a comment added then edited, marked read.
    await adminPage.getByRole('link', { name: /Unread inquiries/ }).click();
    await adminPage.waitForURL(`${site.baseUrl}/inquiries`);
    const bookingRow = adminPage.getByRole('row', { name: /Olivia Nguyen/ });
    await bookingRow.getByText('Unread').waitFor();
    const openBooking = bookingRow.getByRole('button', { name: /Olivia Nguyen/ });
    await openBooking.click();
    const bookingName = 'Call booking from Olivia Nguyen';
    const bookingDialog = adminPage.getByRole('dialog', { name: bookingName });
    await bookingDialog.getByText(`${bookingDayLong}, 9:00 AM to 9:30 AM (UTC — Coordinated Universal Time)`).waitFor();
    expect(await bookingDialog.getByRole('link', { name: /Reply by e-mail/ }).getAttribute('href')).toMatch(/^mailto:olivia@harbourphysio\.com\.au\?subject=/);
    await animationsDone(adminPage);
    expect(await axeViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, 'inbox-inquiry-details');
    await commentOn(adminPage, bookingName, 'Add comment', 'Call confirmed for Tuesday');
    await commentOn(adminPage, bookingName, 'Edit comment', 'Call confirmed; send the AU price list after');
    await bookingDialog.getByRole('button', { name: 'Mark as Read' }).click();
    await bookingDialog.getByRole('button', { name: 'Mark as Read' }).waitFor({ state: 'detached' });
    await adminPage.keyboard.press('Escape');
    await bookingDialog.waitFor({ state: 'detached' });
    expect(await openBooking.evaluate((button) => button === document.activeElement)).toBe(true);
    await bookingRow.getByText('Read', { exact: true }).waitFor();

    // The message: closed with its close button this time.
    await adminPage.goto(`${site.baseUrl}/messages`);
    const messageRow = adminPage.getByRole('row', { name: /Ethan Brooks/ });
    await messageRow.getByRole('button', { name: /Ethan Brooks/ }).click();
    const messageName = 'Message from Ethan Brooks';
    const messageDialog = adminPage.getByRole('dialog', { name: messageName });
    await messageDialog.getByText('We need a paralegal assistant and an intake receptionist.').waitFor();
    await commentOn(adminPage, messageName, 'Add comment', 'Replied with paralegal rates');
    await messageDialog.getByRole('button', { name: 'Mark as Read' }).click();
    await messageDialog.getByRole('button', { name: 'Mark as Read' }).waitFor({ state: 'detached' });
    await messageDialog.getByRole('button', { name: 'Close' }).click();
    await messageDialog.waitFor({ state: 'detached' });
    await screenshot(adminPage, 'inbox-messages-read');

    // The counts and the badges drop.
    await adminPage.goto(`${site.baseUrl}/admin`);
    await expect.poll(() => count(adminPage, 'unreadInquiries').textContent()).toBe('0');
    expect(await count(adminPage, 'unreadMessages').textContent()).toBe('0');
    await adminPage.getByRole('button', { name: 'Page Admin', exact: true }).waitFor();

    // The comments are kept by the server: still there after a reload.
    await adminPage.goto(`${site.baseUrl}/inquiries`);
    await adminPage.reload();
    await adminPage.getByRole('row', { name: /Olivia Nguyen/ }).getByRole('button', { name: /Olivia Nguyen/ }).click();
    await adminPage.getByRole('dialog', { name: bookingName }).getByText('Call confirmed; send the AU price list after').waitFor();
    const [booking] = await site.db.select().from(inquiries).where(eq(inquiries.email, 'olivia@harbourphysio.com.au'));
    expect(booking).toMatchObject({ isRead: true, comment: 'Call confirmed; send the AU price list after' });
    const [message] = await site.db.select().from(contactMessages).where(eq(contactMessages.email, 'ethan@brookslegal.com'));
    expect(message).toMatchObject({ isRead: true, comment: 'Replied with paralegal rates' });
    await context.close();
  });

  it('the admin home and inbox screens fit phone and desktop screens with no axe violations', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const context = await adminContext(viewport);
      const page = await context.newPage();
      for (const path of ['/admin', '/inquiries', '/messages', '/franchise-applications']) {
        await page.goto(`${site.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), path).toEqual([]);
        await screenshot(page, `inbox${path.replace(/\//g, '-')}`);
      }
      await context.close();
    }
  });
});
