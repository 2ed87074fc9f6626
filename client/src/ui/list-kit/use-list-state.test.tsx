import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state';

const sorts = ['title_asc', 'title_desc', 'postingDate_asc', 'postingDate_desc'] as const;

/** Runs the hook inside a router at `entry`, and exposes the address it writes. */
function renderList(entry = '/list') {
  let address = new URLSearchParams();
  function Probe() {
    [address] = useSearchParams();
    return null;
  }
  const hook = renderHook(
    () => useListState({ sorts, defaultSort: 'postingDate_desc', defaultPageSize: 10, filters: ['status'] as const }),
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        const router = createMemoryRouter([{ path: '/list', element: <><Probe />{children}</> }], { initialEntries: [entry] });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...hook, address: () => address.toString() };
}

describe('useListState', () => {
  it('reads the list from the address, falling back to the defaults for what is missing or unknown', () => {
    const { result } = renderList('/list?page=3&pageSize=20&q=nurse&sort=title_asc&status=Read');
    expect(result.current.params).toEqual({ page: 3, pageSize: 20, q: 'nurse', sort: 'title_asc', status: 'Read' });
    const fallback = renderList('/list?page=-2&pageSize=7&sort=salary_desc').result;
    expect(fallback.current.params).toEqual({ page: 1, pageSize: 10, q: '', sort: 'postingDate_desc', status: '' });
  });

  it('writes changes to the address, leaving the defaults out, and goes back to page 1 on a new search, filter or page size', () => {
    const { result, address } = renderList('/list?page=4');
    act(() => result.current.setFilter('status', 'Read'));
    expect(address()).toBe('status=Read');
    act(() => result.current.setPage(2));
    act(() => result.current.setQuery('  nurse '));
    expect(result.current.params).toMatchObject({ page: 1, q: 'nurse', status: 'Read' });
    act(() => result.current.setPage(3));
    act(() => result.current.setPageSize(20));
    expect(address()).toBe('pageSize=20&q=nurse&status=Read');
    act(() => result.current.setSort('title_asc'));
    act(() => result.current.reset());
    expect(address()).toBe('');
  });

  it('keeps the same params object while the list does not change, so it can be a query key', () => {
    const { result, rerender } = renderList('/list?q=a');
    const first = result.current.params;
    rerender();
    expect(result.current.params).toBe(first);
  });
});
