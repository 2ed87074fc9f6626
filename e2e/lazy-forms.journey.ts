import { readFileSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { franchiseApplications } from '../server/features/franchise/franchise-applications.table.js';
import { recordRequests, screenshot, useSite, viewports, waitForHydration, watchConsole } from './harness.js';

/**
 * The forms of the public pages are whole in their HTML; their code (react-hook-form, zod, the API
 * client) is a chunk of its own that React hydrates when it arrives. What the visitor types or
 * chooses before then is kept, and the browser never sends a form on its own.
 */
const { site } = useSite();

const franchiseTemplate = readFileSync(new URL('../client/public/downloads/franchise-agreement-template.pdf', import.meta.url));

/** Holds every request for the script chunk `name` until `release()` is called. */
async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, wasRequested: () => requested };
}

/** A new tab at `viewport` whose console is watched and whose script chunk `name` is held (`holdChunk`). */
async function tabWithCodeHeld(viewport: { width: number; height: number }, name: string) {
  const page = await site.browser.newPage({ viewport });
  return { page, problems: watchConsole(page), formCode: await holdChunk(page, name) };
}

describe('forms whose code arrives after the page', () => {
  it('keeps the name, e-mail and PDF chosen before the franchise form\'s code arrived, and sends them', async () => {
    const { page, problems, formCode } = await tabWithCodeHeld(viewports.phone, 'FranchiseUploadForm');
    await page.goto(`${site.baseUrl}/franchising`);
    await waitForHydration(page, { networkIdle: false });
    // The form's code is fetched once the visitor first acts on the page, here by typing into it.
    expect(formCode.wasRequested()).toBe(false);
    await page.getByLabel('Full name').fill('Luz Bautista');
    await page.getByLabel('Email').fill('luz@bautista-staffing.ph');
    await page.locator('input[type="file"]').setInputFiles({ name: 'signed-contract.pdf', mimeType: 'application/pdf', buffer: franchiseTemplate });
    const submit = page.getByRole('button', { name: 'Submit signed contract' });
    await expect.poll(formCode.wasRequested).toBe(true);
    expect(await submit.isDisabled()).toBe(true);

    formCode.release();
    await page.getByTestId('chosen-file').getByTitle('signed-contract.pdf').waitFor();
    await submit.click();
    await page.getByText(/We received your signed contract/).waitFor();
    const [application] = await site.db.select().from(franchiseApplications).orderBy(desc(franchiseApplications.createdAt)).limit(1);
    expect(application).toMatchObject({ name: 'Luz Bautista', email: 'luz@bautista-staffing.ph' });
    expect(application?.contractFileId).toBeTruthy();
    await screenshot(page, 'lazy-form-franchise');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps what was typed into the message form before its code arrived, and sends the message', async () => {
    const { page, problems, formCode } = await tabWithCodeHeld(viewports.phone, 'ContactForm');
    const sent = recordRequests(page, (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/messages'), (request) => request.postDataJSON() as unknown);
    await page.goto(`${site.baseUrl}/message-us`);
    await waitForHydration(page, { networkIdle: false });
    await page.getByLabel('Full name').click();
    await page.keyboard.type('Maria Santos');
    await page.getByLabel('Email').fill('maria@example.com');
    await page.getByLabel('Contact number').fill('09171234567');
    await page.getByLabel('Company website').fill('https://example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('We need two bookkeepers for our clinics.');
    formCode.release();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Your message has been sent successfully!').waitFor();
    expect(sent).toEqual([expect.objectContaining({ fullName: 'Maria Santos', email: 'maria@example.com', message: 'We need two bookkeepers for our clinics.' })]);
    await screenshot(page, 'lazy-form-message-us');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('never lets the browser send a form on its own before its code arrives', async () => {
    const { page, problems, formCode } = await tabWithCodeHeld(viewports.desktop, 'QuoteForm');
    const documents = recordRequests(page, (request) => request.resourceType() === 'document');
    await page.goto(`${site.baseUrl}/teambuilder`);
    await waitForHydration(page, { networkIdle: false });
    await page.getByLabel('First name').fill('Dana');
    // Enter in a field and a click on the (disabled) submit button both do nothing yet.
    await page.getByLabel('First name').press('Enter');
    expect(await page.getByRole('button', { name: 'Request my quote' }).isDisabled()).toBe(true);
    formCode.release();
    await page.getByRole('button', { name: 'Request my quote' }).click();
    // The form is live and has checked the submit: the other required fields are reported.
    await page.getByRole('alert').first().waitFor();
    expect(documents).toEqual([`${site.baseUrl}/teambuilder`]);
    expect(await page.getByLabel('First name').inputValue()).toBe('Dana');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the form at once on a page reached in the browser', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    await page.goto(`${site.baseUrl}/pricing`);
    await waitForHydration(page);
    await page.locator('section[aria-labelledby="custom-package-heading"]').getByRole('link', { name: 'Message us' }).click();
    await page.waitForURL(`${site.baseUrl}/message-us`);
    await page.getByLabel('Full name').fill('Ana Cruz');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Cruz');
    await page.close();
  });
});
