import { describe, expect, it } from 'vitest';
import { addDays } from '../contract/placement-dates.js';
import { weekStartOf } from '../server/features/timesheets/weeks.js';
import { buildPlacedTalent, talentSession } from '../server/test/timesheet-factories.js';
import { checkPage, signedInContext, useSite, viewports, watchConsole } from './harness.js';

const { site } = useSite();

const CUSTOMER_ZONE = 'America/New_York';
const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

describe('a placement that starts mid-week, in the browsers of Manila and New York', () => {
  for (const browserZone of ['Asia/Manila', 'America/New_York']) {
    for (const [width, viewport] of Object.entries(viewports)) {
      it(`shows the talent only their days of the week as open on My work (${browserZone}, ${width})`, async () => {
        // Placed from Wednesday of this week, on the customer's clock in New York.
        const monday = weekStartOf(new Date(), CUSTOMER_ZONE);
        const wednesday = addDays(monday, 2);
        const placed = await buildPlacedTalent(site.app, site.db, {
          customer: `Midweek ${width} ${browserZone.split('/')[1]}`,
          talentFirstName: 'Lina',
          talentLastName: 'Mercado',
          timeZone: CUSTOMER_ZONE,
          startDate: wednesday,
        });
        const talent = await talentSession(site.app, site.db, placed.talent.id, 'Lina Mercado');
        const context = await signedInContext(site, talent, viewport, { timezoneId: browserZone });
        const page = await context.newPage();
        const console = watchConsole(page);
        await page.goto(`${site.baseUrl}/my-work`);
        const week = page.getByRole('region', { name: /^This week: / });
        await week.getByRole('button', { name: 'Fill 8 h Monday to Friday' }).waitFor();

        // Monday and Tuesday are before the start: locked, and said so. Wednesday to Sunday are open.
        for (const [index, name] of dayNames.entries()) {
          const input = week.getByRole('textbox', { name: new RegExp(`^${name}, .* hours`) });
          if (index < 2) {
            expect(await input.isDisabled(), `${name} is locked`).toBe(true);
          } else {
            expect(await input.isEnabled(), `${name} is open`).toBe(true);
          }
        }
        expect(await week.getByText('Not a day of your placement').count()).toBe(2);
        // The week's dates are the customer's, whatever the browser's zone: Monday is `monday`.
        const mondayWords = `Mon, ${new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(new Date(`${monday}T00:00:00Z`))} ${Number(monday.slice(8))}`;
        await week.getByRole('textbox', { name: new RegExp(`^${mondayWords} hours`) }).waitFor();

        // Three working days: 24 contracted hours, and one tap fills exactly those.
        await week.getByRole('button', { name: 'Fill 8 h Monday to Friday' }).click();
        await week.getByText('Total 24 of 24 h').waitFor();
        await checkPage(page, `placement-edges-midweek-${browserZone.split('/')[1]!.toLowerCase()}`);
        expect(console, 'no console error').toEqual([]);
        await context.close();
      });
    }
  }
});
