import { type StockOrderSummary, stockOrderStatusLabels } from '@fitfit/contracts';
import { Select, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { type ListSource, usePagedList } from '../../../ui/usePagedList';
import { optionsFrom } from '../api';
import { OrderStatusBadge } from './OrderStatusBadge';

type Row = StockOrderSummary;
const statusOptions = Object.entries(stockOrderStatusLabels).map(([value, label]) => ({ value, label }));
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('fr-FR') : '—');

interface OrdersViewProps {
  title: string;
  description: string;
  actions?: ReactNode;
  /** The list's endpoint: a restaurant's orders, or every restaurant's (the platform's). */
  orders: ListSource<Row>;
  /** The scope's own filters, added to the status and the provider (the platform's restaurant). */
  query?: Record<string, string | undefined>;
  providers: { id: string; name: string }[] | undefined;
  /** The toolbar, from the status and provider filters (each scope orders and sizes them its own way). */
  toolbar: (filters: { status: ReactNode; provider: (width: number) => ReactNode }) => ReactNode;
  /** The platform's list names each order's restaurant. */
  withRestaurant?: boolean;
  /** A restaurant's list shows the wished delivery day and what was received. */
  withDelivery?: boolean;
  /** Columns after the shared ones (the platform's delete). */
  extraColumns?: Column<Row>[];
  onRowClick?: (o: Row) => void;
  searchPlaceholder: string;
  /** The scope's dialogs (a new order). */
  children?: ReactNode;
}

/**
 * The orders' list of both scopes (/stock/restorer-orders, the platform's /stock/orders): newest first, filtered by
 * status and provider, each order's total.
 */
export function OrdersView(props: OrdersViewProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [providerId, setProviderId] = useState<string | null>(null);
  const list = usePagedList(props.orders, {
    sort: 'created_at',
    filters: { status: status ?? undefined, provider_id: providerId ?? undefined, ...props.query },
  });
  const columns: Column<Row>[] = [
    { key: 'reference', title: 'Commande', sort: 'number', render: (o) => <Text fw={500}>{o.reference}</Text> },
    ...(props.withRestaurant ? [{ key: 'restaurant', title: 'Restaurant', render: (o: Row) => o.restaurant_name }] : []),
    { key: 'provider', title: 'Fournisseur', sort: 'provider_name', render: (o) => o.provider_name },
    { key: 'status', title: 'Statut', sort: 'status', render: (o) => <OrderStatusBadge status={o.status} /> },
    { key: 'created', title: 'Créée le', sort: 'created_at', render: (o) => day(o.created_at) },
    ...(props.withDelivery
      ? [
          {
            key: 'expected',
            title: 'Livraison souhaitée',
            render: (o: Row) => (o.expected_on ? o.expected_on.split('-').reverse().join('/') : '—'),
          },
        ]
      : []),
    { key: 'total', title: 'Total HT', align: 'right', render: (o) => formatMoney(o.total_cents) },
    ...(props.withDelivery
      ? [
          {
            key: 'received',
            title: 'Reçu HT',
            align: 'right' as const,
            render: (o: Row) => (o.received_total_cents ? formatMoney(o.received_total_cents) : '—'),
          },
        ]
      : []),
    ...(props.extraColumns ?? []),
  ];
  return (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(o) => o.id}
        onRowClick={props.onRowClick}
        searchPlaceholder={props.searchPlaceholder}
        emptyText="Aucune commande"
        toolbar={props.toolbar({
          status: (
            <Select
              aria-label="Filtrer par statut"
              placeholder="Tous les statuts"
              clearable
              data={statusOptions}
              value={status}
              onChange={setStatus}
              w={200}
            />
          ),
          provider: (width) => (
            <Select
              aria-label="Filtrer par fournisseur"
              placeholder="Tous les fournisseurs"
              clearable
              data={optionsFrom(props.providers)}
              value={providerId}
              onChange={setProviderId}
              w={width}
            />
          ),
        })}
      />
      {props.children}
    </>
  );
}
