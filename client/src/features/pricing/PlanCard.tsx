import { CalendarDays, Clock, ClockPlus, Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { company } from '@contract/catalogues/company';
import { extraHourPrice, quotePrice, type BillingCycle, type Plan } from '@contract/catalogues/plans';
import type { Region } from '@contract/catalogues/regions';
import { formatMoney } from '@/lib/money';
import { useRegion } from '@/lib/region';
import { awaitingStored } from '@/lib/session';
import { storeSubscription } from '@/lib/subscription-store';
import { Button } from '@/ui/Button';
import { useExceedsOnlineCharge } from '@/lib/online-order-terms';
import { Counter } from './Counter';
import { PlanTalents } from './PlanTalents';
import { buildSelection, MONTH_LIMITS, TALENT_LIMITS } from './selection';

/**
 * Said only once an order grows past what is paid online, which takes several more talents: its
 * code (with the alert it sits in) is loaded when the visitor first changes the number of talents,
 * not with the page.
 */
const loadLargeOrderNotice = () => import('@/ui/LargeOrderNotice');
const LargeOrderNotice = lazy(async () => ({ default: (await loadLargeOrderNotice()).LargeOrderNotice }));

export const PLAN_NOTE = '40 hours per week, Monday to Friday.';
/** Before the rate on every card: hours over the 40 of a week, and any on Saturday or Sunday. */
export const EXTRA_HOURS_LABEL = 'Extra and weekend hours:';
const RECEPTIONIST_PLAN = 'call_receptionist';
/** What one receptionist covers: the same 40 hours as every plan, so business hours, not 24/7. */
export const RECEPTIONIST_NOTE = company.receptionistCoverage.plan;

type Props = { plan: Plan; region: Region; cycle: BillingCycle; headingLevel: 'h2' | 'h3' };

/**
 * One plan: price for the region and cycle, talent and month counters, the total, and 'Get Started'
 * (disabled, with a link to ask for a quote, when the first charge is more than can be paid online).
 */
export function PlanCard({ plan, region, cycle, headingLevel: Heading }: Props) {
  // The prices wait unseen until the region is read, rather than showing US dollars first.
  const { known: regionKnown } = useRegion();
  const navigate = useNavigate();
  const headingId = useId();
  const [talents, setTalents] = useState(1);
  const [months, setMonths] = useState(1);
  const changeTalents = (count: number) => {
    void loadLargeOrderNotice();
    setTalents(count);
  };
  const monthly = cycle === 'monthly';
  const quote = quotePrice(plan, region, cycle, talents, months);
  const receptionist = plan.key === RECEPTIONIST_PLAN;
  // More than Stripe takes in one charge (with tax, when the site charges it): the server would refuse it, so offer a quote instead.
  const tooLarge = useExceedsOnlineCharge({ planKey: plan.key, region, cycle, talents });

  function getStarted() {
    storeSubscription(buildSelection({ plan, region, cycle, talents, months }));
    navigate('/getstarted');
  }

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${receptionist ? 'border-accent-500 ring-1 ring-accent-500' : 'border-slate-200'}`}
    >
      {receptionist ? (
        <p className="flex items-center gap-2 bg-accent-400 px-6 py-2 text-sm font-semibold text-brand-950">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Special offer: our lowest rate
        </p>
      ) : null}
      <div className="flex flex-1 flex-col gap-5 p-6">
        <div>
          <Heading id={headingId} className="text-xl font-bold text-brand-950">
            {plan.name}
          </Heading>
          <p className="mt-2 text-sm leading-relaxed text-slate-700 xl:min-h-[4.5rem]">{plan.description}</p>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-1">
          <span className="text-4xl font-bold tracking-tight whitespace-nowrap text-brand-950" data-testid="unit-price" {...awaitingStored(regionKnown)}>
            {formatMoney(quote.unitPrice, region)}
          </span>
          <span className="text-base font-medium text-slate-700">{monthly ? '/month' : '/year'}</span>
          <span className="w-full text-sm text-slate-600">per talent</span>
        </p>
        <div className="space-y-3 rounded-xl bg-slate-50 p-4">
          <Counter label="Number of talents" noun="talents" value={talents} {...TALENT_LIMITS} onChange={changeTalents} />
          {monthly ? (
            <Counter label="Number of months" noun="months" value={months} {...MONTH_LIMITS} onChange={setMonths} />
          ) : (
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              Annual billing covers 12 months, so there is no month count to choose.
            </p>
          )}
        </div>
        <div className="border-y border-slate-200 py-4">
          {/* An amount never breaks inside ('CAD' over '33,200'): on a narrow card the weekly figure goes under the total instead. */}
          <dl className="flex flex-wrap justify-between gap-x-4 gap-y-3">
            <div>
              <dt className="text-sm text-slate-600">Total</dt>
              <dd className="text-2xl font-bold whitespace-nowrap text-brand-950" data-testid="total" {...awaitingStored(regionKnown)}>
                {formatMoney(quote.total, region)}
              </dd>
            </div>
            <div className="ml-auto text-right">
              <dt className="text-sm text-slate-600">Per week</dt>
              <dd className="text-lg font-semibold whitespace-nowrap text-brand-900" data-testid="per-week" {...awaitingStored(regionKnown)}>
                about {formatMoney(Math.round(quote.perWeek), region)}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-right text-xs text-slate-600" data-testid="per-week-basis">
            Per week = {talents > 1 ? `${talents} talents × ` : ''}a year’s cost ÷ 52
          </p>
        </div>
        {tooLarge ? (
          <Suspense fallback={null}>
            <LargeOrderNotice />
          </Suspense>
        ) : null}
        <Button onClick={getStarted} disabled={tooLarge} aria-describedby={headingId} className="w-full py-3 text-base">
          Get Started
        </Button>
        <PlanTalents talents={plan.talents} />
        <div className="mt-auto space-y-2 text-sm text-slate-700">
          {receptionist ? (
            <p className="flex items-start gap-2 font-medium text-brand-900">
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {RECEPTIONIST_NOTE}
            </p>
          ) : null}
          <p className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            {PLAN_NOTE}
          </p>
          {/* The rate the invoice charges for approved extra hours (docs/decisions/0193), seen before buying. */}
          <p className="flex items-start gap-2" data-testid="extra-hour-rate">
            <ClockPlus className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              {EXTRA_HOURS_LABEL}{' '}
              <span className="font-semibold whitespace-nowrap text-brand-950" {...awaitingStored(regionKnown)}>
                {formatMoney(extraHourPrice(plan, region), region)}
              </span>{' '}
              an hour per talent
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
