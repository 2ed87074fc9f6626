import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';

type Fruit = { id: string; name: string; ripe: boolean };
type FruitSort = 'name_asc' | 'name_desc';
const columns: Column<Fruit, FruitSort>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', cell: (fruit) => fruit.name },
  { id: 'ripe', header: 'Ripe', cell: (fruit) => (fruit.ripe ? 'Yes' : 'No') },
];
const fruits: Fruit[] = [
  { id: '1', name: 'Mango', ripe: true },
  { id: '2', name: 'Banana', ripe: false },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Fruit, FruitSort>>[0]> = {}) {
  const onSort = vi.fn();
  render(
    <DataTable label="Fruits" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} sort="name_asc" onSort={onSort} status={null} {...props} />,
  );
  return { onSort };
}

describe('DataTable', () => {
  it('shows the rows with the sorted column marked ▲ and announced, and sorts on a header click', async () => {
    const { onSort } = renderTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(header.textContent).toContain('▲');
    expect(screen.getByRole('columnheader', { name: 'Ripe' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Banana' })).toBeTruthy();
    await userEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('name_desc');
  });

  it('shows ▼ for a descending sort', () => {
    renderTable({ sort: 'name_desc' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).textContent).toContain('▼');
  });

  it('replaces the rows with the loading, empty or error row', () => {
    renderTable({ status: { kind: 'error', text: 'Error: 503 Service Unavailable' } });
    expect(screen.getByRole('alert').textContent).toBe('Error: 503 Service Unavailable');
    expect(screen.queryByText('Mango')).toBeNull();
  });

  it('opens a row on a click outside its own controls', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    await userEvent.click(screen.getByText('No'));
    expect(onRowClick).toHaveBeenCalledWith(fruits[1]);
  });
});

describe('DataTable with cardsOnPhones', () => {
  function stubWidth(phone: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phone && query.includes('max-width: 639'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('lists each row as a card of header and value pairs on a phone, with no table to scroll sideways', () => {
    stubWidth(true);
    renderTable({ cardsOnPhones: true });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('region', { name: 'Fruits' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Ripe']);
    expect(within(cards[1]!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Banana', 'No']);
    vi.unstubAllGlobals();
  });

  it('offers the sortable columns as one Sort by choice above the cards', async () => {
    stubWidth(true);
    const { onSort } = renderTable({ cardsOnPhones: true });
    const choice = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(choice.value).toBe('name_asc');
    expect(within(choice).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['name_asc', 'name_desc']);
    await userEvent.selectOptions(choice, 'name_desc');
    expect(onSort).toHaveBeenCalledWith('name_desc');
    vi.unstubAllGlobals();
  });

  it("shows a sort by no column's header as the default order", () => {
    stubWidth(true);
    renderTable({ cardsOnPhones: true, sort: 'createdAt_desc' as FruitSort });
    const choice = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(choice.value).toBe('createdAt_desc');
    expect(within(choice).getAllByRole('option')[0]!.textContent).toBe('Default order');
    vi.unstubAllGlobals();
  });

  it('stays a table on a wider screen', () => {
    stubWidth(false);
    renderTable({ cardsOnPhones: true });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    vi.unstubAllGlobals();
  });
});
