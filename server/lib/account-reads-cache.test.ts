import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountReadsCache, accountVersion, HOLDS_UNTIL_WRITTEN, untilNextQuarterHour, type AccountReader } from './account-reads-cache.js';

const versions = (account: number, placements = 0) => ({ account, placements });
const reader = (id: string, account: number): AccountReader => ({ id, readVersions: versions(account) });

/** A read that counts its calls and answers `value` until `holdsUntil`. */
function countedRead<T>(value: T, holdsUntil = HOLDS_UNTIL_WRITTEN) {
  const read = vi.fn(async (_now: Date) => ({ value, holdsUntil }));
  return read;
}

afterEach(() => vi.useRealTimers());

describe("an account's own answers, kept per version", () => {
  it('reads once per version of the account, and again once a write bumped it', async () => {
    const cache = accountReadsCache();
    const read = countedRead({ seats: 2 });
    expect(await cache.answer(reader('ana', 4), 'team', accountVersion, read)).toEqual({ seats: 2 });
    expect(await cache.answer(reader('ana', 4), 'team', accountVersion, read)).toEqual({ seats: 2 });
    expect(read).toHaveBeenCalledTimes(1);
    await cache.answer(reader('ana', 5), 'team', accountVersion, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("never answers one account with another's, nor one page or query with another's", async () => {
    const cache = accountReadsCache();
    await cache.answer(reader('ana', 1), 'payments {"page":1}', accountVersion, countedRead('ana page 1'));
    expect(await cache.answer(reader('ben', 1), 'payments {"page":1}', accountVersion, countedRead('ben page 1'))).toBe('ben page 1');
    expect(await cache.answer(reader('ana', 1), 'payments {"page":2}', accountVersion, countedRead('ana page 2'))).toBe('ana page 2');
    expect(await cache.answer(reader('ana', 1), 'invoices {"page":1}', accountVersion, countedRead('ana invoices'))).toBe('ana invoices');
  });

  it('reads again from the instant the answer said it holds until, and when the clock is set back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-30T04:50:00Z') });
    const cache = accountReadsCache();
    const read = countedRead('this week', Date.parse('2026-11-30T05:00:00Z'));
    await cache.answer(reader('ana', 1), 'my-work', accountVersion, read);
    vi.setSystemTime(Date.parse('2026-11-30T04:59:59.999Z'));
    await cache.answer(reader('ana', 1), 'my-work', accountVersion, read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.parse('2026-11-30T05:00:00Z'));
    await cache.answer(reader('ana', 1), 'my-work', accountVersion, read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[1]![0].toISOString()).toBe('2026-11-30T05:00:00.000Z');
    vi.setSystemTime(Date.parse('2026-11-30T04:55:00Z'));
    await cache.answer(reader('ana', 1), 'my-work', accountVersion, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads every time for a caller without versions (not a guarded request)', async () => {
    const cache = accountReadsCache();
    const read = countedRead('fresh');
    await cache.answer({ id: 'ana' }, 'team', accountVersion, read);
    await cache.answer({ id: 'ana' }, 'team', accountVersion, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("lets requests of one account that come together wait for one read, and keeps no failed read", async () => {
    const cache = accountReadsCache();
    let finish: (value: { value: string; holdsUntil: number }) => void = () => {};
    const read = vi.fn(() => new Promise<{ value: string; holdsUntil: number }>((resolve) => (finish = resolve)));
    const together = [1, 2, 3].map(() => cache.answer(reader('ana', 1), 'team', accountVersion, read));
    finish({ value: 'once', holdsUntil: HOLDS_UNTIL_WRITTEN });
    expect(await Promise.all(together)).toEqual(['once', 'once', 'once']);
    expect(read).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('connection lost');
    });
    await expect(cache.answer(reader('ben', 1), 'team', accountVersion, failing)).rejects.toThrow('connection lost');
    await expect(cache.answer(reader('ben', 1), 'team', accountVersion, failing)).rejects.toThrow('connection lost');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('untilNextQuarterHour', () => {
  it('is the next quarter hour of UTC, where every local midnight falls (Kathmandu is UTC+5:45)', () => {
    expect(new Date(untilNextQuarterHour(new Date('2026-11-30T18:01:00Z'))).toISOString()).toBe('2026-11-30T18:15:00.000Z');
    expect(new Date(untilNextQuarterHour(new Date('2026-11-30T18:14:59.999Z'))).toISOString()).toBe('2026-11-30T18:15:00.000Z');
  });

  it('holds an answer read just after a quarter hour only a moment, in case the database still saw the one before', () => {
    expect(new Date(untilNextQuarterHour(new Date('2026-11-30T18:15:00.500Z'))).toISOString()).toBe('2026-11-30T18:15:02.000Z');
  });
});
