import { describe, expect, it } from 'vitest';
import { pageCount, pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('lists every page when there are few', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives nothing when there are no pages', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
  });

  it('keeps the first, last and neighbouring pages of 10,000 with gaps between', () => {
    expect(pagerWindow(1, 10_000)).toEqual([1, 2, 3, 4, 5, 'gap', 10_000]);
    expect(pagerWindow(5_000, 10_000)).toEqual([1, 'gap', 4_999, 5_000, 5_001, 'gap', 10_000]);
    expect(pagerWindow(10_000, 10_000)).toEqual([1, 'gap', 9_996, 9_997, 9_998, 9_999, 10_000]);
  });

  it('clamps a page outside the range', () => {
    expect(pagerWindow(99, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(pagerWindow(-3, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});

describe('pageCount', () => {
  it('rounds up and never gives zero', () => {
    expect(pageCount(50_000, 5)).toBe(10_000);
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
  });
});
