import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { applicationFields, buildJob } from '../server/test/factories.js';
import { maliciousPdf } from '../server/test/malicious-pdfs.js';
import { screenshot, signedInContext, useSite, viewports } from './harness.js';

/** Chromium's own PDF viewer: the frame that renders the document (and would run its scripts). */
const chromiumPdfViewer = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

const { site, admin } = useSite({ admin: true });
let applicantId: string;
beforeAll(async () => {
  const jobId = (await buildJob(site.db, { title: 'Customer Service Representative' })).id;
  // Sent to the real server as a visitor's browser would: a multipart form, nothing signed in.
  const application = new FormData();
  for (const [name, value] of Object.entries(applicationFields(jobId, { firstName: 'Mallory', lastName: 'Scripts' }))) application.set(name, value);
  application.set('resume', new Blob([new Uint8Array(await maliciousPdf('everything', 3))], { type: 'application/pdf' }), 'resume.pdf');
  const applied = await fetch(`${site.baseUrl}/api/v1/applicants`, { method: 'POST', body: application });
  expect(applied.status).toBe(201);
  applicantId = ((await applied.json()) as { applicantId: string }).applicantId;

  const contract = new FormData();
  contract.set('name', 'Mallory Scripts');
  contract.set('email', 'mallory@example.com');
  contract.set('contract', new Blob([new Uint8Array(await maliciousPdf('openActionJavaScript', 2))], { type: 'application/pdf' }), 'contract.pdf');
  expect((await fetch(`${site.baseUrl}/api/v1/franchise-applications`, { method: 'POST', body: contract })).status).toBe(201);
});

/** An admin's tab, every dialog (alert, confirm, prompt) recorded and dismissed. */
async function adminPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await signedInContext(site, admin, viewports.desktop);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  return { page, dialogs };
}

/** Waits until Chromium's PDF viewer has the document open, then long enough for an open action to run. */
async function waitForRenderedPdf(page: Page): Promise<Frame> {
  const viewerFrame = () => page.frames().find((frame) => frame.url().startsWith(chromiumPdfViewer));
  await expect.poll(viewerFrame, { timeout: 20_000, message: 'Chromium rendered the PDF' }).toBeDefined();
  // What is tested is that nothing runs: the uncleaned file's OpenAction alert fires within about a
  // second of this point, so the page is watched for a while (a fixed span, on purpose).
  await page.waitForTimeout(4000);
  return viewerFrame()!;
}

describe('an uploaded PDF with scripts, opened by an admin in chromium', () => {
  it('renders in the applicant details resume viewer and runs nothing', async () => {
    const { page, dialogs } = await adminPage();
    await page.goto(`${site.baseUrl}/applicantDetails/${applicantId}`);
    const frame = page.locator('iframe[title="Resume of Mallory Scripts"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await waitForRenderedPdf(page);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('renders in the franchise contract viewer and runs nothing', async () => {
    const { page, dialogs } = await adminPage();
    await page.goto(`${site.baseUrl}/franchise-applications`);
    await page.getByRole('button', { name: /Mallory Scripts/ }).click();
    await page.getByRole('dialog').locator('iframe').waitFor();
    await waitForRenderedPdf(page);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it('opened directly in a tab, renders under its sandbox policy and runs nothing', async () => {
    const { page, dialogs } = await adminPage();
    await page.context().setExtraHTTPHeaders({ authorization: `Bearer ${admin.token}` });
    const answer = await page.goto(`${site.baseUrl}/api/v1/applicants/${applicantId}/resume`);
    expect(await answer?.headerValue('content-security-policy')).toContain('sandbox');
    await waitForRenderedPdf(page);
    await screenshot(page, 'resume-direct-sandboxed');
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
