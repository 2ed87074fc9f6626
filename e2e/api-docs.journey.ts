import { describe, expect, it } from 'vitest';
import { apiContract } from '../contract/index.js';
import { contractOperations } from '../server/features/api-docs/openapi-document.js';
import { recordRequests, screenshot, useSite, viewports } from './harness.js';

const { site } = useSite();

describe('the API docs page in chromium', () => {
  it('renders every operation under the site CSP, with no console errors', async () => {
    const context = await site.browser.newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const external = recordRequests(page, (request) => !request.url().startsWith(site.baseUrl) && !request.url().startsWith('data:'));
    // Recorded in the page itself: a CSP violation is an event even when nothing is logged.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const answer = await page.goto(`${site.baseUrl}/api/v1/docs`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.opblock').first().waitFor();
    await page.getByRole('heading', { name: /Bayanihan Remote API/ }).waitFor();
    // Tags are open by default, so every operation of the contract has its block.
    expect(await page.locator('.opblock').count()).toBe(contractOperations(apiContract).length);
    await page.locator('.opblock-summary-path', { hasText: '/api/v1/applicants/{id}/resume' }).first().waitFor();
    // An operation opens and shows its multipart form and error shape.
    const apply = page.locator('.opblock-post', { has: page.locator('[data-path="/api/v1/applicants"]') });
    await apply.locator('.opblock-summary').click();
    await apply.getByText('string($binary)').first().waitFor();
    expect(await apply.locator('.body-param-content-type select').inputValue()).toBe('multipart/form-data');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'api-docs');
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });
});
