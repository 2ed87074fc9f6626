import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recordAdminAction, type AdminAction } from '../server/features/audit/audit.public.js';
import { axeViolations, horizontalOverflow, nothingBusy, openPage, screenshot, signedInContext, useSite, viewports } from './harness.js';

const { site, admin } = useSite({ admin: true });
const applicantId = 'b0000000-0000-4000-8000-000000000002';
// A real browser's agent is long: it must not widen its column.
const origin = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

beforeAll(async () => {
  const actor = { id: admin.id, email: 'avery.longname-administrator@bayanihan-remote.example' };
  const actions: Omit<AdminAction, 'actor' | 'origin'>[] = [
    { action: 'applicant.status_changed', target: { type: 'applicant', id: applicantId }, detail: { from: 'Unread', to: 'Initial Interview', remarksChanged: true } },
    { action: 'applicants.exported', target: { type: 'applicant', id: null }, detail: { filter: { status: 'Unread', q: 'maria', sort: 'name_asc' }, rows: 120 } },
    { action: 'payment.refunded', target: { type: 'payment', id: 'c0000000-0000-4000-8000-000000000003' }, detail: { amount: 100_000, currency: 'usd', refundId: 're_3QxYz1234567890', reason: 'requested_by_customer' } },
    { action: 'subscription.canceled', target: { type: 'subscription', id: 'sub_1QxYzAbCdEfGhIjKlMnOpQr' }, detail: { ownerId: 'd0000000-0000-4000-8000-000000000004', statusBefore: 'active' } },
    { action: 'job.updated', target: { type: 'job', id: 'e0000000-0000-4000-8000-000000000005' }, detail: { fields: ['description', 'operatingHours', 'requirements', 'title'] } },
    { action: 'second_factor.added', target: { type: 'user', id: admin.id }, detail: { method: 'passkey', name: 'Work laptop' } },
  ];
  for (const action of actions) await recordAdminAction(site.db, { ...action, actor, origin });
});

async function openLog(viewport: { width: number; height: number }): Promise<Page> {
  const context = await signedInContext(site, admin, viewport);
  const page = await openPage(site, context, '/admin/audit-log');
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  await page.getByText('Refunded $1,000.00 (reason: requested by customer)').waitFor();
  await nothingBusy(page);
  return page;
}

describe('the audit log in chromium', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`an admin reads what was done in words, with each record linked, and the chain intact (${name})`, async () => {
      const page = await openLog(viewport);
      await page.getByText('Log intact: 6 entries checked').waitFor();
      for (const sentence of [
        "Changed an applicant's status from Unread to Initial Interview and edited the remarks",
        'Exported 120 applicants as CSV (search “maria”, status Unread)',
        "Canceled a customer's subscription (it was active)",
        "Edited a job's description, operating hours, requirements and title",
        'Added the passkey “Work laptop”',
      ]) {
        await page.getByText(sentence, { exact: true }).waitFor();
      }
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).not.toMatch(/payment\.refunded|applicant\.status_changed|[{}]/);
      expect(await page.getByRole('link', { name: 'Applicant', exact: true }).getAttribute('href')).toBe(`/applicantDetails/${applicantId}`);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await page.getByText('Scroll sideways for more columns').count()).toBe(0);
      // A table at 1280 px, every column in view; a card per entry on a phone.
      if (viewport === viewports.desktop) {
        const lastHeader = page.getByRole('columnheader').last();
        const box = await lastHeader.boundingBox();
        expect(box && box.x + box.width <= viewport.width, 'last column in view').toBe(true);
      } else {
        expect(await page.getByRole('table').count()).toBe(0);
        expect(await page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').count()).toBe(6);
      }
      // An id is cut to one short line, not wrapped down the row.
      const idBox = await page.getByRole('button', { name: /^Show only the entries for subscription / }).boundingBox();
      expect(idBox && idBox.width <= 100 && idBox.height <= 24, 'the id fits one short line').toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'audit-log');

      // The short id narrows the log to the record.
      await page.getByRole('button', { name: `Show only the entries for applicant ${applicantId}` }).click();
      await page.getByRole('status').getByText('1 entry', { exact: true }).waitFor();
      expect(await page.getByLabel('Record id').inputValue()).toBe(applicantId);
      await page.context().close();
    });
  }

  it('an entry changed behind the app’s back is named in an alert', async () => {
    // As the table's owner, with its triggers off: what the chain is there to show.
    await site.db.execute(sql`alter table audit_log disable trigger user`);
    await site.db.execute(sql`update audit_log set detail = '{"amount": 1, "currency": "usd"}' where action = 'payment.refunded'`);
    await site.db.execute(sql`alter table audit_log enable trigger user`);
    const { rows } = (await site.db.execute(sql`select "sequence"::int as "sequence" from audit_log where action = 'payment.refunded'`)) as unknown as { rows: { sequence: number }[] };
    const changed = rows[0]!;

    const context = await signedInContext(site, admin, viewports.desktop);
    const page = await openPage(site, context, '/admin/audit-log');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(new RegExp(`^The audit log was tampered with\\. Entry ${changed.sequence} \\(.+\\) was changed after it was written\\.`));
    await screenshot(page, 'audit-log-changed');
    await context.close();
  });
});
