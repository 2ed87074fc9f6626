import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, InvalidResponseError } from '@/lib/api-errors';
import { listPageOf, readListPage, replaceRow } from './use-list-query';

const schema = z.object({ fruits: z.array(z.object({ _id: z.string(), name: z.string() })), total: z.number().optional() });
const mango = { _id: '1', name: 'Mango' };
const banana = { _id: '2', name: 'Banana' };

describe('list pages', () => {
  it('reads the rows and the total of a 200 answer, counting the rows when the total is left out', () => {
    expect(readListPage({ status: 200, body: { fruits: [mango], total: 12 } }, schema, 'fruits')).toEqual({ rows: [mango], total: 12 });
    expect(listPageOf([mango, banana], undefined)).toEqual({ rows: [mango, banana], total: 2 });
  });

  it('throws HttpError for another status and InvalidResponseError for a body off the contract', () => {
    expect(() => readListPage({ status: 503, body: {} }, schema, 'fruits')).toThrow(HttpError);
    expect(() => readListPage({ status: 200, body: { fruits: 'none' } }, schema, 'fruits', 'Invalid fruit data')).toThrow(InvalidResponseError);
  });

  it('replaces a changed row in a cached page, leaving the others and an empty cache alone', () => {
    const ripe = { ...mango, name: 'Ripe mango' };
    expect(replaceRow({ rows: [mango, banana], total: 2 }, ripe)).toEqual({ rows: [ripe, banana], total: 2 });
    expect(replaceRow(undefined, ripe)).toBeUndefined();
  });
});
