import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle, Transaction } from './database.js';
import { seatChanges, subscriptions } from '../features/billing/billing.table.js';
import { placements } from '../features/placements/placements.table.js';
import { buildAccount } from '../test/factories.js';
import { buildHiredTalents, buildPaidSubscription, buildWorkingTalent } from '../test/placement-factories.js';
import { openTestDatabase } from '../test/test-database.js';

const backend = inject('testDatabase');

/**
 * The triggers that keep the admin lists' and the accounts' versions (migrations 0029, 0030, 0032)
 * (and 0033) write shared rows: a table's list version, an account's version, a subscription's Staffing row.
 * Two transactions that write different rows of two such tables, in opposite orders, must both
 * commit, as they would without the triggers: an admin ending one placement while the Stripe sync
 * updates another subscription and its placement. Only Postgres runs transactions side by side.
 */
describe.skipIf(backend.kind !== 'postgres')('writers of different rows, in either order', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** A subscription of `userId` with one talent working on it, and that talent's placement. */
  async function team(userId: string) {
    const subscription = await buildPaidSubscription(database.db, userId);
    await buildWorkingTalent(database.db, subscription.stripeSubscriptionId, { firstName: 'Ana', lastName: 'Cruz' });
    const [placement] = await database.db.select().from(placements).where(eq(placements.subscriptionId, subscription.id));
    return { subscription, placement: placement! };
  }

  const versionsOf = async (userIds: string[]) => {
    const { rows } = (await database.db.execute(sql`
      select (select coalesce(sum(version), 0) from list_versions where table_name in ('placements', 'subscriptions', 'staffing_rows'))::int as lists,
        (select coalesce(sum(version), 0) from account_read_versions where user_id = any(${`{${userIds.join(',')}}`}::uuid[]))::int as accounts`)) as unknown as {
      rows: { lists: number; accounts: number }[];
    };
    return rows[0]!;
  };

  const moveToTokyo = (tx: Transaction, placementId: string) => tx.update(placements).set({ timeZone: 'Asia/Tokyo' }).where(eq(placements.id, placementId));
  const setQuantity = (tx: Transaction, subscriptionId: string) => tx.update(subscriptions).set({ quantity: 3 }).where(eq(subscriptions.id, subscriptionId));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** A transaction another one begins part way through: `settled` settles as it does, however long the first one took to get there. */
  function otherWriter() {
    let begin!: (transaction: Promise<unknown>) => void;
    const settled = new Promise<unknown>((resolve) => (begin = resolve));
    return { begin, settled };
  }

  /** A writes a placement, then B starts with a subscription; A goes on to a subscription, B to a placement. */
  async function crossedWriters(a: Awaited<ReturnType<typeof team>>, b: Awaited<ReturnType<typeof team>>) {
    const writerB = otherWriter();
    const writerA = database.db.transaction(async (tx) => {
      await moveToTokyo(tx, a.placement.id);
      writerB.begin(
        database.db.transaction(async (other) => {
          await setQuantity(other, b.subscription.id);
          await moveToTokyo(other, b.placement.id);
        }),
      );
      await pause(300);
      await setQuantity(tx, a.subscription.id);
    });
    return Promise.allSettled([writerA, writerB.settled]);
  }

  it('both commit when the two belong to one customer', async () => {
    const customer = await buildAccount(database.db);
    const [a, b] = [await team(customer.id), await team(customer.id)];
    const before = await versionsOf([customer.id]);

    const outcomes = await crossedWriters(a, b);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const after = await versionsOf([customer.id]);
    expect(after.lists).toBeGreaterThan(before.lists);
    expect(after.accounts).toBeGreaterThan(before.accounts);
    const staffing = await database.db.execute(sql`select quantity from staffing_rows where id in (${a.subscription.id}, ${b.subscription.id})`);
    expect((staffing as unknown as { rows: { quantity: number }[] }).rows.map((row) => row.quantity)).toEqual([3, 3]);
  });

  it('both commit when they belong to two customers (they share only the lists\' versions)', async () => {
    const [one, two] = [await buildAccount(database.db), await buildAccount(database.db)];
    const [a, b] = [await team(one.id), await team(two.id)];
    const before = await versionsOf([one.id, two.id]);

    const outcomes = await crossedWriters(a, b);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const after = await versionsOf([one.id, two.id]);
    expect(after.lists).toBeGreaterThan(before.lists);
    expect(after.accounts).toBeGreaterThanOrEqual(before.accounts + 2);
  });

  it("counts both seats of one subscription filled at once in its Staffing row", async () => {
    const customer = await buildAccount(database.db);
    const subscription = await buildPaidSubscription(database.db, customer.id, { quantity: 2 });
    const talents = await buildHiredTalents(database.db, 2);
    const seat = (tx: Transaction, number: 1 | 2) =>
      tx.insert(placements).values({
        subscriptionId: subscription.id,
        seat: number,
        talentId: talents[number - 1]!.id,
        startDate: '2026-01-05',
        timeZone: 'Asia/Manila',
        seatOpenSince: new Date('2026-01-01T00:00:00Z'),
      });

    const second = otherWriter();
    await database.db.transaction(async (tx) => {
      await seat(tx, 1);
      second.begin(database.db.transaction((other) => seat(other, 2).then(() => undefined)));
      await pause(200);
    });
    await second.settled;

    const { rows } = (await database.db.execute(sql`select filled from staffing_rows where id = ${subscription.id}`)) as unknown as { rows: { filled: number }[] };
    expect(rows).toEqual([{ filled: 2 }]);
  });

  it('adding a seat and the Stripe sync of its subscription both commit, one after the other', async () => {
    const customer = await buildAccount(database.db);
    const subscription = await buildPaidSubscription(database.db, customer.id, { quantity: 2 });
    const [change] = await database.db
      .insert(seatChanges)
      .values({ subscriptionId: subscription.id, kind: 'add', status: 'pending', fromQuantity: 2, toQuantity: 3, requestedBy: customer.id })
      .returning();
    const mark = (tx: Transaction, status: 'applied' | 'failed') => tx.update(seatChanges).set({ status }).where(eq(seatChanges.id, change!.id));

    // The sync updates the subscription, then settles the seat change; adding the seat writes its change first.
    const seatAdded = otherWriter();
    const sync = database.db.transaction(async (tx) => {
      await setQuantity(tx, subscription.id);
      seatAdded.begin(
        database.db.transaction(async (other) => {
          await mark(other, 'failed');
          await pause(300);
        }),
      );
      await pause(100);
      await mark(tx, 'applied');
    });
    const outcomes = await Promise.allSettled([sync, seatAdded.settled]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const [after] = await database.db.select({ status: seatChanges.status }).from(seatChanges).where(eq(seatChanges.id, change!.id));
    expect(after).toEqual({ status: 'applied' });
  });
});
