import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { contactMessages } from '../server/features/messages/messages.table.js';
import { franchiseApplications } from '../server/features/franchise/franchise-applications.table.js';
import { inquiries } from '../server/features/inquiries/inquiries.table.js';
import { removePdfScripts } from '../server/features/files/pdf-scripts.js';
import { storedFiles } from '../server/features/files/stored-files.table.js';
import { recordRequests, screenshot, useSite, viewports, waitForHydration } from './harness.js';
import { fillBookingForm, fillMessageForm } from './steps.js';

const { site } = useSite();

describe('a prospective client in chromium', () => {
  it("loads the home page's contact form once the visitor acts on the page, not with the page", async () => {
    const page = await site.browser.newPage({ viewport: viewports.phone });
    const scripts = recordRequests(page, (request) => request.resourceType() === 'script');
    await page.goto(site.baseUrl);
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /ContactForm|api-client/.test(url))).toEqual([]);

    // The form is in the HTML already; its code comes once the visitor scrolls (or touches, types, moves the mouse).
    const form = page.locator('form').filter({ has: page.getByLabel('Message') });
    await form.getByLabel('Full name').waitFor({ state: 'attached' });
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => scripts.some((url) => /ContactForm/.test(url))).toBe(true);
    await form.getByLabel('Full name').fill('Noel Reyes');
    expect(await form.getByLabel('Full name').inputValue()).toBe('Noel Reyes');
    await page.close();
  });

  it('goes home → services → a role → pricing in AU → Get Started → books a call', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.baseUrl);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, 'journey-home');

    await page.getByRole('banner').getByRole('link', { name: 'Services' }).or(page.getByRole('link', { name: /explore services/i })).first().click();
    await page.waitForURL(/\/services$/);
    await page.getByRole('main').locator('a[href="/services/virtual_assistants"]').first().click();
    await page.getByRole('heading', { name: 'Find top-tier Virtual Assistants from the Philippines.' }).waitFor();

    // 'Get started' on a role page goes home and scrolls to the pricing section.
    await page.getByRole('link', { name: /get started/i }).last().click();
    await page.waitForURL(`${site.baseUrl}/`);
    await page.locator('#pricing').waitFor();

    await page.goto(`${site.baseUrl}/pricing`);
    await waitForHydration(page, { networkIdle: false });
    await page.getByLabel('Country').selectOption('AU');
    const card = page.getByRole('article', { name: 'Junior Technical' });
    await card.getByText('AUD 2,490').first().waitFor();
    await card.getByRole('button', { name: 'Increase talents' }).click();
    await card.getByText('AUD 4,980').first().waitFor();
    await card.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(/\/getstarted$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('subscription') ?? 'null'));
    expect(stored).toMatchObject({ region: 'AU', role: 'jr_technical', noOfRoles: 2, noOfMonths: 1, billingCycle: 'monthly', amount: 4980, currency: 'aud' });
    expect(await page.evaluate(() => localStorage.getItem('region'))).toBe('AU');

    // Two weeks ahead: the form refuses past dates.
    const bookingDay = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await fillBookingForm(page, { date: bookingDay });
    await page.getByRole('button', { name: /submit/i }).click();
    await page.getByRole('dialog').getByText('Information successfully submitted.').waitFor();
    await screenshot(page, 'journey-booking-submitted');
    const [booking] = await site.db.select().from(inquiries).orderBy(desc(inquiries.postingDate)).limit(1);
    expect(booking).toMatchObject({ kind: 'booking', company: 'Harbour Physio Group', email: 'olivia@harbourphysio.com.au', timeZone: 'UTC', date: bookingDay });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends the message-us form', async () => {
    const page = await site.browser.newPage({ viewport: viewports.phone });
    await page.goto(`${site.baseUrl}/message-us`);
    await page.getByRole('heading', { name: "Let's Tailor Something Just for You!" }).waitFor();
    const form = page.locator('form').filter({ has: page.getByLabel('Message') });
    await fillMessageForm(form);
    await form.getByRole('button', { name: /send|submit/i }).click();
    await page.getByText('Your message has been sent successfully!').waitFor();
    const [message] = await site.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(message).toMatchObject({ fullName: 'Ethan Brooks', website: 'https://brookslegal.com' });
    await page.close();
  });

  it('requests a team quote', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${site.baseUrl}/teambuilder`);
    // A mouse reaches the button before it clicks: the form's code comes with that first move.
    await page.getByRole('button', { name: 'Request my quote' }).hover();
    await page.getByRole('button', { name: 'Request my quote' }).click();
    await page.getByText('Please fill in all required fields.').first().waitFor();
    await page.getByLabel('First name').fill('Sofia');
    await page.getByLabel('Last name').fill('Marino');
    await page.getByLabel('Email').fill('sofia@marinologistics.ca');
    await page.getByLabel('Phone').fill('+1 416 555 0193');
    await page.getByLabel('Company').fill('Marino Logistics');
    await page.getByLabel('Location').fill('Toronto, Canada');
    await page.getByLabel('Number of staff').fill('6');
    await page.getByLabel('Message').fill('Six dispatch coordinators for our overnight shift.');
    await page.getByRole('button', { name: 'Request my quote' }).click();
    await page.getByText('Your inquiry has been submitted successfully! We will get back to you shortly.').waitFor();
    const [quote] = await site.db.select().from(inquiries).orderBy(desc(inquiries.postingDate)).limit(1);
    expect(quote).toMatchObject({ kind: 'quote', company: 'Marino Logistics', noOfStaff: 6 });
    await page.close();
  });

  it('downloads the franchise template and uploads a signed PDF', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${site.baseUrl}/franchising`);
    const href = await page.getByRole('link', { name: /download the contract template/i }).getAttribute('href');
    const template = await fetch(`${site.baseUrl}${href}`);
    expect(template.headers.get('content-type')).toContain('application/pdf');
    const templateBytes = Buffer.from(await template.arrayBuffer());
    expect(templateBytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByLabel('Full name').fill('Ramon Dela Cruz');
    await page.getByLabel('Email').fill('ramon@delacruzventures.ph');
    await page.locator('input[type="file"]').setInputFiles({ name: 'not-a-pdf.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please upload a PDF file.').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'signed-agreement.pdf', mimeType: 'application/pdf', buffer: templateBytes });
    await page.getByRole('button', { name: 'Submit signed contract' }).click();
    await page.getByText(/We received your signed contract/).waitFor();
    const [application] = await site.db.select().from(franchiseApplications).orderBy(desc(franchiseApplications.createdAt)).limit(1);
    expect(application?.name).toBe('Ramon Dela Cruz');
    const files = await site.db.select({ id: storedFiles.id, size: storedFiles.sizeBytes }).from(storedFiles);
    // Stored as rewritten without scripts (the same pages, a few bytes more or less).
    expect(files.find((f) => f.id === application?.contractFileId)?.size).toBe((await removePdfScripts(templateBytes)).bytes.length);
    await page.close();
  });
});
