import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '@contract/catalogues/company';
import { largeOrder, MAX_TALENTS_LISTED, plans, type Plan } from '@contract/catalogues/plans';
import { regions, type Region } from '@contract/catalogues/regions';
import { useRegion } from '@/lib/region';
import { readSubscription } from '@/lib/subscription';
import { stubApi } from '@/test/api-stubs';
import { jsonResponse, renderRoutes, renderWithProviders } from '@/test/render';
import { PricingPlans } from './PricingPlans';

/** What a visitor reads for a whole amount in each region (the spec's symbols: $, AUD, CAD). */
const money: Record<Region, (amount: number) => string> = {
  US: (amount) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
  AU: (amount) => `AUD ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
  CAN: (amount) => `CAD ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
};

const card = (plan: Plan) => within(screen.getByRole('article', { name: plan.name }));
const shown = (plan: Plan, testId: string) => card(plan).getByTestId(testId).textContent;

function renderPlans(region?: Region) {
  if (region) window.localStorage.setItem('region', region);
  return renderRoutes({
    routes: [
      { path: '/pricing', element: <PricingPlans /> },
      { path: '/getstarted', element: <h1>Booking guidelines</h1> },
    ],
    initialEntries: ['/pricing'],
  });
}

/** The site's answer to whether the online cap keeps room for tax (STRIPE_TAX). */
const onlineOrder = (taxIncluded: boolean) => stubApi({ 'GET /api/v1/billing/online-order': () => jsonResponse(200, { taxIncluded }) });

describe('PricingPlans', () => {
  beforeEach(() => {
    onlineOrder(false);
  });

  it('shows the headings, a Monthly/Annual choice defaulting to monthly, and the banner', () => {
    renderPlans();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your talent' })).toBeTruthy();
    expect(screen.getByText('Pricing and skills to fit your needs')).toBeTruthy();
    const cycle = screen.getByRole('group', { name: 'Billing cycle' });
    expect((within(cycle).getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    expect((within(cycle).getByRole('radio', { name: /Annual/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { name: `Empower your business with ${company.brand}` })).toBeTruthy();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label') ?? within(article).getAllByRole('heading')[0]!.textContent)).toEqual(
      plans.map((plan) => plan.name),
    );
  });

  it('defaults to US prices when no region is stored', () => {
    renderPlans();
    expect(shown(plans[1]!, 'unit-price')).toBe('$1,500');
  });

  /** One week of `talents` at a monthly or yearly price: a year's cost / 52, shown rounded as 'about …'. */
  const week = (region: Region, price: number, cycle: 'monthly' | 'yearly', talents: number) =>
    `about ${money[region](Math.round(((cycle === 'monthly' ? price * 12 : price) * talents) / 52))}`;

  it('shows price, total (price × talents × months) and per week (a year / 52 weeks) for every plan, region and cycle', async () => {
    for (const region of regions) {
      const { unmount } = renderPlans(region);
      for (const plan of plans) {
        const { monthly } = plan.prices[region];
        expect(shown(plan, 'unit-price'), `${plan.key} ${region}`).toBe(money[region](monthly));
        expect(card(plan).getByText('/month')).toBeTruthy();
        expect(shown(plan, 'total')).toBe(money[region](monthly));
        expect(shown(plan, 'per-week')).toBe(week(region, monthly, 'monthly', 1));
        // 3 talents × 2 months
        fireEvent.click(card(plan).getByRole('button', { name: 'Increase talents' }));
        fireEvent.click(card(plan).getByRole('button', { name: 'Increase talents' }));
        fireEvent.click(card(plan).getByRole('button', { name: 'Increase months' }));
        expect(shown(plan, 'total'), `${plan.key} ${region} monthly`).toBe(money[region](monthly * 3 * 2));
        expect(shown(plan, 'per-week')).toBe(week(region, monthly, 'monthly', 3));
      }
      await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
      for (const plan of plans) {
        const { yearly } = plan.prices[region];
        expect(shown(plan, 'unit-price'), `${plan.key} ${region}`).toBe(money[region](yearly));
        expect(card(plan).getByText('/year')).toBeTruthy();
        // Months do not apply to yearly billing: 3 talents × 1 year.
        expect(shown(plan, 'total'), `${plan.key} ${region} yearly`).toBe(money[region](yearly * 3));
        expect(shown(plan, 'per-week')).toBe(week(region, yearly, 'yearly', 3));
      }
      unmount();
    }
  });

  it('says what one week really costs: 2 senior talents × 3 months is $15,600 in all and about $1,200 a week; $3,000 a year is about $58 a week', async () => {
    renderPlans('US');
    const senior = plans.find((plan) => plan.key === 'sr_technical')!;
    fireEvent.click(card(senior).getByRole('button', { name: 'Increase talents' }));
    fireEvent.click(card(senior).getByRole('button', { name: 'Increase months' }));
    fireEvent.click(card(senior).getByRole('button', { name: 'Increase months' }));
    expect(shown(senior, 'total')).toBe('$15,600');
    expect(shown(senior, 'per-week')).toBe('about $1,200');
    expect(shown(senior, 'per-week-basis')).toBe('Per week = 2 talents × a year’s cost ÷ 52');
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    const receptionist = plans.find((plan) => plan.key === 'call_receptionist')!;
    expect(shown(receptionist, 'total')).toBe('$3,000');
    expect(shown(receptionist, 'per-week')).toBe('about $58');
    expect(shown(receptionist, 'per-week-basis')).toBe('Per week = a year’s cost ÷ 52');
  });

  it('shows each plan’s rate for extra and weekend hours in the region’s currency: the monthly price ÷ 173.33 h × 1.5, whatever the cycle', async () => {
    // Senior Technical is $2,600 a month in the US: $15 a contracted hour, $22.50 an extra one.
    const expected: Record<Region, Partial<Record<Plan['key'], string>>> = {
      US: { sr_technical: '$22.50', call_receptionist: '$2.60', jr_non_technical: '$12.98' },
      AU: { sr_technical: 'AUD 28.30', jr_non_technical: 'AUD 16.18' },
      CAN: { sr_technical: 'CAD 28.73', jr_technical: 'CAD 21.55' },
    };
    for (const region of regions) {
      const { unmount } = renderPlans(region);
      for (const [key, rate] of Object.entries(expected[region])) {
        const plan = plans.find((candidate) => candidate.key === key)!;
        expect(shown(plan, 'extra-hour-rate'), `${key} ${region}`).toBe(`Extra and weekend hours: ${rate} an hour per talent`);
      }
      const monthly = plans.map((plan) => shown(plan, 'extra-hour-rate'));
      await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
      expect(plans.map((plan) => shown(plan, 'extra-hour-rate'))).toEqual(monthly);
      unmount();
    }
  });

  it('follows a region change made elsewhere on the page at once', async () => {
    function RegionSwitch() {
      const { setRegion } = useRegion();
      return (
        <button type="button" onClick={() => setRegion('AU')}>
          Switch to Australia
        </button>
      );
    }
    renderWithProviders(
      <>
        <RegionSwitch />
        <PricingPlans />
      </>,
    );
    const plan = plans[0]!;
    expect(shown(plan, 'unit-price')).toBe('$300');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Australia' }));
    expect(shown(plan, 'unit-price')).toBe('AUD 370');
    expect(shown(plan, 'extra-hour-rate')).toBe('Extra and weekend hours: AUD 3.20 an hour per talent');
  });

  it('never lets a counter go below 1 (minus disabled at 1) nor above the contract bounds', async () => {
    renderPlans();
    const plan = plans[2]!;
    const decrease = card(plan).getByRole('button', { name: 'Decrease talents' }) as HTMLButtonElement;
    const talentsValue = () => card(plan).getByRole('status', { name: 'Number of talents' }).textContent;
    expect(talentsValue()).toBe('1');
    expect(decrease.disabled).toBe(true);
    expect((card(plan).getByRole('button', { name: 'Decrease months' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(decrease);
    expect(talentsValue()).toBe('1');
    await userEvent.click(card(plan).getByRole('button', { name: 'Increase talents' }));
    expect(talentsValue()).toBe('2');
    expect(decrease.disabled).toBe(false);
    await userEvent.click(decrease);
    expect(talentsValue()).toBe('1');
    expect(decrease.disabled).toBe(true);

    const increaseMonths = card(plan).getByRole('button', { name: 'Increase months' }) as HTMLButtonElement;
    for (let i = 0; i < 40; i += 1) fireEvent.click(increaseMonths);
    expect(card(plan).getByRole('status', { name: 'Number of months' }).textContent).toBe('36');
    expect(increaseMonths.disabled).toBe(true);
    const increaseTalents = card(plan).getByRole('button', { name: 'Increase talents' }) as HTMLButtonElement;
    for (let i = 0; i < 120; i += 1) fireEvent.click(increaseTalents);
    expect(talentsValue()).toBe('100');
    expect(increaseTalents.disabled).toBe(true);
  });

  it('hides the months counter for annual billing and says why', async () => {
    renderPlans();
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    for (const plan of plans) {
      expect(card(plan).queryByRole('button', { name: 'Increase months' })).toBeNull();
      expect(card(plan).getByText(/Annual billing covers 12 months/)).toBeTruthy();
    }
  });

  it('lists at most 7 talents per card, then a +N more button that expands the whole list and folds it back', async () => {
    const user = userEvent.setup();
    renderPlans();
    const talentsOf = (plan: Plan) =>
      within(card(plan).getByRole('list', { name: 'Talents on this plan' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    for (const plan of plans) {
      expect(talentsOf(plan)).toEqual(plan.talents.slice(0, MAX_TALENTS_LISTED));
      const more = plan.talents.length - MAX_TALENTS_LISTED;
      if (more <= 0) {
        expect(card(plan).queryByRole('button', { name: /more$/ })).toBeNull();
        continue;
      }
      const toggle = card(plan).getByRole('button', { name: `+${more} more` });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(talentsOf(plan)).toEqual(plan.talents);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      await user.click(card(plan).getByRole('button', { name: 'Show fewer' }));
      expect(talentsOf(plan)).toEqual(plan.talents.slice(0, MAX_TALENTS_LISTED));
    }
    expect(plans.some((plan) => plan.talents.length > MAX_TALENTS_LISTED)).toBe(true);
  });

  it('shows the plan note on every card, and the business-hours note and special offer on the call receptionist card only', () => {
    renderPlans();
    for (const plan of plans) {
      expect(card(plan).getByText('40 hours per week, Monday to Friday.')).toBeTruthy();
      const receptionist = plan.key === 'call_receptionist';
      expect(card(plan).queryByText(/^Business-hours coverage/) !== null, plan.key).toBe(receptionist);
      expect(card(plan).queryByText(/^Special offer/) !== null, plan.key).toBe(receptionist);
    }
  });

  it('never promises the 40-hour receptionist round-the-clock cover (issue 20)', () => {
    renderPlans();
    const receptionist = card(plans.find((plan) => plan.key === 'call_receptionist')!);
    const text = screen.getByRole('article', { name: 'Call Receptionist' }).textContent ?? '';
    expect(text).not.toMatch(/24\/7 (service|coverage)|around the clock|day and night|every day of the year/i);
    expect(receptionist.getByText(/answers calls 40 hours a week, Monday to Friday, in your time zone/)).toBeTruthy();
    expect(receptionist.getByText(/during your business hours/)).toBeTruthy();
  });

  it('Get Started stores exactly the monthly selection and goes to /getstarted', async () => {
    const { router } = renderPlans('CAN');
    const plan = plans.find((candidate) => candidate.key === 'jr_technical')!;
    await userEvent.click(card(plan).getByRole('button', { name: 'Increase talents' }));
    await userEvent.click(card(plan).getByRole('button', { name: 'Increase months' }));
    await userEvent.click(card(plan).getByRole('button', { name: 'Increase months' }));
    await userEvent.click(card(plan).getByRole('button', { name: 'Get Started' }));

    const expected = {
      region: 'CAN',
      role: 'jr_technical',
      amount: 14940,
      showAmount: 'CAD 14,940',
      noOfRoles: 2,
      noOfMonths: 3,
      billingCycle: 'monthly',
      description: 'Junior Technical — 2 talents × 3 months, billed monthly',
      currency: 'cad',
    };
    expect(JSON.parse(window.localStorage.getItem('subscription')!)).toEqual(expected);
    expect(readSubscription()).toEqual(expected);
    expect(router.state.location.pathname).toBe('/getstarted');
  });

  it('Get Started stores a yearly selection with one month, whatever the months counter said', async () => {
    renderPlans('US');
    const plan = plans.find((candidate) => candidate.key === 'call_receptionist')!;
    await userEvent.click(card(plan).getByRole('button', { name: 'Increase months' }));
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    await userEvent.click(card(plan).getByRole('button', { name: 'Get Started' }));

    expect(readSubscription()).toEqual({
      region: 'US',
      role: 'call_receptionist',
      amount: 3000,
      showAmount: '$3,000',
      noOfRoles: 1,
      noOfMonths: 1,
      billingCycle: 'yearly',
      description: 'Call Receptionist — 1 talent × 1 year, billed yearly',
      currency: 'usd',
    });
  });

  it("says an order past Stripe's cap on one charge is quoted instead, links the Teambuilder form, and disables Get Started", async () => {
    const { router } = renderPlans('US');
    const plan = plans.find((candidate) => candidate.key === 'sr_technical')!;
    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    const getStarted = card(plan).getByRole('button', { name: 'Get Started' }) as HTMLButtonElement;
    const increase = card(plan).getByRole('button', { name: 'Increase talents' });
    // 38 talents × $26,000 a year = $988,000: still payable online.
    for (let i = 1; i < 38; i += 1) fireEvent.click(increase);
    expect(card(plan).getByRole('status', { name: 'Number of talents' }).textContent).toBe('38');
    expect(card(plan).queryByText(largeOrder.message)).toBeNull();
    expect(getStarted.disabled).toBe(false);

    // 39 × $26,000 = $1,014,000, more than the $999,999.99 Stripe takes at once.
    // The notice's code was loaded when the number of talents first changed.
    fireEvent.click(increase);
    expect(await card(plan).findByText(largeOrder.message, { exact: false })).toBeTruthy();
    expect(card(plan).getByRole('link', { name: largeOrder.quoteLink }).getAttribute('href')).toBe('/teambuilder');
    expect(getStarted.disabled).toBe(true);
    await userEvent.click(getStarted);
    expect(readSubscription()).toBeNull();
    expect(router.state.location.pathname).toBe('/pricing');
    // The other cards (1 talent each) and the same card billed monthly stay payable.
    expect(screen.getAllByText(largeOrder.message, { exact: false })).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(card(plan).queryByText(largeOrder.message, { exact: false })).toBeNull();
    expect(getStarted.disabled).toBe(false);
  });

  it('with tax on, offers a quote from the count whose taxed charge could pass the cap: 35 US and 27 CAN Senior Technical talents a year', async () => {
    onlineOrder(true);
    for (const [region, fits] of [['US', 34], ['CAN', 26]] as const) {
      window.localStorage.setItem('region', region);
      const { unmount } = renderPlans(region);
      const plan = plans.find((candidate) => candidate.key === 'sr_technical')!;
      await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
      const getStarted = card(plan).getByRole('button', { name: 'Get Started' }) as HTMLButtonElement;
      const increase = card(plan).getByRole('button', { name: 'Increase talents' });
      // One past what fits once taxed (with tax off it would still be taken online).
      for (let i = 0; i < fits; i += 1) fireEvent.click(increase);
      expect(card(plan).getByRole('status', { name: 'Number of talents' }).textContent).toBe(String(fits + 1));
      expect(await card(plan).findByText(largeOrder.message, { exact: false })).toBeTruthy();
      expect(getStarted.disabled).toBe(true);
      fireEvent.click(card(plan).getByRole('button', { name: 'Decrease talents' }));
      expect(card(plan).queryByText(largeOrder.message, { exact: false })).toBeNull();
      expect(getStarted.disabled).toBe(false);
      unmount();
    }
  });
});
