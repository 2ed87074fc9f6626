import { describe, expect, it } from 'vitest';
import { changeListRows, listPageOf } from './use-list-query';

const mango = { _id: '1', name: 'Mango' };
const banana = { _id: '2', name: 'Banana' };
const answer = (fruits: (typeof mango)[]) => ({ status: 200, body: { fruits, total: 12 }, headers: new Headers() });

describe('list pages', () => {
  it('counts the rows when the total is left out', () => {
    expect(listPageOf([mango], 12)).toEqual({ rows: [mango], total: 12 });
    expect(listPageOf([mango, banana], undefined)).toEqual({ rows: [mango, banana], total: 2 });
  });

  it('changes the rows of a cached list answer, leaving the rest of it and an empty cache alone', () => {
    const ripe = { ...mango, name: 'Ripe mango' };
    const changed = changeListRows(answer([mango, banana]), 'fruits', (row) => (row._id === ripe._id ? ripe : row));
    expect(changed).toMatchObject({ status: 200, body: { fruits: [ripe, banana], total: 12 } });
    expect(changeListRows(undefined as ReturnType<typeof answer> | undefined, 'fruits', () => ripe)).toBeUndefined();
  });
});
