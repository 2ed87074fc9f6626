import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditIntegrity } from '../../../contract/audit-log.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { bearer } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { checkAnchor, GENESIS_HASH, hashOfRow, parseAnchor, verifyAuditChain, walkAuditChain } from './audit-chain.js';
import { readChainPage } from './audit-log.repository.js';
import { recordAdminAction } from './audit.public.js';

const ctx = useTestApp({ admin: true, customer: true });

const record = (detail: Record<string, unknown>, userAgent: string | null = 'ChainTest/1.0') =>
  recordAdminAction(ctx.db, {
    actor: { id: ctx.admin.id, email: ctx.admin.email },
    action: 'job.updated',
    target: { type: 'job', id: null },
    detail,
    origin: { ip: '192.0.2.7', userAgent },
  });

/** What the admin page is told. */
async function integrityRoute(): Promise<AuditIntegrity> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/audit-log/integrity', headers: bearer(ctx.admin) });
  expect(response.statusCode).toBe(200);
  return response.json<AuditIntegrity>();
}

/**
 * Runs `change` as the table's owner with its triggers off, as an owner who tampers would. Rows
 * kept aside for the next call go in a plain table (`kept`): each call may get another of the
 * pool's connections, which would not see a temporary table.
 */
async function asOwnerWithoutTriggers(change: string) {
  await ctx.database.executeSql(`alter table audit_log disable trigger user; ${change}; alter table audit_log enable trigger user`);
}

async function chainRows() {
  return readChainPage(ctx.db, 0, 1_000);
}

describe('the chain as written', () => {
  it('an empty log is intact with 0 rows; the route is for admins only', async () => {
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ rowCount: 0, intact: true, firstBreak: null });
    await expectAdminOnly(ctx.app, [{ method: 'GET', url: '/api/v1/audit-log/integrity' }], ctx);
  });

  it('links every row to the one before, and the database and the checker hash the same bytes', async () => {
    await record({ fields: ['title'], note: 'Ünïcödé ☃ "quoted" \\ back\nline', nested: { b: 1.50, a: [true, null] } });
    await record({}, null);
    await record({ emoji: '👩🏽‍💻', long: 'x'.repeat(3000), 'key with : and S1': 'S1:' });
    const rows = await chainRows();
    expect(rows.map((row) => row.sequence)).toEqual([1, 2, 3]);
    expect(rows[0]!.previousHash).toBe(GENESIS_HASH);
    expect(rows[1]!.previousHash).toBe(rows[0]!.hash);
    expect(rows[2]!.previousHash).toBe(rows[1]!.hash);
    const byDatabase = (await ctx.db.execute(sql`select audit_log_hash(a) as hash from audit_log a order by sequence`)) as unknown as {
      rows: { hash: string }[];
    };
    expect(rows.map(hashOfRow)).toEqual(byDatabase.rows.map((row) => row.hash));
    expect(rows.map((row) => row.hash)).toEqual(byDatabase.rows.map((row) => row.hash));

    const report = await verifyAuditChain(ctx.db);
    expect(report).toMatchObject({ rowCount: 3, intact: true, firstBreak: null });
    for (const pageSize of [1, 2, 3]) expect(await verifyAuditChain(ctx.db, { pageSize })).toMatchObject({ rowCount: 3, intact: true });
    expect(await integrityRoute()).toMatchObject({ rowCount: 3, intact: true, firstBreak: null });
  });

  it('inserts from many transactions at once take turns: one line, no number twice, time in chain order', async () => {
    const before = (await chainRows()).length;
    await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        ctx.db.transaction(async (tx) => {
          await recordAdminAction(tx, {
            actor: { id: ctx.admin.id, email: ctx.admin.email },
            action: 'job.updated',
            target: { type: 'job', id: `concurrent-${n}` },
            origin: { ip: null, userAgent: null },
          });
          // Held a moment, as an action's own writes would, so others queue behind the lock.
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      ),
    );
    const rows = await chainRows();
    expect(rows.length).toBe(before + 24);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
    const times = rows.map((row) => row.occurredAt);
    expect([...times].sort()).toEqual(times);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ rowCount: before + 24, intact: true });
    await asOwnerWithoutTriggers(`delete from audit_log where target_id like 'concurrent-%'`);
  });

  it('an insert cannot pick its place, its time or its hash', async () => {
    const before = Date.now();
    await ctx.db.execute(sql`
      insert into audit_log (sequence, occurred_at, actor_id, actor_email, action, target_type, previous_hash, hash)
      values (99, '2001-01-01T00:00:00Z', ${ctx.admin.id}, ${ctx.admin.email}, 'job.created', 'job', ${GENESIS_HASH}, 'chosen')`);
    const last = (await chainRows()).at(-1)!;
    expect(last.sequence).toBe(4);
    expect(Date.parse(last.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(last.hash).toBe(hashOfRow(last));
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });
});

describe('tampering as the owner', () => {
  it('a deleted row is reported missing, at its sequence number', async () => {
    const [, second] = await chainRows();
    await asOwnerWithoutTriggers(`create table kept as select * from audit_log where sequence = 2; delete from audit_log where sequence = 2`);
    const expected = { kind: 'missing', sequence: 2, entryId: null, occurredAt: null };
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ rowCount: 3, intact: false, firstBreak: expected });
    expect((await integrityRoute()).firstBreak).toEqual(expected);

    await asOwnerWithoutTriggers('insert into audit_log select * from kept; drop table kept');
    expect((await chainRows())[1]!.id).toBe(second!.id);
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });

  it('a changed row is reported changed: its content no longer gives its hash', async () => {
    const third = (await chainRows())[2]!;
    for (const change of [
      `actor_email = 'someone-else@example.com'`,
      `occurred_at = occurred_at - interval '1 microsecond'`,
      `detail = '{"emoji": "👩🏽‍💻"}'`,
      `user_agent = null`,
    ]) {
      await asOwnerWithoutTriggers(`create table kept as select * from audit_log where sequence = 3; update audit_log set ${change} where sequence = 3`);
      const expected = { kind: 'changed', sequence: 3, entryId: third.id };
      expect((await verifyAuditChain(ctx.db)).firstBreak, change).toMatchObject(expected);
      expect((await integrityRoute()).firstBreak, change).toMatchObject(expected);
      await asOwnerWithoutTriggers('delete from audit_log where sequence = 3; insert into audit_log select * from kept; drop table kept');
    }
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });

  it('a forged row put in the middle, renumbering those after it, is reported inserted where the chain stops linking', async () => {
    const rows = await chainRows();
    await asOwnerWithoutTriggers(`
      create table kept as select * from audit_log;
      update audit_log set sequence = sequence + 1000 where sequence >= 2;
      update audit_log set sequence = sequence - 999 where sequence >= 1000;
      insert into audit_log (sequence, occurred_at, actor_id, actor_email, action, target_type, detail, previous_hash, hash)
        values (2, '${rows[0]!.occurredAt}', '${ctx.admin.id}', '${ctx.admin.email}', 'payment.refunded', 'payment', '{"amount": 100000}', '${rows[0]!.hash}', '');
      update audit_log a set hash = audit_log_hash(a) where sequence = 2`);
    // The forged row itself links and hashes well (its forger knew how); the genuine row after it does not link.
    const expected = { kind: 'inserted', sequence: 3, entryId: rows[1]!.id };
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ rowCount: 5, intact: false, firstBreak: expected });
    // The same across pages: the break is on the second page of two rows.
    expect(await verifyAuditChain(ctx.db, { pageSize: 2 })).toMatchObject({ rowCount: 5, intact: false, firstBreak: expected });
    expect((await integrityRoute()).firstBreak).toMatchObject(expected);
    await asOwnerWithoutTriggers('delete from audit_log; insert into audit_log select * from kept; drop table kept');

    await asOwnerWithoutTriggers(`
      insert into audit_log (sequence, occurred_at, actor_id, actor_email, action, target_type, previous_hash, hash)
        values (5, '2001-01-01T00:00:00Z', '${ctx.admin.id}', '${ctx.admin.email}', 'job.created', 'job', '${rows[1]!.hash}', '');
      update audit_log a set hash = audit_log_hash(a) where sequence = 5`);
    expect((await verifyAuditChain(ctx.db)).firstBreak).toMatchObject({ kind: 'inserted', sequence: 5 });
  });

  it('an owner who writes the whole chain again passes the check, but not a hash noted before', async () => {
    const { end } = await walkAuditChain(ctx.db);
    const noted = parseAnchor(`${end!.sequence}:${end!.hash}`)!;
    expect(await checkAnchor(ctx.db, noted)).toEqual({ holds: true, found: end!.hash });
    await asOwnerWithoutTriggers(`
      create table kept as select * from audit_log;
      update audit_log set actor_email = 'someone-else@example.com' where sequence = 1;
      do $$ declare entry audit_log; previous text := repeat('0', 64); begin
        for entry in select * from audit_log order by sequence loop
          entry.previous_hash := previous;
          previous := audit_log_hash(entry);
          update audit_log set previous_hash = entry.previous_hash, hash = previous where id = entry.id;
        end loop;
      end $$`);
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
    const anchor = await checkAnchor(ctx.db, noted);
    expect(anchor.holds).toBe(false);
    expect(anchor.found).toMatch(/^[0-9a-f]{64}$/);
    expect(await checkAnchor(ctx.db, { sequence: 999, hash: noted.hash })).toEqual({ holds: false, found: null });
    expect(parseAnchor('12:abc')).toBeUndefined();
    await asOwnerWithoutTriggers('delete from audit_log; insert into audit_log select * from kept; drop table kept');
    expect((await checkAnchor(ctx.db, noted)).holds).toBe(true);
  });
});
