import { UnstyledButton } from '@mantine/core';
import type { SortOrder } from '@portal/domain';
import type { Column } from './data-table';

export type SortState<K extends string> = { sort?: K; order?: SortOrder };

/**
 * A sortable column's header (a button: a click or Enter sorts by it, again reverses it) and its
 * aria-sort, for DataTable's columns. The sort lives in the page's URL.
 */
export function sortableHeader<K extends string>(
  key: K,
  label: string,
  state: SortState<K>,
  onSort: (next: { sort: K; order: SortOrder }) => void,
): Pick<Column<unknown>, 'header' | 'sort'> {
  const active = state.sort === key;
  const order = state.order ?? 'asc';
  return {
    header: (
      <UnstyledButton
        onClick={() => onSort({ sort: key, order: active && order === 'asc' ? 'desc' : 'asc' })}
        aria-label={`${label}, sort`}
        fw={700}
        style={{ whiteSpace: 'nowrap' }}
      >
        {label} {active ? (order === 'desc' ? '▼' : '▲') : '↕'}
      </UnstyledButton>
    ),
    sort: active ? (order === 'desc' ? 'descending' : 'ascending') : 'none',
  };
}
