import type { SqlClient } from './sql-client.js';
import { extraHourRate, findPlan } from '../contract/catalogues/plans.js';

/** One customer's account as the seed makes it: subscriptions of `seats` seats, their invoices, and weeks of some talents. */
export interface CustomerBenchCounts {
  subscriptions: number;
  /** At least 3: seat 1 was refilled, seat 2's talent logs the weeks, the last seat is open. */
  seats: number;
  /** A whole number of renewals per subscription, at least 3 (seat 1's first talent was replaced 70 days in). */
  invoices: number;
  /** Seat 2's talents of the first subscriptions who logged weeks (at most one per subscription). */
  timesheetPlacements: number;
  timesheetWeeks: number;
}

/** What the seeded account's pages must show (a figure of empty pages would be worth nothing). */
export function customerBenchShows(counts: CustomerBenchCounts) {
  return {
    subscriptions: counts.subscriptions,
    /** Seats 1 to seats − 1 filled; the last one open. */
    filledSeats: counts.subscriptions * (counts.seats - 1),
    /** Seat 1's first talent, replaced. */
    history: counts.subscriptions,
    /** Every week but the oldest waits for the next invoice. */
    extraHoursWaiting: counts.timesheetPlacements * (counts.timesheetWeeks - 1),
    invoices: counts.invoices,
  };
}

/**
 * One customer's account as /team, /team/billing, /subscription and /payments read it, inserted
 * set-based (generate_series) for the account `customerId`; `tag` (letters only) keeps the Stripe
 * ids and talents' addresses of one seeded customer apart from another's in the same database.
 * With the bench's figures' counts (sizes.ts):
 *  - 20 active monthly jr_technical subscriptions in USD, 10 seats each, each renewing 1 to 4 weeks ahead;
 *  - 200 placements of hired talents of their own: seats 1 to 9 filled (180), seat 10 open, and on
 *    seat 1 the talent it had before (20, replaced two months in), so each team has a history;
 *  - 500 paid invoices, 25 renewals of each subscription, over the last two years, each with its
 *    number, period, hosted page and PDF;
 *  - 48 approved weeks (4 weeks of 12 talents, decided more than 3 days ago so the server's
 *    extra-hours sweep leaves them alone), each with its extra hours billed: 36 waiting for the
 *    next invoice (12 not at Stripe yet, 24 on the upcoming invoice), 12 on the last renewal;
 *  - up to 9 seat changes: seats added and paid, one removal kept, two removals at the period's end, an
 *    addition waiting for its payment and one refused.
 * Answers the seconds it took, and the talents who logged weeks (their applicant ids), first subscription first.
 */
export async function seedCustomerBenchData(
  client: SqlClient,
  customerId: string,
  counts: CustomerBenchCounts,
  tag = 'custbench',
): Promise<{ seconds: number; talentsWithWeeks: string[] }> {
  if (!/^[a-z]+$/.test(tag)) throw new Error(`seedCustomerBenchData: the tag must be letters, not ${JSON.stringify(tag)}`);
  const renewals = counts.invoices / counts.subscriptions;
  if (counts.seats < 3 || !Number.isInteger(renewals) || renewals < 3 || counts.timesheetPlacements > counts.subscriptions) {
    throw new Error(`seedCustomerBenchData: counts ${JSON.stringify(counts)} do not make a customer (seats ≥ 3, 3 or more whole renewals, one talent with weeks per subscription at most)`);
  }
  const start = performance.now();
  const plan = findPlan('jr_technical')!;
  const unitAmount = plan.prices.US.monthly * 100;
  const { subscriptions, seats, timesheetPlacements, timesheetWeeks } = counts;
  const placements = subscriptions * seats;

  // Their talents: hired applicants of their own, so the seed does not depend on the other sections' data.
  await client.query(
    `with job as (select id from jobs order by posting_date desc limit 1)
     insert into applicants (job_id, first_name, last_name, email, phone, zip_code, fluent_language, number_of_staff_handled,
                             is_willing_for_background_check, years_of_customer_service_experience, years_of_call_center_experience,
                             status, remarks, created_at, updated_at)
     select job.id,
            (array['Maria','Jose','Ana','Juan','Angelica','Mark','Kristine','John','Patricia','Carlo','Jasmine','Miguel'])[1 + i % 12],
            (array['Santos','Reyes','Cruz','Bautista','Ocampo','Garcia','Mendoza','Torres','Tomas','Andrada','Castillo','Flores'])[1 + (i / 12) % 12],
            '${tag}-talent-' || lpad(i::text, 3, '0') || '@example.com', '0918' || lpad(i::text, 7, '0'), '1200', 'English', '5-15',
            true, 2, 1, 'Hired', '', now() - interval '3 years', now()
     from generate_series(1, $1) as i, job`,
    [placements],
  );
  // Each renews 1 to 4 weeks ahead, so its 25 renewals end in the current period.
  await client.query(
    `insert into subscriptions (stripe_subscription_id, stripe_customer_id, user_id, status, plan, region, billing_cycle, description,
                                currency, unit_amount, quantity, period_amount, interval, interval_count, payment_method_id,
                                payment_method_brand, payment_method_last4, latest_invoice_id, start_date, current_period_end, created_at)
     select 'sub_${tag}_' || s, 'cus_${tag}', $1, 'active', 'jr_technical', 'US', 'monthly', 'Junior Technical team ' || s, 'usd',
            $2::int, $3::int, $2::int * $3::int, 'month', 1, 'pm_${tag}', 'visa', '4242', 'in_${tag}_' || s || '_' || ($5::int - 1),
            period_end - make_interval(months => $5::int), period_end, period_end - make_interval(months => $5::int)
     from generate_series(1, $4) as s,
          lateral (select date_trunc('minute', now()) + make_interval(days => 6 + s) as period_end) as p`,
    [customerId, unitAmount, seats, subscriptions, renewals],
  );
  // Numbered as Stripe numbers a customer's invoices: one prefix, in the order they were made.
  await client.query(
    `with made as (
       select s, k, sub.stripe_subscription_id, sub.period_amount, sub.description, sub.start_date + make_interval(months => k) as period_start
       from generate_series(1, $2::int) as s
       cross join generate_series(0, $3::int - 1) as k
       join subscriptions sub on sub.stripe_subscription_id = 'sub_${tag}_' || s
     )
     insert into payments (stripe_invoice_id, stripe_subscription_id, user_id, payment_intent_id, payment_method, amount, currency, status,
                           billing_reason, plan, talents, billing_cycle, description, hosted_invoice_url, invoice_number, invoice_pdf_url,
                           period_start, period_end, created_at, paid_at)
     select 'in_${tag}_' || s || '_' || k, stripe_subscription_id, $1, 'pi_${tag}_' || s || '_' || k, 'card', period_amount, 'usd', 'paid',
            case when k = 0 then 'subscription_create' else 'subscription_cycle' end, 'jr_technical', $4, 'monthly', description,
            'https://invoice.stripe.com/i/acct_bench/in_${tag}_' || s || '_' || k,
            '${tag.slice(0, 4).toUpperCase()}7A1F2E-' || lpad((row_number() over (order by period_start, s))::text, 4, '0'),
            'https://pay.stripe.com/invoice/acct_bench/in_${tag}_' || s || '_' || k || '/pdf',
            period_start, period_start + interval '1 month', period_start, period_start + interval '2 minutes'
     from made`,
    [customerId, subscriptions, renewals, seats],
  );
  // Seats 2 to 10's first talents start 9 days after payment; seat 1's first talent (talent s·10) was replaced 2 months in.
  await client.query(
    `with talents as (select id, row_number() over (order by email) as n from applicants where email like '${tag}-talent-%@example.com'),
     subs as (select id, start_date, split_part(stripe_subscription_id, '_', 3)::int as s
              from subscriptions where stripe_subscription_id like 'sub_${tag}_%'),
     slots as (
       select subs.id as subscription_id, subs.s, subs.start_date, seat, (subs.s - 1) * $1 + seat as talent_n,
              case when seat = 1 then (subs.start_date + interval '70 days')::date else (subs.start_date + interval '9 days')::date end as start_date_of
       from subs, generate_series(1, $1 - 1) as seat
       union all
       select subs.id, subs.s, subs.start_date, 1, (subs.s - 1) * $1 + $1, (subs.start_date + interval '9 days')::date from subs
     )
     insert into placements (subscription_id, seat, talent_id, start_date, time_zone, seat_open_since, ended_at, end_date, end_kind, end_reason, created_at)
     select slots.subscription_id, slots.seat, talents.id, slots.start_date_of, 'America/New_York', slots.start_date,
            case when talent_n % $1 = 0 then (slots.start_date_of + 61)::timestamp at time zone 'America/New_York' end,
            case when talent_n % $1 = 0 then slots.start_date_of + 60 end,
            case when talent_n % $1 = 0 then 'replaced' end,
            case when talent_n % $1 = 0 then 'Replacement requested: bench' end,
            slots.start_date + interval '5 days'
     from slots join talents on talents.n = slots.talent_n`,
    [seats],
  );
  // Weeks 2 to 5 back of seat 2's talent on the first 12 subscriptions: a Saturday (4 h) or 2 h over on a Friday, by turns.
  const worked = await client.query<{ talent_id: string; subscription: string }>(
    `with worked as (
       select p.id as placement_id, p.talent_id, p.time_zone, w, date_trunc('week', now())::date - 7 * (w + 1) as week_start
       from placements p join subscriptions s on s.id = p.subscription_id,
            generate_series(1, $3) as w
       where s.stripe_subscription_id = any (select 'sub_${tag}_' || i from generate_series(1, $2) as i) and p.seat = 2 and p.ended_at is null
     )
     insert into timesheets (placement_id, customer_id, talent_id, week_start, quarter_hours, status, submitted_at, approve_by, decided_at, decided_by)
     select placement_id, $1, talent_id, week_start,
            array[32, 32, 32, 32, 32 + (w % 2) * 8, (1 - w % 2) * 16, 0]::smallint[], 'approved',
            (week_start + 4)::timestamp at time zone time_zone + interval '17 hours',
            (week_start + 10)::timestamp at time zone time_zone,
            (week_start + 8)::timestamp at time zone time_zone, $1
     from worked
     returning talent_id, (select stripe_subscription_id from placements p join subscriptions s on s.id = p.subscription_id where p.id = placement_id) as subscription`,
    [customerId, timesheetPlacements, timesheetWeeks],
  );
  // The week 5 back is on the last renewal; the others wait for the next invoice, the latest not at Stripe yet.
  await client.query(
    `with weeks as (
       select t.id, t.week_start, p.subscription_id, a.first_name || ' ' || a.last_name as talent,
              (date_trunc('week', now())::date - t.week_start) / 7 - 1 as w,
              (t.quarter_hours[1] + t.quarter_hours[2] + t.quarter_hours[3] + t.quarter_hours[4] + t.quarter_hours[5]) - 160 as overtime,
              t.quarter_hours[6] + t.quarter_hours[7] as weekend
       from timesheets t join placements p on p.id = t.placement_id join applicants a on a.id = t.talent_id
       where t.customer_id = $1
     )
     insert into extra_hour_charges (timesheet_id, revision, subscription_id, customer_id, week_start, quarter_hours, billed_quarter_hours,
                                     hourly_rate, amount, currency, description, status, stripe_invoice_item_id, stripe_invoice_id)
     select weeks.id, 0, subscription_id, $1, week_start, overtime + weekend, overtime + weekend, $2, round((overtime + weekend) * $2::int / 4.0), 'usd',
            'Extra hours: ' || talent || ', week of ' || to_char(week_start, 'FMDD Mon YYYY') || ': ' || trim_scale((overtime + weekend) / 4.0) || ' h (' ||
              case when weekend > 0 then trim_scale(weekend / 4.0) || ' h at the weekend' else trim_scale(overtime / 4.0) || ' h over the contracted hours' end || ')',
            case when w = 1 then 'waiting' when w = $3 then 'invoiced' else 'itemized' end,
            case when w > 1 then 'ii_${tag}_' || weeks.id end,
            case when w = $3 then (select latest_invoice_id from subscriptions where id = subscription_id) end
     from weeks`,
    [customerId, extraHourRate(plan, 'US'), timesheetWeeks],
  );
  await client.query(
    `with subs as (select id, start_date, current_period_end, split_part(stripe_subscription_id, '_', 3)::int as s
                   from subscriptions where stripe_subscription_id like 'sub_${tag}_%')
     insert into seat_changes (subscription_id, kind, status, from_quantity, to_quantity, seat, amount_due, stripe_invoice_id, effective_at, requested_by, created_at, updated_at)
     select id, change.kind, change.status, change.from_q, change.to_q, change.seat, change.amount_due, change.invoice,
            case change.status when 'scheduled' then current_period_end when 'applied' then start_date + interval '90 days' end, $1,
            coalesce(change.made_at, start_date + interval '90 days'), now()
     from subs join (values
       (1, 'add', 'applied', 9, 10, null::smallint, 120000, 'in_${tag}_seat_1', null::timestamptz),
       (2, 'add', 'applied', 9, 10, null, 95000, 'in_${tag}_seat_2', null),
       (3, 'add', 'applied', 9, 10, null, 40000, 'in_${tag}_seat_3', null),
       (4, 'add', 'applied', 9, 10, null, 180000, 'in_${tag}_seat_4', null),
       (5, 'remove', 'canceled', 10, 9, 10, null, null, null),
       (6, 'remove', 'scheduled', 11, 10, 11, null, null, now() - interval '3 days'),
       (7, 'remove', 'scheduled', 11, 10, 11, null, null, now() - interval '1 day'),
       (8, 'add', 'pending', 10, 11, null, 66000, 'in_${tag}_seat_pending', now() - interval '2 hours'),
       (9, 'add', 'failed', 10, 11, null, 72000, 'in_${tag}_seat_failed', now() - interval '6 days')
     ) as change (s, kind, status, from_q, to_q, seat, amount_due, invoice, made_at) using (s)`,
    [customerId],
  );
  await client.query('vacuum analyze users, applicants, subscriptions, payments, placements, timesheets, extra_hour_charges, seat_changes');
  const bySubscription = (row: { subscription: string }) => Number(row.subscription.split('_')[2]);
  const talentsWithWeeks = [...new Set(worked.rows.sort((a, b) => bySubscription(a) - bySubscription(b)).map((row) => row.talent_id))];
  return { seconds: (performance.now() - start) / 1000, talentsWithWeeks };
}
