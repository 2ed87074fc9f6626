import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, startSite, viewports, waitForHydration, watchConsole, type Site } from './harness.js';

/**
 * The forms of the public pages are in their HTML, but their code (react-hook-form, zod, the API
 * client) downloads only when the visitor starts using one: the first load stays small, and what
 * is typed while the code arrives is kept.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const formCode = /\/assets\/(?:ContactForm|QuoteForm|BookingForm|FranchiseUploadForm|zod|api-client)-[^/]*\.js$/;

async function openHydrated(page: Page, path: string) {
  await page.goto(`${site.baseUrl}${path}`);
  await waitForHydration(page);
}

describe('forms that load their code when used', () => {
  for (const [path, firstField] of [
    ['/message-us', 'Full name'],
    ['/teambuilder', 'First name'],
    ['/franchising', 'Full name'],
  ] as const) {
    it(`${path} shows its form without downloading the form's code`, async () => {
      const page = await site.browser.newPage({ viewport: viewports.phone });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await openHydrated(page, path);
      await page.getByLabel(firstField).first().waitFor();
      expect(scripts.filter((script) => formCode.test(script))).toEqual([]);
      await page.close();
    });
  }

  it('keeps what the visitor typed while the code arrived, and sends the message', async () => {
    const page = await site.browser.newPage({ viewport: viewports.phone });
    const problems = watchConsole(page);
    // A slow network: the form's code takes a second to arrive.
    await page.route(/\/assets\/ContactForm-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/messages')) sent.push(request.postDataJSON());
    });
    await openHydrated(page, '/message-us');
    await page.getByLabel('Full name').click();
    await page.keyboard.type('Maria Santos');
    await page.getByLabel('Email').fill('maria@example.com');
    await page.getByLabel('Contact number').fill('09171234567');
    await page.getByLabel('Company website').fill('https://example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('We need two bookkeepers for our clinics.');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Your message has been sent successfully!').waitFor();
    expect(sent).toEqual([expect.objectContaining({ fullName: 'Maria Santos', email: 'maria@example.com', message: 'We need two bookkeepers for our clinics.' })]);
    await screenshot(page, 'form-island-message-us');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('holds a submit made before the code arrived and sends it once the form is live, never as a page address', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    const problems = watchConsole(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/QuoteForm-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await openHydrated(page, '/teambuilder');
    await page.getByLabel('First name').fill('Dana');
    // Submit while the code is still on its way: the browser must not send the form itself.
    await page.getByRole('button', { name: 'Request my quote' }).click();
    release();
    // The form is live and has checked the submit: the other required fields are reported.
    await page.getByRole('alert').first().waitFor();
    expect(documents).toEqual([`${site.baseUrl}/teambuilder`]);
    expect(page.url()).toBe(`${site.baseUrl}/teambuilder`);
    expect(await page.getByLabel('First name').inputValue()).toBe('Dana');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the form at once on a page reached in the browser', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    await openHydrated(page, '/about');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/message-us');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByLabel('Full name').fill('Ana Cruz');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Cruz');
    await page.close();
  });
});
