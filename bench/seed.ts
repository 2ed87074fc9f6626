import type { SqlClient } from './sql-client.js';

/**
 * Fills a scratch database: 1,000 jobs (30 of them active, as on a real board) and 100,000
 * applicants spread over two years, with realistic names, statuses and experience.
 */
export async function seedBenchData(client: SqlClient, counts = { jobs: 1_000, activeJobs: 30, applicants: 100_000 }) {
  await client.query(
    `insert into jobs (title, type, description, location, language, responsibilities, requirements, benefits, training, operating_hours, is_active, posting_date)
     select (array['Customer Service Representative','Technical Support Specialist','Virtual Assistant','Bookkeeper','Medical Biller','Sales Development Representative','Content Writer','QA Analyst'])[1 + i % 8] || ' ' || i,
            (array['On-site','Hybrid','Remote'])[1 + i % 3],
            'Support US clients from our Manila office. Role number ' || i || '.',
            (array['Makati City, Metro Manila','Cebu City, Cebu','Davao City, Davao del Sur','Quezon City, Metro Manila'])[1 + i % 4] || ', Philippines',
            array['English'], array['Handle customer requests','Keep records up to date'], array['1+ year of experience'],
            array['HMO','13th month pay'], array['Two weeks of training'], 'Mon-Fri, 9 PM - 6 AM',
            i <= $2, now() - (i || ' hours')::interval
     from generate_series(1, $1) as i`,
    [counts.jobs, counts.activeJobs],
  );
  await client.query(
    `with job_ids as (select array_agg(id order by posting_date) as ids from jobs)
     insert into applicants (job_id, first_name, last_name, email, phone, zip_code, fluent_language, number_of_staff_handled,
                             is_willing_for_background_check, years_of_customer_service_experience, years_of_call_center_experience,
                             status, remarks, created_at, updated_at)
     select ids[1 + (i * 7919) % array_length(ids, 1)],
            (array['Maria','Jose','Ana','Juan','Angelica','Mark','Kristine','John','Patricia','Carlo','Jasmine','Miguel'])[1 + i % 12],
            (array['Santos','Reyes','Cruz','Bautista','Ocampo','Garcia','Mendoza','Torres','Tomas','Andrada','Castillo','Flores','Villanueva','Ramos'])[1 + (i / 12) % 14],
            'applicant' || i || '@example.com',
            '0917' || lpad((i % 10000000)::text, 7, '0'),
            lpad((1000 + i % 9000)::text, 4, '0'),
            (array['English','Spanish','French'])[1 + i % 3],
            (array['less than 5','5-15','15-50','above 50'])[1 + i % 4],
            i % 5 <> 0, 1 + i % 3, 1 + (i / 3) % 3,
            (array['Unread','Unread','Unread','Short Listed','Initial Interview','Final Interview','Job Offer'])[1 + i % 7],
            '', now() - ((i * 631) % (730 * 24 * 60) || ' minutes')::interval, now()
     from generate_series(1, $1) as i, job_ids`,
    [counts.applicants],
  );
  // What autovacuum does on a live database: fresh statistics and a visibility map for index-only scans.
  await client.query('vacuum analyze');
}
