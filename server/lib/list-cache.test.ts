import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { contactMessages } from '../db/schema.js';
import { openTestDatabase } from '../test/test-database.js';
import { listCache, type ListSource } from './list-cache.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(contactMessages);
});

/** 1,010 messages, `Sender 0000` … `Sender 1009`, every tenth one read. */
async function insertMessages(count = 1_010) {
  await database.db.execute(sql`
    insert into contact_messages (full_name, email, phone, message, is_read)
    select 'Sender ' || lpad(i::text, 4, '0'), 'sender' || i || '@example.com', '+1 415 555 0100', 'Hello', i % 10 = 0
    from generate_series(0, ${count - 1}) as i`);
}

/** The messages list read straight from the table, counting the queries the cache lets through. */
function messagesSource(filter: { unread?: boolean } = {}) {
  const calls = { count: 0, ids: 0 };
  const where = filter.unread ? sql`where is_read = false` : sql``;
  const source: ListSource = {
    tables: ['contact_messages'],
    filterKey: JSON.stringify(filter),
    sortKey: 'name_asc',
    async count() {
      calls.count += 1;
      const { rows } = (await database.db.execute(sql`select count(*)::int as total from contact_messages ${where}`)) as unknown as {
        rows: { total: number }[];
      };
      return rows[0]!.total;
    },
    async ids(limit, offset) {
      calls.ids += 1;
      const { rows } = (await database.db.execute(
        sql`select id from contact_messages ${where} order by full_name, id limit ${limit} offset ${offset}`,
      )) as unknown as { rows: { id: string }[] };
      return rows.map((row) => row.id);
    },
  };
  return { source, calls };
}

/** The same list told how a message bears on it: the cache then follows writes instead of reading again. */
function followedSource(filter: { unread?: boolean } = {}, beforeCount: () => Promise<unknown> = async () => {}) {
  const { source, calls } = messagesSource(filter);
  const where = filter.unread ? sql`${contactMessages.isRead} = false` : sql`true`;
  const followed: ListSource & { calls: { among: number; amongIds: number } } = {
    ...source,
    calls: { among: 0, amongIds: 0 },
    async count() {
      await beforeCount();
      return source.count();
    },
    async idsAmong(ids) {
      followed.calls.among += 1;
      followed.calls.amongIds = ids.length;
      const { rows } = (await database.db.execute(
        sql`select id from contact_messages where ${where} and ${inArray(contactMessages.id, ids)} order by full_name, id`,
      )) as unknown as { rows: { id: string }[] };
      return rows.map((row) => row.id);
    },
    rows: { table: contactMessages, where, order: [sql`${contactMessages.fullName}`] },
  };
  return { source: followed, calls };
}

/** What the database says, to hold the cache's answers to. */
async function truth(filter: { unread?: boolean }) {
  const { rows } = (await database.db.execute(
    sql`select id from contact_messages ${filter.unread ? sql`where is_read = false` : sql``} order by full_name, id`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}

async function namesOf(ids: string[]) {
  const { rows } = (await database.db.execute(sql`select id, full_name from contact_messages`)) as unknown as {
    rows: { id: string; full_name: string }[];
  };
  const byId = new Map(rows.map((row) => [row.id, row.full_name]));
  return ids.map((id) => byId.get(id));
}

describe('listCache', () => {
  it('answers pages across the 200-id chunks in order, counting each filter once', async () => {
    await insertMessages();
    const cache = listCache();
    const { source, calls } = messagesSource();

    const first = await cache.page(database.db, source, 0, 15);
    expect(first.total).toBe(1_010);
    expect(await namesOf(first.ids)).toEqual(Array.from({ length: 15 }, (_, i) => `Sender ${String(i).padStart(4, '0')}`));
    // Rows 990–1004 lie across two chunks (800–999 and 1000–1199); the last page is short.
    const across = await cache.page(database.db, source, 990, 15);
    expect(await namesOf(across.ids)).toEqual(Array.from({ length: 15 }, (_, i) => `Sender ${String(990 + i).padStart(4, '0')}`));
    expect(await namesOf((await cache.page(database.db, source, 1_005, 15)).ids)).toEqual(
      ['1005', '1006', '1007', '1008', '1009'].map((n) => `Sender ${n}`),
    );
    expect((await cache.page(database.db, source, 1_020, 15)).ids).toEqual([]);
    // The first chunk, then the two that rows 990–1004 lie across; the later pages are in the last.
    expect(calls).toEqual({ count: 1, ids: 3 });
  });

  it('reads again after any write to the table, however it was made', async () => {
    await insertMessages(30);
    const cache = listCache();
    const { source, calls } = messagesSource({ unread: true });
    expect((await cache.page(database.db, source, 0, 10)).total).toBe(27);
    expect((await cache.page(database.db, source, 10, 10)).total).toBe(27);
    expect(calls.count).toBe(1);

    // Not through the app: another instance, or by hand. The trigger bumps the version all the same.
    await database.db.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0001'`);
    expect((await cache.page(database.db, source, 0, 10)).total).toBe(26);
    await database.db.execute(sql`delete from contact_messages where full_name = 'Sender 0002'`);
    const afterDelete = await cache.page(database.db, source, 0, 10);
    expect(afterDelete.total).toBe(25);
    expect(await namesOf(afterDelete.ids)).not.toContain('Sender 0002');
    await database.db.execute(sql`insert into contact_messages (full_name, email, phone, message) values ('Sender 0000a', 'a@example.com', '1', 'Hi')`);
    expect(await namesOf((await cache.page(database.db, source, 0, 2)).ids)).toEqual(['Sender 0000a', 'Sender 0003']);
    expect(calls.count).toBe(4);
  });

  it("keeps its totals and ids through an admin's comment, or an update that changes nothing, and reads again when a listed column changes", async () => {
    await insertMessages(30);
    const cache = listCache();
    const { source, calls } = messagesSource({ unread: true });
    const before = await cache.page(database.db, source, 0, 10);

    await database.db.execute(sql`update contact_messages set comment = 'Called back' where full_name = 'Sender 0001'`);
    await database.db.execute(sql`update contact_messages set is_read = is_read`);
    expect(await cache.page(database.db, source, 0, 10)).toEqual(before);
    expect(calls).toEqual({ count: 1, ids: 1 });

    // The comment and a listed column in one statement: the list reads again.
    await database.db.execute(sql`update contact_messages set comment = 'Done', full_name = 'Sender 0099' where full_name = 'Sender 0001'`);
    const after = await cache.page(database.db, source, 0, 30);
    expect(after.total).toBe(27);
    expect((await namesOf(after.ids)).at(-1)).toBe('Sender 0099');
    expect(calls).toEqual({ count: 2, ids: 2 });
  });

  it('follows writes to a followed list from the rows they changed: exact totals and order, without counting again', async () => {
    await insertMessages(30);
    const cache = listCache();
    const unread = followedSource({ unread: true });
    const all = followedSource();
    const check = async () => {
      for (const { source, filter } of [
        { source: unread.source, filter: { unread: true } },
        { source: all.source, filter: {} },
      ]) {
        const expected = await truth(filter);
        const page = await cache.page(database.db, source, 0, 50);
        expect(page.total).toBe(expected.length);
        expect(page.ids).toEqual(expected);
      }
    };
    await check();
    expect([unread.calls, all.calls]).toEqual([{ count: 1, ids: 1 }, { count: 1, ids: 1 }]);

    // A message read: it leaves the unread list (its total moves by one; its first page is made from
    // the ids kept), and the whole list keeps its ids as they were.
    await database.db.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0001'`);
    await check();
    expect([unread.calls, all.calls]).toEqual([{ count: 1, ids: 1 }, { count: 1, ids: 1 }]);
    expect([unread.source.calls.among, all.source.calls.among]).toEqual([1, 0]);

    // Renamed (it moves in both), two new ones (one read), one deleted, one read and unread again in two statements.
    await database.db.execute(sql`update contact_messages set full_name = 'Sender 0099' where full_name = 'Sender 0003'`);
    await database.db.execute(sql`insert into contact_messages (full_name, email, phone, message, is_read)
      values ('Sender 0000a', 'a@example.com', '1', 'Hi', false), ('Sender 0000b', 'b@example.com', '1', 'Hi', true)`);
    await database.db.execute(sql`delete from contact_messages where full_name = 'Sender 0005'`);
    await database.db.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0007'`);
    await database.db.execute(sql`update contact_messages set is_read = false where full_name = 'Sender 0007'`);
    await check();
    // The same in one transaction, which is one version: weighed from the row as it was before it.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0008'`);
      await tx.execute(sql`update contact_messages set is_read = false where full_name = 'Sender 0008'`);
      await tx.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0009'`);
      await tx.execute(sql`update contact_messages set full_name = 'Sender 0009y' where full_name = 'Sender 0009'`);
    });
    await check();
    // A write to a message the unread list does not hold (read before and after) leaves its ids alone.
    const amongBefore = unread.source.calls.among;
    await database.db.execute(sql`update contact_messages set full_name = 'Sender 0010x' where full_name = 'Sender 0010'`);
    await check();
    expect(unread.source.calls.among).toBe(amongBefore);
    // Every list here fits in one chunk: it was never read again, only made from the ids kept.
    expect([unread.calls.ids, all.calls.ids]).toEqual([1, 1]);
    // Never counted again: every total came from the first count and the rows each write changed.
    expect([unread.calls.count, all.calls.count]).toEqual([1, 1]);
  });

  it('counts again when the log cannot say what changed: a statement of more than 1,000 rows, or a TRUNCATE', async () => {
    await insertMessages(30);
    const cache = listCache();
    const { source, calls } = followedSource({ unread: true });
    await cache.page(database.db, source, 0, 10);
    await insertMessages(1_001);
    expect((await cache.page(database.db, source, 0, 10)).total).toBe((await truth({ unread: true })).length);
    expect(calls.count).toBe(2);
    await database.db.execute(sql`truncate contact_messages`);
    expect((await cache.page(database.db, source, 0, 10)).total).toBe(0);
    expect(calls.count).toBe(3);
  });

  it('keeps no total counted while a write landed, so the writes after it are not counted twice', async () => {
    await insertMessages(30);
    const cache = listCache();
    let writeFirst = true;
    // The first count runs after a write the versions read before it did not see.
    const { source } = followedSource({ unread: true }, async () => {
      if (!writeFirst) return;
      writeFirst = false;
      await database.db.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0001'`);
    });
    expect((await cache.page(database.db, source, 0, 10)).total).toBe(26);
    await database.db.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0002'`);
    expect((await cache.page(database.db, source, 0, 10)).total).toBe(25);
    expect((await cache.page(database.db, source, 0, 10)).total).toBe((await truth({ unread: true })).length);
  });

  it('makes the first page of a longer list from the ids kept and the rows a write moved, and reads again past what it can know', async () => {
    await insertMessages(600);
    const cache = listCache();
    const { source, calls } = followedSource({ unread: true });
    const expectPage = async (offset: number, limit: number) => {
      const expected = await truth({ unread: true });
      const page = await cache.page(database.db, source, offset, limit);
      expect(page).toEqual({ total: expected.length, ids: expected.slice(offset, offset + limit) });
    };
    await expectPage(0, 20);
    expect(calls.ids).toBe(1);

    // Two leave the first page, one far down the list joins it (renamed to sort first), one far down leaves.
    await database.db.execute(sql`update contact_messages set is_read = true where full_name in ('Sender 0003', 'Sender 0004')`);
    await database.db.execute(sql`update contact_messages set full_name = 'Sender 0000z' where full_name = 'Sender 0501'`);
    await database.db.execute(sql`update contact_messages set is_read = true where full_name = 'Sender 0502'`);
    await expectPage(0, 20);
    expect([calls.ids, source.calls.among]).toEqual([1, 1]);
    // Only two pages and a half of the ids kept are weighed, with the rows the writes moved: 50,
    // two of which moved, and the two that moved from further down.
    expect(source.calls.amongIds).toBe(52);
    // The first chunk now ends at the last id kept that no write touched (what came after it was
    // never weighed), so a page reaching past it reads the list again; the second page does not.
    await expectPage(20, 20);
    expect(calls.ids).toBe(1);
    await expectPage(180, 20);
    expect(calls.ids).toBe(2);
  });
});
