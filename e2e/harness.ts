import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SessionUser } from '../contract/users.js';
import { buildApp } from '../server/app.js';
import type { Config } from '../server/config.js';
import type { Database } from '../server/db/database.js';
import { browserTimeZone, chromiumFlags, chromiumPath } from './chromium-options.js';
import { startStripeEmulator, type StripeEmulator } from '../stripe-emulator/index.js';
import { createStripeGateway } from '../server/features/billing/stripe-client.js';
import { createAdminSession } from '../server/test/factories.js';
import { rememberTestDatabase, testConfig } from '../server/test/test-app.js';
import { openTestDatabase } from '../server/test/test-database.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const artifactsDir = path.join(projectRoot, 'test-artifacts');

export interface Site {
  baseUrl: string;
  app: FastifyInstance;
  db: Database;
  browser: Browser;
  /** The local Stripe the site pays through; its hosted checkout page has Pay / Decline / Cancel buttons. */
  stripe: StripeEmulator;
  close(): Promise<void>;
}

const e2eWebhookSecret = 'whsec_e2e_emulator';

/**
 * The real server (built client, own database) on a free port, and a headless chromium. Passkeys
 * need a host name, not an address, as their site (`hostname: 'localhost'`).
 */
export async function startSite(overrides: Partial<Config> = {}, { hostname = '127.0.0.1' }: { hostname?: string } = {}): Promise<Site> {
  const database = await openTestDatabase();
  // Links in e-mails must point at this server, so its port is chosen before it is built.
  const port = await freePort();
  const baseUrl = `http://${hostname}:${port}`;
  const stripe = await startStripeEmulator({
    webhookSecret: e2eWebhookSecret,
    nodeEnv: 'test',
    deliverWebhook: async (payload, signature) => {
      const response = await fetch(`${baseUrl}/api/v1/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      }).catch(() => undefined);
      return response?.status ?? 0;
    },
  });
  const app = await buildApp({
    config: testConfig({ clientDistDir: path.join(projectRoot, 'client/dist'), publicUrl: baseUrl, ...overrides }),
    database,
    stripe: createStripeGateway({ apiKey: stripe.apiKey, webhookSecret: e2eWebhookSecret, host: stripe.host, port: stripe.port, protocol: stripe.protocol }),
  });
  // The factories (registerCustomer's verification) read what this app queued in its database.
  rememberTestDatabase(app, database.db);
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    baseUrl,
    app,
    db: database.db,
    browser,
    stripe,
    close: async () => {
      await browser.close();
      await app.close();
      await stripe.close();
      await database.close();
    },
  };
}

export interface UseSiteOptions {
  /** What the server's config says other than the test config's. */
  config?: Partial<Config>;
  /** The host name the site is reached at (`startSite`'s; passkeys need `localhost`). */
  hostname?: string;
  /** Makes an admin and signs them in: `admin`. */
  admin?: boolean;
}

/**
 * One journey file's site (`startSite`), started by the `beforeAll` this registers and closed by its
 * `afterAll`, with the accounts asked for. The objects are filled in by that `beforeAll`: read them
 * inside tests and hooks only (a file's own `beforeAll`, registered after, already finds them).
 *
 *   const { site, admin } = useSite({ admin: true });
 */
export function useSite(options: UseSiteOptions & { admin: true }): { site: Site; admin: SessionUser };
export function useSite(options?: UseSiteOptions): { site: Site };
export function useSite({ config, hostname, admin: withAdmin = false }: UseSiteOptions = {}): { site: Site; admin?: SessionUser } {
  const site = {} as Site;
  const admin = {} as SessionUser;
  let started: Site | undefined;
  beforeAll(async () => {
    started = await startSite(config, { hostname });
    Object.assign(site, started);
    if (withAdmin) Object.assign(admin, await createAdminSession(started.app, started.db));
  });
  afterAll(() => started?.close());
  return withAdmin ? { site, admin } : { site };
}

/**
 * Chromium whose every context is in `browserTimeZone` (Asia/Manila; chromium reads TZ), whatever
 * zone this machine and the server are in; a journey that needs another zone opens a context with
 * `timezoneId`.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, env: { ...process.env, TZ: browserTimeZone } });
}

/**
 * A tab's context signed in as `user`, stored the way the client keeps a session (`user`, and its
 * `token`), in `browserTimeZone` unless another `timezoneId` is asked for.
 */
export async function signedInContext(
  site: Site,
  user: SessionUser,
  viewport: { width: number; height: number },
  { timezoneId }: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await site.browser.newContext(timezoneId ? { viewport, timezoneId } : { viewport });
  await context.addInitScript((stored) => {
    localStorage.setItem('user', stored);
    localStorage.setItem('token', JSON.parse(stored).token);
  }, JSON.stringify(user));
  return context;
}

/** A new tab of `context` (or of `browser`, in a context of its own) on `path` of the site. */
export async function openPage(site: Site, context: Browser | BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${path}`);
  return page;
}

/** Saves a screenshot as a test artifact (test-artifacts/NAME-WIDTH.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(artifactsDir, `${name}-${width}.png`), fullPage: true });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const axePath = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));

/**
 * Runs axe-core in the page; answers the violations as readable lines (empty when clean). axe
 * measures contrast, so it first waits (bounded) until nothing is busy: an admin list dims its rows
 * (aria-busy) while the next page or search is on its way.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await nothingBusy(page);
  // Evaluated through the devtools protocol: the site's CSP (rightly) forbids injected script tags.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  });
  return violations;
}

/** Waits until no element is marked busy (`aria-busy="true"`: a list refetching, a toggle saving). */
export async function nothingBusy(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout });
}

/** Waits until every running animation or transition has finished (a panel sliding in, a dialog fading in). */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** How far the page scrolls sideways (0 when nothing overflows the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A plan as the pricing page stores it under `subscription` in local storage. */
export const storedSubscription = {
  region: 'US',
  role: 'jr_technical',
  amount: 4000,
  showAmount: '$4,000',
  noOfRoles: 2,
  noOfMonths: 1,
  billingCycle: 'monthly',
  description: 'Junior Technical — 2 talents × 1 month, billed monthly',
  currency: 'usd',
};

/** Stores the plan above as the pricing page would have, in every tab of `context`, before the site's code runs. */
export async function storeChosenPlan(context: BrowserContext): Promise<void> {
  await context.addInitScript((stored) => localStorage.setItem('subscription', stored), JSON.stringify(storedSubscription));
}

/** The addresses of the requests `which` picks that the page makes from now on (or what `read` reads of each). */
export function recordRequests(page: Page, which: (request: Request) => boolean): string[];
export function recordRequests<T>(page: Page, which: (request: Request) => boolean, read: (request: Request) => T): T[];
export function recordRequests(page: Page, which: (request: Request) => boolean, read: (request: Request) => unknown = (request) => request.url()): unknown[] {
  const recorded: unknown[] = [];
  page.on('request', (request) => {
    if (which(request)) recorded.push(read(request));
  });
  return recorded;
}

/** Collects the page's console errors and warnings and uncaught errors (a hydration mismatch is one). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * What has focus, as a keyboard user would say it: `button "Cancel Subscription"`, or `nothing (the
 * page's top)`. A journey polls it, so a failure says where focus went instead.
 */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "nothing (the page's top)";
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 80) ?? '';
    return `${active.getAttribute('role') ?? active.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * Waits until React has hydrated the server's markup and the page's requests have settled (or,
 * with `networkIdle: false`, only the first: for a journey that holds back a chunk on purpose).
 */
export async function waitForHydration(page: Page, { networkIdle = true } = {}): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
  if (networkIdle) await page.waitForLoadState('networkidle');
}

/**
 * A page as a journey leaves it at this width: settled (nothing busy, a dialog's fade done, so axe
 * measures contrast on what is shown), nothing wider than the screen, axe clean, and a screenshot.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await nothingBusy(page);
  await animationsDone(page);
  expect(await horizontalOverflow(page), `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

/**
 * Opens (the page must come from `browser.newContext()`, whose pages share their storage), in a new tab of the page's context, the newest mail to `to` whose subject starts with
 * `subject` in the development outbox, and follows its link that contains `linkPart`, as the
 * mailbox's owner would. Answers the tab, on the linked page.
 */
export async function followMailLink(page: Page, site: Site, to: string, subject: string, linkPart: string): Promise<Page> {
  const tab = await page.context().newPage();
  const link = tab
    .getByRole('article')
    .filter({ has: tab.getByRole('heading', { name: subject }) })
    .filter({ hasText: `To ${to}` })
    .first()
    .locator(`pre a[href*="${linkPart}"]`)
    .first();
  // The mail worker sends after the answer: look again until it is there.
  const deadline = Date.now() + 15_000;
  for (;;) {
    await tab.goto(`${site.baseUrl}/dev/outbox`);
    if ((await link.count()) > 0 || Date.now() > deadline) break;
    await tab.waitForTimeout(250);
  }
  await link.click();
  return tab;
}
