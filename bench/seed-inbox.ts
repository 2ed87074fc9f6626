import type { SqlClient } from './sql-client.js';

/**
 * 100,000 inquiries (bookings and quotes, about a quarter unread) and 100,000 contact messages
 * (a fifth unread) spread over two years, for the admin inbox pages.
 */
export async function seedInboxBenchData(client: SqlClient, counts = { inquiries: 100_000, messages: 100_000 }) {
  await client.query(
    `insert into inquiries (kind, first_name, last_name, email, phone, company, time_zone, date, time_from, time_to,
                            location, no_of_staff, message, is_okay_to_receive_marketing, is_read, comment, posting_date)
     select case when i % 3 = 0 then 'booking' else 'quote' end,
            (array['Jordan','Priya','Sam','Alex','Morgan','Taylor','Chris','Jamie','Riley','Casey'])[1 + i % 10],
            (array['Blake','Nair','Rivera','Kim','Lopez','Smith','Chen','Patel','Walker','Young','Hughes'])[1 + (i / 10) % 11],
            'lead' || i || '@example.com',
            '+1 512 555 ' || lpad((i % 10000)::text, 4, '0'),
            (array['Blake Dental','Northwind Logistics','Rivera Law','Summit Ledger','Bluecrest Retail','Acme Health'])[1 + i % 6] || ' ' || (i % 500),
            case when i % 3 = 0 then (array['UTC','EST','CST','MST','PST'])[1 + i % 5] end,
            case when i % 3 = 0 then (current_date + (i % 60))::date end,
            case when i % 3 = 0 then '09:30' end,
            case when i % 3 = 0 then '10:00' end,
            case when i % 3 <> 0 then (array['Austin, USA','Sydney, Australia','Toronto, Canada'])[1 + i % 3] end,
            case when i % 3 <> 0 then 1 + i % 20 end,
            case when i % 3 <> 0 then 'We need a team of ' || (1 + i % 20) || ' agents.' end,
            i % 2 = 0, i % 4 <> 0, '', now() - ((i * 631) % (730 * 24 * 60) || ' minutes')::interval
     from generate_series(1, $1) as i`,
    [counts.inquiries],
  );
  await client.query(
    `insert into contact_messages (full_name, email, phone, website, message, is_willing_to_receive_updates, comment, is_read, created_at)
     select (array['Sam','Jordan','Alex','Morgan','Taylor','Chris','Jamie','Riley'])[1 + i % 8] || ' ' ||
            (array['Rivera','Blake','Kim','Lopez','Smith','Chen','Patel','Walker','Young'])[1 + (i / 8) % 9],
            'sender' || i || '@example.com',
            '+1 415 555 ' || lpad((i % 10000)::text, 4, '0'),
            'https://company' || (i % 5000) || '.example.com',
            'Hello, we would like to talk about remote staff (' || i || ').',
            i % 2 = 0, '', i % 5 <> 0, now() - ((i * 977) % (730 * 24 * 60) || ' minutes')::interval
     from generate_series(1, $1) as i`,
    [counts.messages],
  );
  await client.query('vacuum analyze inquiries, contact_messages');
}
