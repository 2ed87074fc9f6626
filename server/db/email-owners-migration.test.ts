import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from './database.js';
import { databaseUrlFor, withAdminClient } from '../test/global-setup.js';

const backend = inject('testDatabase');
const statementsOf = (file: string) =>
  readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

/**
 * Migration 0022 on a database that already has accounts: who counts as verified, which talent
 * accounts stay customers, and that open invitations keep working as single-use links.
 */
describe.skipIf(backend.kind !== 'postgres')('migration 0022 (who owns an account\'s e-mail) on existing data', () => {
  it('verifies admins, paying customers and proven mailboxes, and keeps open invitations', async () => {
    if (backend.kind !== 'postgres') return;
    const name = `owners_${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${name}"`));
    try {
      await withAdminClient(databaseUrlFor(backend.serverUrl, name), async (client) => {
        const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).sort();
        const before = files.filter((file) => file < '0022');
        for (const file of before) for (const statement of statementsOf(file)) await client.query(statement);

        const user = async (email: string, kind: { isAdmin?: boolean; isTalent?: boolean } = {}) =>
          (
            await client.query<{ id: string }>(`insert into users (name, email, password_hash, is_admin, is_talent) values ('A', $1, 'x', $2, $3) returning id`, [
              email,
              kind.isAdmin === true,
              kind.isTalent === true,
            ])
          ).rows[0]!.id;
        await user('admin@example.com', { isAdmin: true });
        const payer = await user('payer@example.com');
        await user('plain@example.com');
        const reset = await user('reset@example.com');
        const talent = await user('talent@example.com', { isTalent: true });
        const invited = await user('invited@example.com', { isTalent: true });
        await client.query(
          `insert into subscriptions (user_id, stripe_subscription_id, stripe_customer_id, status, plan, region, billing_cycle, description, currency,
             unit_amount, quantity, period_amount, interval, interval_count, created_at)
           values ($1, 'sub_1', 'cus_1', 'active', 'junior-technical', 'US', 'monthly', 'One', 'usd', 100000, 1, 100000, 'month', 1, now())`,
          [payer],
        );
        await client.query(`insert into password_reset_tokens (user_id, token_hash, expires_at, used_at) values ($1, 'h1', now(), now())`, [reset]);
        const job = (await client.query<{ id: string }>(`insert into jobs (title, description, location, operating_hours) values ('T', 'D', 'L', '9-5') returning id`)).rows[0]!.id;
        const applicant = async (email: string) =>
          (
            await client.query<{ id: string }>(
              `insert into applicants (job_id, first_name, last_name, email, phone, zip_code, fluent_language, number_of_staff_handled,
                 is_willing_for_background_check, years_of_customer_service_experience, years_of_call_center_experience, status)
               values ($1, 'F', 'L', $2, '1', '1000', 'English', '0', true, 1, 1, 'Hired') returning id`,
              [job, email],
            )
          ).rows[0]!.id;
        const talentApplicant = await applicant('talent@example.com');
        const invitedApplicant = await applicant('invited@example.com');
        await client.query(`insert into talent_accounts (applicant_id, user_id) values ($1, $2), ($3, $4)`, [talentApplicant, talent, invitedApplicant, invited]);
        await client.query(`insert into talent_invitations (user_id, token_hash, expires_at, used_at) values ($1, 'used', now() + interval '1 day', now())`, [talent]);
        await client.query(`insert into talent_invitations (user_id, token_hash, expires_at) values ($1, 'open', now() + interval '3 days')`, [invited]);

        for (const statement of statementsOf(files.find((file) => file.startsWith('0022'))!)) await client.query(statement);

        const rows = (await client.query<{ email: string; verified: boolean; is_customer: boolean }>(
          `select email, email_verified_at is not null as verified, is_customer from users order by email`,
        )).rows;
        expect(Object.fromEntries(rows.map((row) => [row.email, [row.verified, row.is_customer]]))).toEqual({
          'admin@example.com': [true, true],
          'invited@example.com': [false, false],
          'payer@example.com': [true, true],
          'plain@example.com': [false, true],
          'reset@example.com': [true, true],
          'talent@example.com': [true, false],
        });
        const links = (await client.query(`select purpose, token_hash, subject_id, email, used_at from single_use_tokens`)).rows;
        expect(links).toEqual([{ purpose: 'talent_invitation', token_hash: 'open', subject_id: invitedApplicant, email: 'invited@example.com', used_at: null }]);
        expect((await client.query(`select to_regclass('talent_invitations') as t`)).rows[0].t).toBeNull();
      });
    } finally {
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  });
});
