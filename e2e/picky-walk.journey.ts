import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SessionUser } from '../contract/users.js';
import { buildApplicant, buildContactMessage, buildInquiry, buildJob, registerCustomer } from '../server/test/factories.js';
import { animationsDone, artifactsDir, openPage, screenshot, signedInContext, storeChosenPlan, useSite, viewports, waitForHydration, watchConsole } from './harness.js';
import { fillBookingForm, fillMessageForm } from './steps.js';

/**
 * What a picky visitor, customer and admin noticed (issue 33), walked again at 390 and 1280 px:
 * each point as such a user checks it.
 */
const { site, admin } = useSite({ admin: true });
let customer: SessionUser;
let jobId = '';
let inactiveJobId = '';
const widths = [viewports.phone, viewports.desktop] as const;

beforeAll(async () => {
  customer = await registerCustomer(site.app);
  const job = await buildJob(site.db, { title: 'Inbound Support Specialist' });
  jobId = job.id;
  inactiveJobId = (await buildJob(site.db, { title: 'Night Shift Bookkeeper', isActive: false })).id;
  for (let i = 0; i < 6; i += 1) {
    await buildApplicant(site.db, job.id, { firstName: `Maria${i}`, lastName: 'Dela Cruz-Santiago', status: 'Initial Interview' });
    await buildContactMessage(site.db, { email: `christopher.montgomery-${i}@long-company-domain.example.com` });
    await buildInquiry(site.db);
  }
});

async function visitorPage(viewport: { width: number; height: number }, init?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await site.browser.newContext({ viewport });
  if (init) await init(context);
  return context.newPage();
}

/** The page's cumulative layout shift (no input), summed by a PerformanceObserver from the start. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${site.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  // Shifts are reported a frame after they happen.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

describe('issue 33 in chromium', () => {
  it('1. /message-us refuses a website that is not one, at its field, and clears the success notice on the next try', async () => {
    for (const viewport of widths) {
      const page = await visitorPage(viewport);
      await page.goto(`${site.baseUrl}/message-us`);
      const form = page.locator('form').filter({ has: page.getByLabel('Message') });
      await fillMessageForm(form, { website: 'not a url', message: 'We need a paralegal assistant.' });
      await form.getByRole('button', { name: 'Submit' }).click();
      const website = form.getByLabel('Company website');
      await form.getByText('Please enter a website address, such as yourcompany.com.').waitFor();
      expect(await website.getAttribute('aria-invalid')).toBe('true');

      await website.fill('brookslegal.com');
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Your message has been sent successfully!').waitFor();
      // The next try, on the emptied form: the success notice goes, the field messages come.
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText('Company website is required.').waitFor();
      expect(await page.getByText('Your message has been sent successfully!').count()).toBe(0);
      await page.context().close();
    }
  });

  it('2. the team-builder quote tells a staff count of 0 at its field', async () => {
    for (const viewport of widths) {
      const page = await visitorPage(viewport);
      await page.goto(`${site.baseUrl}/teambuilder`);
      const values: Record<string, string> = {
        'First name': 'Dana',
        'Last name': 'Whitfield',
        Email: 'dana@northpeak.com',
        Phone: '+1 512 555 0100',
        Company: 'Northpeak Logistics',
        Location: 'Austin, TX',
        'Number of staff': '0',
        Message: 'Two dispatchers for night shifts.',
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Request my quote' }).click();
      const staff = page.getByLabel('Number of staff');
      await page.getByText('Number of staff must be at least 1.').waitFor();
      expect(await staff.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Please fill in all required fields.').count()).toBe(0);
      await page.context().close();
    }
  });

  it('3. booking refuses a past date, and closing the success dialog leaves focus on the form', async () => {
    for (const viewport of widths) {
      const page = await visitorPage(viewport, storeChosenPlan);
      await page.goto(`${site.baseUrl}/getstarted`);
      await waitForHydration(page, { networkIdle: false });
      await fillBookingForm(page, { date: '2020-03-02' });
      await page.getByText('Please choose today or a later date.').waitFor();
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);

      await page.getByLabel('Date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
      // Submit, pressed from the keyboard: the dialog opens from it, and the reset disables it.
      await page.getByRole('button', { name: 'Submit' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Information successfully submitted.' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('initial booking form');
      // The next Tab goes on into the form, not from the top of the page.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('organization');
      await page.context().close();
    }
  });

  it('4. tells one story about 24/7: every mention says it takes a shift team', async () => {
    for (const viewport of widths) {
      const page = await visitorPage(viewport);
      for (const [path, name] of [['/', 'home'], ['/about', 'about'], ['/pricing', 'pricing'], ['/aboutteam', 'team']] as const) {
        await page.goto(`${site.baseUrl}${path}`);
        await waitForHydration(page);
        const mentions = await page.evaluate(() => {
          const found: string[] = [];
          const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.includes('24/7')) continue;
            const block = node.parentElement?.closest('li, p, div, dd, dl') as HTMLElement | null;
            found.push((block?.closest('dl') ?? block)?.innerText ?? node.textContent);
          }
          return found;
        });
        for (const mention of mentions) expect(mention).toMatch(/shift/i);
        if (path === '/') expect(mentions.length).toBeGreaterThan(0);
        if (path === '/') await screenshot(page, `picky-24-7-${name}`);
        if (path === '/about') await screenshot(page, `picky-24-7-${name}`);
      }
      await page.context().close();
    }
  });

  it('5. /payment asks a visitor to log in, with no error, and keeps the chosen plan', async () => {
    for (const viewport of widths) {
      const page = await visitorPage(viewport, storeChosenPlan);
      await page.goto(`${site.baseUrl}/payment`);
      await page.waitForURL(/\/login\?next=%2Fpayment$/);
      await page.getByRole('heading', { name: 'Log in' }).first().waitFor();
      expect(await page.getByText(/Missing authentication token|Log in again/).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('subscription'))).not.toBeNull();
      await page.context().close();
    }
  });

  it('6. an admin opens an inactive job on an admin page; the public page stays a 404', async () => {
    for (const viewport of widths) {
      const context = await signedInContext(site, admin, viewport);
      const page = await openPage(site, context, '/adminjobspage');
      await page.getByRole('link', { name: 'Night Shift Bookkeeper' }).click();
      await page.waitForURL(new RegExp(`/adminjobspage/${inactiveJobId}$`));
      await page.getByRole('heading', { level: 1, name: 'Night Shift Bookkeeper' }).waitFor();
      await page.getByText('Hidden from the job board: visitors cannot open it.').waitFor();
      expect(await page.getByRole('switch', { name: /Inactive/ }).getAttribute('aria-checked')).toBe('false');
      const direct = await page.goto(`${site.baseUrl}/adminjobspage/${inactiveJobId}`);
      expect(direct?.status()).toBe(200);
      // The public address, typed or followed from elsewhere, brings the admin to the same page.
      await page.goto(`${site.baseUrl}/job/${inactiveJobId}`);
      await page.waitForURL(new RegExp(`/adminjobspage/${inactiveJobId}$`));
      await page.getByText('Hidden from the job board: visitors cannot open it.').waitFor();
      await context.close();
    }
    const visitor = await visitorPage(viewports.phone);
    const answer = await visitor.goto(`${site.baseUrl}/job/${inactiveJobId}`);
    expect(answer?.status()).toBe(404);
    await visitor.context().close();
  });

  it('7. admin lists do not jump when their data arrives (layout shift at most 0.01 at 1280 px)', async () => {
    for (const viewport of widths) {
      const context = await signedInContext(site, admin, viewport);
      for (const [path, name] of [['/messages', 'messages'], ['/applicants', 'applicants'], ['/inquiries', 'inquiries'], ['/payments', 'payments']] as const) {
        const page = await context.newPage();
        const shift = await layoutShiftOf(page, path);
        if (viewport.width === viewports.desktop.width) expect(shift, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0.01);
        console.log(`layout shift ${path} at ${viewport.width} px: ${shift.toFixed(4)}`);
        await screenshot(page, `picky-list-${name}`);
        await page.close();
      }
      await context.close();
    }
  });

  it('8. a signed-in AU customer never sees Log in or US prices, even before the scripts have run', async () => {
    for (const viewport of widths) {
      const context = await signedInContext(site, customer, viewport);
      await context.addInitScript(() => localStorage.setItem('region', 'AU'));
      const page = await context.newPage();
      // The scripts held back: what the server's HTML paints on its own.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${site.baseUrl}/pricing`, { waitUntil: 'domcontentloaded' });
      // The stylesheet, which the first paint waits for.
      await page.waitForFunction(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0));
      const firstPaint = await page.evaluate(() => {
        const shown = (element: Element | null) => element !== null && getComputedStyle(element).visibility === 'visible' && (element as HTMLElement).offsetParent !== null;
        const loginShown = Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.trim() === 'Log in' && shown(button));
        const pricesShown = Array.from(document.querySelectorAll('[data-testid="unit-price"]')).filter(shown).map((price) => price.textContent);
        return { loginShown, pricesShown };
      });
      expect(firstPaint).toEqual({ loginShown: false, pricesShown: [] });
      release();
      await waitForHydration(page);
      await page.getByRole('article', { name: 'Junior Technical' }).getByText('AUD 2,490').first().waitFor();
      expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);
      await context.close();
    }
  });

  it('9. editing an applicant in the row at 1280 px shows the whole status and a roomy remarks box', async () => {
    for (const viewport of widths) {
      const context = await signedInContext(site, admin, viewport);
      const page = await openPage(site, context, `/job/${jobId}/applicants`);
      await page.getByRole('button', { name: /^Edit/ }).first().click();
      const status = page.getByLabel('Status', { exact: true });
      await status.waitFor();
      const fits = await status.evaluate((select: HTMLSelectElement) => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = getComputedStyle(select).font;
        const text = canvas.measureText(select.selectedOptions[0]?.text ?? '').width;
        const style = getComputedStyle(select);
        // The text, its padding and the arrow (about 20 px) inside the box.
        return select.clientWidth - parseFloat(style.paddingLeft) - 20 >= text;
      });
      expect(await status.inputValue()).toBe('Initial Interview');
      expect(fits).toBe(true);
      const remarks = page.getByLabel('Remarks');
      expect(await remarks.evaluate((box) => box.tagName)).toBe('TEXTAREA');
      expect(((await remarks.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(200);
      expect(((await remarks.boundingBox())?.height ?? 0)).toBeGreaterThanOrEqual(60);
      if (viewport.width === viewports.desktop.width) {
        // Save is in view without scrolling the table sideways.
        const frame = await page.getByRole('region', { name: 'Applicants for this job' }).boundingBox();
        const save = await page.getByRole('button', { name: 'Save' }).boundingBox();
        expect((save?.x ?? Infinity) + (save?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0));
      }
      await screenshot(page, 'picky-applicant-edit');
      await context.close();
    }
  });

  it('10. a resume downloads under its applicant name, and the viewer names them', async () => {
    const context = await signedInContext(site, admin, viewports.desktop);
    const page = await openPage(site, context, `/job/${jobId}/applicants`);
    await page.getByRole('button', { name: /View Resume/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Resume of Maria\d Dela Cruz-Santiago$/ });
    await dialog.waitFor();
    const download = dialog.getByRole('link', { name: 'Download' });
    expect(await download.getAttribute('download')).toMatch(/^Resume - Maria\d Dela Cruz-Santiago\.pdf$/);
    expect(await dialog.locator('iframe').getAttribute('title')).toMatch(/^Resume of Maria\d Dela Cruz-Santiago$/);
    await context.close();
  });

  it('11. the phone menu is modal: Tab stays in it, the page does not scroll, Escape from anywhere closes it', async () => {
    const page = await visitorPage(viewports.phone);
    const problems = watchConsole(page);
    await page.goto(`${site.baseUrl}/about`);
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await animationsDone(page);
    await page.screenshot({ path: `${artifactsDir}/picky-menu-open-390.png` });
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      // Inside the menu, or out in the browser's own controls (the body), never in the page behind.
      const where = await page.evaluate(() => (document.activeElement === document.body ? 'browser' : document.activeElement?.closest('dialog') ? 'menu' : document.activeElement?.outerHTML.slice(0, 80)));
      expect(['menu', 'browser']).toContain(where);
    }
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await menu.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    await screenshot(page, 'picky-menu-closed');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('12. amounts, addresses and heroes hold together', async () => {
    // On a phone, no amount breaks across lines (Canada, annual: the largest figures).
    const phone = await visitorPage(viewports.phone, async (context) => {
      await context.addInitScript(() => localStorage.setItem('region', 'CAN'));
    });
    await phone.goto(`${site.baseUrl}/pricing`);
    await waitForHydration(phone);
    await phone.getByRole('radio', { name: /Annual/ }).check({ force: true });
    for (const _ of [1, 2]) await phone.getByRole('article').first().getByRole('button', { name: 'Increase talents' }).click();
    const broken = await phone.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="unit-price"], [data-testid="total"], [data-testid="per-week"]'))
        .filter((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((element) => element.textContent),
    );
    expect(broken, 'amounts broken across lines').toEqual([]);
    expect(await phone.getByTestId('total').first().textContent()).toMatch(/^CAD \d{2},\d{3}$/);
    await screenshot(phone, 'picky-pricing-ca');
    await phone.context().close();

    for (const viewport of widths) {
      // E-mail addresses in admin tables break only before the '@'.
      const context = await signedInContext(site, admin, viewport);
      const page = await openPage(site, context, '/messages');
      await page.getByText(/christopher\.montgomery-0/).first().waitFor();
      // Where each address wraps: only before its '@' or a dot of its domain, or after a dot, hyphen or space, never inside a word.
      const splitInside = await page.evaluate(() => {
        const bad: string[] = [];
        const cells = Array.from(document.querySelectorAll('table td, table th')).filter((cell) => /\S+@\S+/.test(cell.textContent ?? ''));
        for (const cell of cells) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const chars: { char: string; top: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let index = 0; index < text.length; index += 1) {
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const rect = range.getBoundingClientRect();
              if (rect.width > 0) chars.push({ char: text[index]!, top: Math.round(rect.top) });
            }
          }
          for (let index = 1; index < chars.length; index += 1) {
            const wrapped = chars[index]!.top > chars[index - 1]!.top + 2;
            if (wrapped && !/[@.]/.test(chars[index]!.char) && !/[-. ]/.test(chars[index - 1]!.char)) bad.push(cell.textContent ?? '');
          }
        }
        return bad.length;
      });
      expect(splitInside, `e-mail parts split at ${viewport.width} px`).toBe(0);
      await screenshot(page, 'picky-messages-emails');
      await context.close();

      const visitor = await visitorPage(viewport);
      await visitor.goto(`${site.baseUrl}/services`);
      await waitForHydration(visitor);
      const heroArt = visitor.locator('section', { has: visitor.getByRole('heading', { level: 1 }) }).locator('img');
      expect(await heroArt.isVisible(), `services hero art at ${viewport.width} px`).toBe(viewport.width >= 1024);
      await screenshot(visitor, 'picky-services');
      await visitor.goto(`${site.baseUrl}/career`);
      await waitForHydration(visitor);
      const lines = await visitor.evaluate(() => {
        const cards = Array.from(document.querySelector('section dl')?.children ?? []);
        return cards.map((card) => ({
          value: Math.round(card.querySelector('dd')!.getBoundingClientRect().top),
          label: Math.round(card.querySelector('dt')!.getBoundingClientRect().top),
        }));
      });
      expect(lines, `careers hero cards at ${viewport.width} px`).toHaveLength(3);
      if (viewport.width >= 640) {
        expect(new Set(lines.map((line) => line.value)).size, JSON.stringify(lines)).toBe(1);
        expect(new Set(lines.map((line) => line.label)).size, JSON.stringify(lines)).toBe(1);
      }
      await screenshot(visitor, 'picky-career');
      await visitor.context().close();
    }
  });
});
