import { describe, expect, it } from 'vitest';
import { axeViolations, horizontalOverflow, recordRequests, screenshot, storeChosenPlan, useSite, viewports } from './harness.js';

const { site } = useSite();

/** Every public route of the spec, with a name for its screenshot. */
const pages: [name: string, path: string][] = [
  ['home', '/'],
  ['about', '/about'],
  ['team', '/aboutteam'],
  ['culture', '/culture'],
  ['privacy', '/privacypolicy'],
  ['services', '/services'],
  ['role-virtual-assistants', '/services/virtual_assistants'],
  ['role-medical-coders', '/services/medical_coders'],
  ['pricing', '/pricing'],
  ['message-us', '/message-us'],
  ['get-started', '/getstarted'],
  ['purchase-disclaimer', '/purchasedisclaimer'],
  ['team-builder', '/teambuilder'],
  ['franchising', '/franchising'],
  ['reset-password-invalid', '/resetpassword/not-a-token'],
  ['not-found', '/no-such-page'],
];

describe('every public page at phone and desktop widths', () => {
  for (const [name, path] of pages) {
    it(`${path} renders, fits the screen and has no axe violations`, async () => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const context = await site.browser.newContext({ viewport });
        await storeChosenPlan(context);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${site.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { level: 1 }).count(), 'one h1').toBe(1);
        expect(await horizontalOverflow(page), 'horizontal scroll').toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await screenshot(page, `page-${name}`);
        await context.close();
      }
    });
  }

  it('the first page a visitor opens downloads no admin code', async () => {
    const page = await site.browser.newPage({ viewport: viewports.desktop });
    const scripts = recordRequests(page, (request) => request.resourceType() === 'script');
    await page.goto(site.baseUrl);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /Admin|Applicant/i.test(url))).toEqual([]);
    await page.close();
  });
});
