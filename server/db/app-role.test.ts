import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { AuditIntegrity } from '../../contract/audit-log.js';
import type { SessionUser } from '../../contract/users.js';
import { buildApp } from '../app.js';
import { recordAdminAction } from '../features/audit/audit.public.js';
import { verifyAuditChain } from '../features/audit/audit-chain.js';
import { bearer, createAdminSession, registerCustomer } from '../test/factories.js';
import { databaseUrlFor, withAdminClient } from '../test/global-setup.js';
import { describeWithServers } from '../test/needs-server.js';
import { testConfig } from '../test/test-config.js';
import { rememberTestDatabase } from '../test/test-app.js';
import { auditLogRewriteRisk } from './app-role.js';
import { openDatabase, type DatabaseHandle } from './database.js';

/**
 * The deployment docker-compose shows: a database owned by a role that is no superuser, migrated
 * as that role, and the app connected as another role. Roles are cluster-wide, so each run makes
 * its own and drops them after.
 */
const backend = inject('testDatabase');
const suffix = randomBytes(4).toString('hex');
const ownerRole = `audit_owner_${suffix}`;
const appRole = `audit_app_${suffix}`;
const databaseName = `audit_roles_${suffix}`;

const urlAs = (role: string) => {
  if (backend.kind !== 'postgres') throw new Error('Postgres only');
  const url = new URL(databaseUrlFor(backend.serverUrl, databaseName));
  url.username = role;
  url.password = `pw_${suffix}`;
  return url.toString();
};

/** `npm run audit:verify` with the settings of this deployment. */
async function runVerifyCommand(...args: string[]): Promise<{ code: number; stdout: string }> {
  const script = fileURLToPath(new URL('../scripts/audit-verify.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: '/nonexistent', DATABASE_URL: urlAs(appRole), MIGRATION_DATABASE_URL: urlAs(ownerRole) };
  try {
    const { stdout } = await promisify(execFile)(tsx, [script, ...args], { env, timeout: 60_000 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

let database: DatabaseHandle;
let owner: DatabaseHandle;
let app: FastifyInstance;
let admin: SessionUser;

describeWithServers(['postgres'], 'the app role against the owner role (Postgres)', () => {
  beforeAll(async () => {
    if (backend.kind !== 'postgres') return;
    await withAdminClient(backend.serverUrl, async (client) => {
      await client.query(`create role "${ownerRole}" login password 'pw_${suffix}'`);
      await client.query(`create role "${appRole}" login password 'pw_${suffix}'`);
      await client.query(`create database "${databaseName}" owner "${ownerRole}"`);
    });
    database = await openDatabase({ databaseUrl: urlAs(appRole), migrationDatabaseUrl: urlAs(ownerRole) });
    owner = await openDatabase({ databaseUrl: urlAs(ownerRole) });
    app = await buildApp({ config: testConfig(), database });
    rememberTestDatabase(app, database.db);
    await app.ready();
    admin = await createAdminSession(app, database.db);
  });

  afterAll(async () => {
    if (backend.kind !== 'postgres') return;
    await app?.close();
    await database?.close();
    await owner?.close();
    await withAdminClient(backend.serverUrl, async (client) => {
      await client.query(`drop database if exists "${databaseName}" with (force)`);
      await client.query(`drop role if exists "${appRole}"`);
      await client.query(`drop role if exists "${ownerRole}"`);
    });
  });

  const recordAs = (handle: DatabaseHandle) =>
    recordAdminAction(handle.db, {
      actor: { id: admin.id, email: admin.email },
      action: 'job.created',
      target: { type: 'job', id: null },
      origin: { ip: '192.0.2.1', userAgent: null },
    });

  it('runs as a role that is neither the owner of audit_log nor a superuser', async () => {
    const { rows } = await database.executeSql(
      `select current_user as role, (select rolsuper from pg_roles where rolname = current_user) as superuser,
        (select tableowner from pg_tables where tablename = 'audit_log') as owner`,
    );
    expect(rows[0]).toEqual({ role: appRole, superuser: false, owner: ownerRole });
    expect(database.description).toContain(`as ${appRole} (migrations as ${ownerRole})`);
    // What start-up warns about in production: nothing for this role, the owner for the owner.
    expect(await auditLogRewriteRisk(database)).toBeUndefined();
    expect(await auditLogRewriteRisk(owner)).toMatch(new RegExp(`role ${ownerRole} owns audit_log`));
  });

  it('keeps full use of the other tables and of the task queue', async () => {
    const customer = await registerCustomer(app);
    expect((await app.inject({ url: '/api/v1/users/second-factor', headers: bearer(customer) })).statusCode).toBe(200);
    // A reset mail is a task in the queue.
    const reset = await app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    expect(reset.statusCode).toBeLessThan(300);
    const job = await app.inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: bearer(admin),
      payload: { title: 'Role Analyst', description: 'd', responsibilities: ['r'], operatingHours: '9-5', requirements: ['q'], location: 'Remote', language: ['English'] },
    });
    expect(job.statusCode).toBe(201);
    const jobId = job.json().job._id as string;
    expect((await app.inject({ method: 'PUT', url: `/api/v1/jobs/${jobId}`, headers: bearer(admin), payload: { title: 'Renamed' } })).statusCode).toBe(200);
    const { rows } = await database.executeSql('select count(*)::int as n from pgboss.job');
    expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('may add to and read the audit log, and nothing else', async () => {
    await recordAs(database);
    const report = await verifyAuditChain(database.db);
    expect(report).toMatchObject({ intact: true, firstBreak: null });
    expect(report.rowCount).toBeGreaterThanOrEqual(2);

    const refused = [
      'alter table audit_log disable trigger user',
      'alter table audit_log disable trigger audit_log_chain',
      'alter table audit_log owner to current_user',
      'drop trigger audit_log_no_update_or_delete on audit_log',
      'delete from audit_log',
      `update audit_log set actor_email = 'x@example.com'`,
      'truncate audit_log',
      'set session_replication_role = replica',
      'create or replace function audit_log_hash(r audit_log) returns text language sql as $$ select r.hash $$',
    ];
    for (const statement of refused) {
      // Refused for want of a privilege, not only by the append-only trigger (whose message differs).
      await expect(database.executeSql(statement), statement).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(/^(permission denied|must be owner)/),
      });
    }
    expect((await verifyAuditChain(database.db)).rowCount).toBe(report.rowCount);
  });

  it("the owner's tampering is named by the check the app runs, and by the admin route", async () => {
    await recordAs(database);
    await recordAs(database);
    const before = await verifyAuditChain(database.db);
    expect(before.intact).toBe(true);
    const intact = await runVerifyCommand();
    expect(intact.code).toBe(0);
    expect(intact.stdout).toMatch(new RegExp(`^intact, ${before.rowCount} rows \\(.* as ${appRole} `));
    const anchor = intact.stdout.match(new RegExp(`^last row: (${before.rowCount}:[0-9a-f]{64})$`, 'm'))?.[1];
    expect(anchor).toBeDefined();
    // The owner cannot turn replication off either, but it can disable its own table's triggers.
    await expect(owner.executeSql('set session_replication_role = replica')).rejects.toMatchObject({ code: '42501' });
    const { rows } = await owner.executeSql('select max(sequence)::int - 1 as target from audit_log');
    const target = (rows[0] as { target: number }).target;
    await owner.executeSql(`alter table audit_log disable trigger user; delete from audit_log where sequence = ${target}; alter table audit_log enable trigger user`);

    const expected = { kind: 'missing', sequence: target, entryId: null, occurredAt: null };
    expect(await verifyAuditChain(database.db)).toMatchObject({ rowCount: before.rowCount - 1, intact: false, firstBreak: expected });
    const route = await app.inject({ url: '/api/v1/audit-log/integrity', headers: bearer(admin) });
    expect(route.json<AuditIntegrity>()).toMatchObject({ intact: false, firstBreak: expected });
    const broken = await runVerifyCommand('--anchor', anchor!);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(new RegExp(`^broken at sequence ${target}: a row is missing`));
    // The last row, noted before, was not touched.
    expect(broken.stdout).toMatch(new RegExp(`^anchor ${before.rowCount} holds$`, 'm'));

    // Actions go on being recorded, after the break.
    await recordAs(database);
    expect(await verifyAuditChain(database.db)).toMatchObject({ rowCount: before.rowCount, intact: false, firstBreak: expected });
  });
});
