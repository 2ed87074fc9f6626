import type { SqlClient } from './sql-client.js';

/**
 * 10,000 subscriptions of 2,000 customers (1 to 3 seats each; nine in ten staffable, the rest
 * canceled), paid over the last five years (spread alike whatever the count), for the Staffing page
 * and for the timesheet weeks of its talents (about 1,250,000 fit inside their placements). The applicants with a job offer
 * (one in seven of the 100,000) are hired, and about six seats in ten get one of them; 500 of those
 * placements had a talent before them (ended, replaced) and 200 have a pending replacement request.
 */
export async function seedStaffingBenchData(client: SqlClient, counts = { customers: 2_000, subscriptions: 10_000 }) {
  await client.query(
    `insert into users (name, email, password_hash)
     select (array['Jordan','Priya','Sam','Alex','Morgan','Taylor','Chris','Jamie','Riley','Casey'])[1 + i % 10] || ' ' ||
            (array['Blake','Nair','Rivera','Kim','Lopez','Smith','Chen','Patel','Walker','Young','Hughes'])[1 + (i / 10) % 11],
            'customer' || i || '@example.com', 'not-a-password-hash'
     from generate_series(1, $1) as i`,
    [counts.customers],
  );
  await client.query(
    `with customers as (select array_agg(id order by email) as ids from users where email like 'customer%@example.com')
     insert into subscriptions (stripe_subscription_id, stripe_customer_id, user_id, status, plan, region, billing_cycle, description,
                                currency, unit_amount, quantity, period_amount, interval, interval_count, start_date, current_period_end, created_at)
     select 'sub_bench_' || i, 'cus_bench_' || (i % $2), ids[1 + i % array_length(ids, 1)],
            case when i % 10 = 0 then 'canceled' else 'active' end,
            (array['call_receptionist','jr_non_technical','jr_technical','sr_non_technical','sr_technical'])[1 + i % 5],
            'US', 'monthly', 'Bench plan ' || i, 'usd', 200000, 1 + i % 3, 200000 * (1 + i % 3), 'month', 1,
            now() - ((i * 613 * $3) % (5 * 365 * 24 * 60) || ' minutes')::interval,
            now() + interval '20 days',
            now() - ((i * 613 * $3) % (5 * 365 * 24 * 60) || ' minutes')::interval
     from generate_series(1, $1) as i, customers`,
    [counts.subscriptions, counts.customers, Math.max(1, Math.round(10_000 / counts.subscriptions))],
  );
  await client.query(`update applicants set status = 'Hired' where status = 'Job Offer'`);
  // Six seats in ten of the staffable subscriptions, each with a talent of its own.
  await client.query(
    `with seats as (
       select s.id as subscription_id, seat, coalesce(s.start_date, s.created_at) as paid_since,
              row_number() over (order by s.id, seat) as n
       from subscriptions s, generate_series(1, s.quantity) as seat
       where s.status = 'active' and abs(hashtext(s.id::text || seat)) % 10 < 6
     ),
     talents as (select id, row_number() over (order by id) as n from applicants where status = 'Hired')
     insert into placements (subscription_id, seat, talent_id, start_date, time_zone, seat_open_since, created_at)
     select seats.subscription_id, seats.seat, talents.id, (seats.paid_since + interval '9 days')::date, 'America/New_York',
            seats.paid_since, seats.paid_since + interval '5 days'
     from seats join talents using (n)`,
  );
  await client.query(
    `with previous as (
       select p.subscription_id, p.seat, p.seat_open_since, p.start_date, t.id as talent_id
       from (select *, row_number() over (order by id) as n from placements) p
       join (select id, row_number() over (order by id desc) as n from applicants
             where status = 'Hired' and id not in (select talent_id from placements)) t using (n)
       where p.n <= 500
     )
     insert into placements (subscription_id, seat, talent_id, start_date, time_zone, seat_open_since, ended_at, end_date, end_kind, end_reason)
     select subscription_id, seat, talent_id, (seat_open_since + interval '2 days')::date, 'America/New_York', seat_open_since - interval '60 days',
            start_date::timestamptz, greatest(start_date - 1, (seat_open_since + interval '2 days')::date - 1), 'replaced', 'Replacement requested: bench'
     from previous`,
  );
  await client.query(
    `insert into replacement_requests (placement_id, requested_by, reason)
     select p.id, s.user_id, 'Bench request ' || p.id
     from placements p join subscriptions s on s.id = p.subscription_id
     where p.ended_at is null order by p.id limit 200`,
  );
  await client.query('vacuum analyze users, subscriptions, placements, replacement_requests, applicants');
}
