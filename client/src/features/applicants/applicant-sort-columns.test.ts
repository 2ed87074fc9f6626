import { describe, expect, it } from 'vitest';
import { applicantSorts } from '@contract/catalogues/hiring';
import { directionOf, nextSort, type SortColumn } from './applicant-sort-columns';

const columns: SortColumn[] = ['name', 'createdAt', 'status', 'customerServiceExperience', 'callCenterExperience'];

describe('applicant sort columns', () => {
  it('maps every column and direction to a sort the server accepts', () => {
    for (const column of columns) {
      const first = nextSort('createdAt_desc', column);
      expect(applicantSorts).toContain(first);
      expect(applicantSorts).toContain(nextSort(first, column));
    }
  });

  it('toggles the direction on a repeated click', () => {
    expect(nextSort('name_asc', 'name')).toBe('name_desc');
    expect(nextSort('name_desc', 'name')).toBe('name_asc');
    expect(nextSort('createdAt_desc', 'createdAt')).toBe('createdAt_asc');
  });

  it('starts another column at its natural direction', () => {
    expect(nextSort('createdAt_desc', 'name')).toBe('name_asc');
    expect(nextSort('name_asc', 'customerServiceExperience')).toBe('customerServiceExperience_desc');
  });

  it('reports the direction only for the sorted column', () => {
    expect(directionOf('status_asc', 'status')).toBe('asc');
    expect(directionOf('status_asc', 'name')).toBeNull();
  });
});
