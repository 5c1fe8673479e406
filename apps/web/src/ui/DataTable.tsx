import { plural } from '@fitfit/contracts';
import { Alert, Center, Group, Loader, Pagination, ScrollArea, Skeleton, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { errorMessage } from '../lib/http';
import { useScreenSize } from './screen';
import type { PagedList } from './usePagedList';

const paginationLabels = { first: 'Première page', previous: 'Page précédente', next: 'Page suivante', last: 'Dernière page' } as const;

export interface Column<T> {
  key: string;
  title: string;
  render(row: T): ReactNode;
  /** API sort key; the header becomes a sort toggle. */
  sort?: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /**
   * Kept on a phone (< 768 px). When some columns of a table say so, a phone shows only those (the key
   * figures and the actions) and the table fits the screen instead of scrolling sideways.
   */
  phone?: boolean;
  /** What the cell shows on a phone, when it differs (two figures stacked in one column). */
  phoneRender?(row: T): ReactNode;
}

interface Props<T> {
  list: PagedList<T>;
  columns: Column<T>[];
  rowKey(row: T): string;
  searchPlaceholder?: string;
  emptyText: string;
  toolbar?: ReactNode;
  onRowClick?(row: T): void;
  /** Renders a body row (default `Table.Tr`), e.g. a sortable row for drag and drop. */
  rowComponent?: ComponentType<RowProps<T>>;
  /** Replaces the numbered pagination (a keyset-paged list only goes one page forward or back). */
  pager?: ReactNode;
  /** Hides the search box (a list whose filters are its own). */
  noSearch?: boolean;
  /** Width under which the table scrolls sideways (default 600 px); 0 when the columns were cut to fit a phone. */
  minWidth?: number;
}

export interface RowProps<T> {
  row: T;
  onClick?(): void;
  style?: CSSProperties;
  children: ReactNode;
}

const DefaultRow = <T,>({ onClick, style, children }: RowProps<T>) => (
  <Table.Tr onClick={onClick} style={style}>
    {children}
  </Table.Tr>
);

/** Server-paged table: debounced search, sortable headers, loading, empty and error states, pagination. */
export function DataTable<T>({
  list,
  columns,
  rowKey,
  searchPlaceholder = 'Rechercher',
  emptyText,
  toolbar,
  onRowClick,
  rowComponent: Row = DefaultRow,
  pager,
  noSearch = false,
  minWidth = 600,
}: Props<T>) {
  const { data, query, state } = list;
  const cut = useScreenSize() === 'sm' && columns.some((c) => c.phone);
  const shown = cut ? columns.filter((c) => c.phone) : columns;
  // On a phone the row's buttons stay on screen even when its figures need the table to scroll a little.
  const pinned = (c: Column<T>): CSSProperties =>
    cut && c.key === 'actions' ? { position: 'sticky', right: 0, zIndex: 1, background: 'var(--mantine-color-body)' } : {};
  const sortIcon = (sort: string) =>
    state.sort !== sort ? (
      <IconArrowsSort size={14} />
    ) : state.order === 'asc' ? (
      <IconSortAscending size={14} />
    ) : (
      <IconSortDescending size={14} />
    );
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        {!noSearch && (
          <TextInput
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            rightSection={query.isFetching && data ? <Loader size="xs" /> : null}
            value={state.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
        )}
        {toolbar && <Group gap="xs">{toolbar}</Group>}
      </Group>
      {query.isError && (
        <Alert color="red" mb="sm" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <ScrollArea type="auto">
        <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing="sm" miw={cut ? 0 : minWidth}>
          <Table.Thead>
            <Table.Tr>
              {shown.map((c) => (
                <Table.Th
                  key={c.key}
                  w={c.width}
                  // a header on one line ("Émise le", "Sans abonnement" below it): the table scrolls instead
                  style={{ textAlign: c.align, whiteSpace: 'nowrap', ...pinned(c) }}
                  aria-sort={c.sort && state.sort === c.sort ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sort ? (
                    <UnstyledButton onClick={() => list.toggleSort(c.sort as string)} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {c.title}
                        {sortIcon(c.sort)}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    c.title
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isLoading &&
              [0, 1, 2].map((i) => (
                <Table.Tr key={`skeleton-${i}`}>
                  {shown.map((c) => (
                    <Table.Td key={c.key}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {data?.data.map((row) => (
              <Row
                key={rowKey(row)}
                row={row}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {shown.map((c) => (
                  <Table.Td key={c.key} style={{ textAlign: c.align, ...pinned(c) }}>
                    {cut && c.phoneRender ? c.phoneRender(row) : c.render(row)}
                  </Table.Td>
                ))}
              </Row>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {data && data.data.length === 0 && (
        <Center py="xl">
          <Text c="dimmed">{state.search ? `Aucun résultat pour « ${state.search} »` : emptyText}</Text>
        </Center>
      )}
      {pager}
      {!pager && data && data.total_pages > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {plural(data.total_entries, 'élément', 'éléments')}
          </Text>
          <Pagination
            total={data.total_pages}
            value={data.current_page}
            onChange={list.setPage}
            aria-label="Pagination"
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': paginationLabels[control] })}
          />
        </Group>
      )}
    </>
  );
}
