import { sql } from 'drizzle-orm';
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

async function namesOf(ids: string[]) {
  const { rows } = (await database.db.execute(sql`select id, full_name from contact_messages`)) as unknown as {
    rows: { id: string; full_name: string }[];
  };
  const byId = new Map(rows.map((row) => [row.id, row.full_name]));
  return ids.map((id) => byId.get(id));
}

describe('listCache', () => {
  it('answers pages across the 1,000-id chunks in order, counting each filter once', async () => {
    await insertMessages();
    const cache = listCache();
    const { source, calls } = messagesSource();

    const first = await cache.page(database.db, source, 0, 15);
    expect(first.total).toBe(1_010);
    expect(await namesOf(first.ids)).toEqual(Array.from({ length: 15 }, (_, i) => `Sender ${String(i).padStart(4, '0')}`));
    // Rows 990–1004 lie in the first chunk and the second; the last page is short.
    const across = await cache.page(database.db, source, 990, 15);
    expect(await namesOf(across.ids)).toEqual(Array.from({ length: 15 }, (_, i) => `Sender ${String(990 + i).padStart(4, '0')}`));
    expect(await namesOf((await cache.page(database.db, source, 1_005, 15)).ids)).toEqual(
      ['1005', '1006', '1007', '1008', '1009'].map((n) => `Sender ${n}`),
    );
    expect((await cache.page(database.db, source, 1_020, 15)).ids).toEqual([]);
    expect(calls).toEqual({ count: 1, ids: 2 });
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
});
