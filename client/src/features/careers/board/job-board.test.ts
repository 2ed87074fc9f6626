import { describe, expect, it } from 'vitest';
import { buildJob } from '@/features/careers/test-jobs';
import { ALL, filterAndSortJobs, locationKey, locationOptions, pageCount, pageItems, pageOf, typeOptions, type JobFilters } from './job-board';

const noFilters: JobFilters = { search: '', location: ALL, type: ALL, sort: 'postingDate_desc' };

describe('job board helpers', () => {
  it('keys locations by the text before the first comma', () => {
    expect(locationKey('Makati City, Metro Manila, Philippines')).toBe('Makati City');
    expect(locationKey('  Cebu City ')).toBe('Cebu City');
    const jobs = [
      buildJob({ location: 'Makati City, Metro Manila' }),
      buildJob({ location: 'Cebu City, Cebu' }),
      buildJob({ location: 'Makati City, NCR' }),
      buildJob({ location: 'Davao City' }),
    ];
    expect(locationOptions(jobs)).toEqual(['Cebu City', 'Davao City', 'Makati City']);
  });

  it('offers the types present, in catalogue order', () => {
    expect(typeOptions([buildJob({ type: 'Remote' }), buildJob({ type: 'On-site' }), buildJob({ type: 'Remote' })])).toEqual(['On-site', 'Remote']);
  });

  it('searches title or description, case-insensitively', () => {
    const billing = buildJob({ title: 'Medical Billing Specialist', description: 'Post claims.' });
    const chat = buildJob({ title: 'Chat Agent', description: 'Handle BILLING questions by chat.' });
    const other = buildJob({ title: 'Bookkeeper', description: 'Reconcile accounts.' });
    const ids = filterAndSortJobs([billing, chat, other], { ...noFilters, search: '  billing ' }).map((job) => job._id);
    expect(ids.sort()).toEqual([billing._id, chat._id].sort());
  });

  it('filters by location key and type together', () => {
    const a = buildJob({ location: 'Cebu City, Cebu', type: 'Hybrid' });
    const b = buildJob({ location: 'Cebu City', type: 'Remote' });
    const c = buildJob({ location: 'Makati City, Metro Manila', type: 'Hybrid' });
    expect(filterAndSortJobs([a, b, c], { ...noFilters, location: 'Cebu City' }).map((job) => job._id).sort()).toEqual([a._id, b._id].sort());
    expect(filterAndSortJobs([a, b, c], { ...noFilters, location: 'Cebu City', type: 'Hybrid' })).toEqual([a]);
  });

  it('sorts by posting date and title both ways', () => {
    const old = buildJob({ title: 'Bravo', postingDate: '2024-01-01T00:00:00.000Z' });
    const mid = buildJob({ title: 'Charlie', postingDate: '2024-06-01T00:00:00.000Z' });
    const recent = buildJob({ title: 'alpha', postingDate: '2025-01-01T00:00:00.000Z' });
    const jobs = [mid, old, recent];
    const titles = (sort: JobFilters['sort']) => filterAndSortJobs(jobs, { ...noFilters, sort }).map((job) => job.title);
    expect(titles('postingDate_desc')).toEqual(['alpha', 'Charlie', 'Bravo']);
    expect(titles('postingDate_asc')).toEqual(['Bravo', 'Charlie', 'alpha']);
    expect(titles('title_asc')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(titles('title_desc')).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('pages, with 0 meaning all', () => {
    const items = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(12, 0)).toBe(1);
    expect(pageOf(items, 3, 5)).toEqual([11, 12]);
    expect(pageOf(items, 1, 0)).toEqual(items);
  });

  it('numbers every page when few, else elides the far ones', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});
