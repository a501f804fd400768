import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith } from '../testing/render';
import { DataTable, type Column } from './data-table';

type Row = { id: string; name: string; total: number };
const rows: Row[] = [
  { id: 'a', name: 'Hansen Family Farms', total: 1200 },
  { id: 'b', name: 'Miller Acres', total: 800 },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Grower', render: (r) => r.name },
  { key: 'middle', header: 'Notes', render: () => 'wide text' },
  { key: 'total', header: 'Total', render: (r) => r.total },
];

const realMatchMedia = window.matchMedia;
/** Every max-width query matches: the screen is a phone. */
const onAPhone = () => {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
};
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** Gives the scroll box a layout jsdom does not compute. */
function layOut(element: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('DataTable: tables that fit', () => {
  it('keeps the first (key) column in view, and the last with stickyLast', () => {
    renderWith(
      <DataTable caption="Growers" columns={columns} rows={rows} loading={false} rowKey={(r) => r.id} stickyLast />,
    );
    const table = screen.getByRole('table', { name: 'Growers' });
    const [grower, notes, total] = within(table).getAllByRole('columnheader');
    expect(grower!.className).toContain('table-sticky-start');
    expect(notes!.className).not.toContain('table-sticky');
    expect(total!.className).toContain('table-sticky-end');
    expect(within(table).getByText('Miller Acres').closest('td')!.className).toContain('table-sticky-start');
  });

  it('shows a right-edge fade only while more columns lie to the right', () => {
    renderWith(<DataTable caption="Growers" columns={columns} rows={rows} loading={false} rowKey={(r) => r.id} />);
    const region = screen.getByRole('region', { name: 'Growers' });
    const frame = region.parentElement!;
    expect(frame.hasAttribute('data-more-right')).toBe(false);

    layOut(region, { scrollWidth: 1100, clientWidth: 780 });
    fireEvent.scroll(region);
    expect(frame.hasAttribute('data-more-right')).toBe(true);
    expect(frame.hasAttribute('data-scrolled')).toBe(false);

    act(() => {
      region.scrollLeft = 320;
    });
    fireEvent.scroll(region);
    expect(frame.hasAttribute('data-more-right')).toBe(false);
    expect(frame.hasAttribute('data-scrolled')).toBe(true);
  });

  it('on a phone shows a table with `card` as a list of cards, not a wide table', async () => {
    onAPhone();
    renderWith(
      <DataTable
        caption="Growers"
        columns={columns}
        rows={rows}
        loading={false}
        rowKey={(r) => r.id}
        card={(r) => <strong>{`${r.name}: ${r.total}`}</strong>}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Growers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hansen Family Farms: 1200', 'Miller Acres: 800']);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
