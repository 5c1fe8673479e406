import { type Customer, plural } from '@fitfit/contracts';
import { Anchor, Badge, Button, Menu, Select, Switch, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { useMayWrite } from '../../../../ui/access';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { PageHeader } from '../../../../ui/PageHeader';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { RowActions } from '../../../../ui/RowActions';
import { toast } from '../../../../ui/toast';
import { useDeleteAction } from '../../../../ui/useDeleteAction';
import { usePagedList } from '../../../../ui/usePagedList';
import { customerResources } from '../api';
import { ERASE_CONSEQUENCE } from '../components/common';
import { ImportCustomersModal } from '../components/ImportCustomersModal';

/** /caisse/customers: search, filters, import, export; a click opens the customer's details. */
export default restaurantPage(function CustomersPage({ restaurantId }) {
  const api = customerResources(restaurantId);
  const navigate = useNavigate();
  const [consent, setConsent] = useState<string | null>(null);
  const [orders, setOrders] = useState<string | null>(null);
  const [birthday, setBirthday] = useState(false);
  const [importing, setImporting] = useState(false);
  const mayWrite = useMayWrite();
  const filters = { marketing_consent: consent ?? undefined, has_orders: orders ?? undefined, birthday_this_month: birthday || undefined };
  const list = usePagedList<Customer>(api.customers, { sort: 'last_name', order: 'asc', filters });
  const remove = useDeleteAction({ resource: api.customers, noun: 'le client', consequence: ERASE_CONSEQUENCE });

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      await api.exportList(format, { ...filters, search: list.state.search, sort: list.state.sort, order: list.state.order });
    } catch (error) {
      toast.fromError(error);
    }
  };

  const columns: Column<Customer>[] = [
    {
      key: 'name',
      title: 'Nom',
      sort: 'last_name',
      phone: true,
      render: (c) => (
        <Anchor component={Link} to={`/caisse/customers/details/${c.id}`} fw={600} onClick={(e) => e.stopPropagation()}>
          {c.display_name}
        </Anchor>
      ),
    },
    { key: 'company', title: 'Société', sort: 'company', render: (c) => c.company ?? '—' },
    { key: 'email', title: 'E-mail', sort: 'email', render: (c) => c.email ?? '—' },
    {
      key: 'phone',
      title: 'Téléphone',
      render: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.phone ?? '—'}
        </Text>
      ),
    },
    {
      key: 'orders',
      title: 'Commandes',
      phone: true,
      sort: 'orders_count',
      align: 'right',
      render: (c) => c.orders_count,
    },
    {
      key: 'last_visit',
      title: 'Dernière visite',
      sort: 'last_visit_at',
      render: (c) => (c.last_visit_at ? formatDate(c.last_visit_at) : '—'),
    },
    {
      key: 'consent',
      title: 'Marketing',
      width: 120,
      render: (c) =>
        c.marketing_consent ? (
          <Badge color="green" variant="dot" tt="none">
            Accepté
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            Non
          </Text>
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      phone: true,
      align: 'right',
      width: 100,
      render: (c) => (
        <RowActions
          label={`le client ${c.display_name}`}
          onEdit={c.anonymised_at ? undefined : () => navigate(`/caisse/customers/modify/${c.id}`)}
          onDelete={() => remove(c.id, c.display_name)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Clients"
        description={list.data ? plural(list.data.total_entries, 'client', 'clients') : 'Les clients du restaurant et leurs commandes'}
        actions={
          <>
            {mayWrite && (
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                Importer un CSV
              </Button>
            )}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" leftSection={<IconDownload size={16} />}>
                  Exporter
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => exportAs('csv')}>CSV (Excel)</Menu.Item>
                <Menu.Item onClick={() => exportAs('xlsx')}>XLSX</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            {mayWrite && (
              <Button component={Link} to="/caisse/customers/create" leftSection={<IconPlus size={16} />}>
                Nouveau client
              </Button>
            )}
          </>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        onRowClick={(c) => navigate(`/caisse/customers/details/${c.id}`)}
        searchPlaceholder="Rechercher un client (nom, e-mail, téléphone, société)"
        emptyText="Aucun client pour l'instant. Créez-en un ou importez votre fichier clients."
        minWidth={900}
        toolbar={
          <>
            <Select
              aria-label="Filtrer par consentement marketing"
              placeholder="Consentement marketing"
              clearable
              data={[
                { value: 'true', label: 'Marketing accepté' },
                { value: 'false', label: 'Marketing refusé' },
              ]}
              value={consent}
              onChange={setConsent}
              w={240}
            />
            <Select
              aria-label="Filtrer par commandes"
              placeholder="Commandes"
              clearable
              data={[
                { value: 'true', label: 'Avec commandes' },
                { value: 'false', label: 'Sans commande' },
              ]}
              value={orders}
              onChange={setOrders}
              w={170}
            />
            <Switch label="Anniversaire ce mois-ci" checked={birthday} onChange={(e) => setBirthday(e.currentTarget.checked)} />
          </>
        }
      />
      <ImportCustomersModal api={api} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
});
