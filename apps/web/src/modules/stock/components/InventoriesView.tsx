import { type StockInventorySummary, stockInventoryStatusLabels } from '@fitfit/contracts';
import { Group, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { PageHeader } from '../../../ui/PageHeader';
import { type ListSource, usePagedList } from '../../../ui/usePagedList';
import { InventoryStatusBadge } from './InventoryStatusBadge';

/** A business day `YYYY-MM-DD` as « JJ/MM/AAAA ». */
export const dayText = (day: string) => day.split('-').reverse().join('/');

type Row = StockInventorySummary;
const statusOptions = Object.entries(stockInventoryStatusLabels).map(([value, label]) => ({ value, label }));

interface InventoriesViewProps {
  title: string;
  description: string;
  actions?: ReactNode;
  /** The list's endpoint: a restaurant's inventories, or every restaurant's (the platform's). */
  inventories: ListSource<Row>;
  /** The scope's own filters, added to the status (the platform's restaurant and dates). */
  query?: Record<string, string | undefined>;
  /** Toolbar filters before and after the status. */
  before?: ReactNode;
  after?: ReactNode;
  /** The platform's list names each inventory's restaurant. */
  withRestaurant?: boolean;
  /** The count's column title. */
  countedTitle: string;
  /** Columns after the shared ones (a restaurant's note, the platform's delete). */
  extraColumns: Column<Row>[];
  onRowClick: (i: Row) => void;
  searchPlaceholder: string;
  emptyText: string;
  /** The scope's dialogs (a new inventory, an inventory's details). */
  children?: ReactNode;
}

/**
 * The inventories' list of both scopes (/stock/restorer-inventories, the platform's /stock/inventories): newest
 * first, filtered by status, each one's count and value.
 */
export function InventoriesView(props: InventoriesViewProps) {
  const [status, setStatus] = useState<string | null>(null);
  const list = usePagedList(props.inventories, { sort: 'counted_on', filters: { status: status ?? undefined, ...props.query } });
  const columns: Column<Row>[] = [
    { key: 'reference', title: 'Inventaire', sort: 'number', phone: true, render: (i) => <Text fw={500}>{i.reference}</Text> },
    ...(props.withRestaurant
      ? [{ key: 'restaurant', title: 'Restaurant', sort: 'restaurant_name', phone: true, render: (i: Row) => i.restaurant_name }]
      : []),
    // a phone keeps the date where it has no restaurant to show
    { key: 'date', title: 'Date', sort: 'counted_on', phone: !props.withRestaurant, render: (i) => dayText(i.counted_on) },
    { key: 'status', title: 'Statut', sort: 'status', phone: true, render: (i) => <InventoryStatusBadge status={i.status} /> },
    { key: 'counted', title: props.countedTitle, align: 'right', render: (i) => `${i.counted_count} / ${i.line_count}` },
    { key: 'value', title: 'Valeur HT', align: 'right', render: (i) => (i.value_cents === null ? '—' : formatMoney(i.value_cents)) },
    ...props.extraColumns,
  ];
  const statusFilter = (
    <FilterSelect aria-label="Filtrer par statut" placeholder="Tous les statuts" data={statusOptions} value={status} onChange={setStatus} />
  );
  return (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(i) => i.id}
        onRowClick={props.onRowClick}
        searchPlaceholder={props.searchPlaceholder}
        emptyText={props.emptyText}
        minWidth={0}
        toolbar={
          props.before || props.after ? (
            <Group>
              {props.before}
              {statusFilter}
              {props.after}
            </Group>
          ) : (
            statusFilter
          )
        }
      />
      {props.children}
    </>
  );
}
