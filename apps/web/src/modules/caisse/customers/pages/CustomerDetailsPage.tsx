import { type Customer, type CustomerTicket, orderTypeLabels, paymentMethodLabels, plural } from '@fitfit/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { useMayWrite } from '../../../../ui/access';
import { type Column, DataTable } from '../../../../ui/DataTable';
import { DeleteButton } from '../../../../ui/DeleteButton';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { restaurantPage } from '../../../../ui/RestaurantPage';
import { toast } from '../../../../ui/toast';
import { useDeleteAction } from '../../../../ui/useDeleteAction';
import { useEntity, usePagedList } from '../../../../ui/usePagedList';
import { label, TicketStatusBadge, useTimezone } from '../../components/ledger/common';
import { TicketDrawer } from '../../components/ledger/TicketDrawer';
import { ledgerResources } from '../../ledger-api';
import { type CustomerApi, customerResources } from '../api';
import { ERASE_CONSEQUENCE } from '../components/common';

const Info = ({ name, children }: { name: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {name}
    </Text>
    <Text size="sm">{children || '—'}</Text>
  </div>
);

const Figure = ({ title, value }: { title: string; value: string }) => (
  <Card withBorder padding="md">
    <Text size="xs" c="dimmed" fw={500}>
      {title}
    </Text>
    <Text fz={22} fw={700}>
      {value}
    </Text>
  </Card>
);

function Orders({ api, customer, restaurantId }: { api: CustomerApi; customer: Customer; restaurantId: string }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const [openId, setOpenId] = useState<string | null>(null);
  const summary = useQuery({ queryKey: api.summaryKey(customer.id), queryFn: () => api.summary(customer.id) });
  const list = usePagedList<CustomerTicket>(api.tickets(customer.id), { sort: 'closed_at', order: 'desc' });
  const s = summary.data;
  const columns: Column<CustomerTicket>[] = [
    {
      key: 'number',
      title: 'Ticket',
      sort: 'number',
      phone: true,
      render: (t) => `n°${t.number}`,
      phoneRender: (t) => (
        <div>
          <Text size="sm">{`n°${t.number}`}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(t.closed_at, timezone)}
          </Text>
        </div>
      ),
    },
    { key: 'closed_at', title: 'Date', sort: 'closed_at', render: (t) => formatDateTime(t.closed_at, timezone) },
    { key: 'type', title: 'Type', render: (t) => label(orderTypeLabels, t.type) },
    { key: 'status', title: 'Statut', phone: true, render: (t) => <TicketStatusBadge status={t.status as 'ended'} /> },
    { key: 'payments', title: 'Paiement', render: (t) => t.payment_methods.map((m) => label(paymentMethodLabels, m)).join(', ') || '—' },
    {
      key: 'total',
      title: 'Total TTC',
      sort: 'total_ttc_cents',
      align: 'right',
      phone: true,
      render: (t) => formatMoney(t.total_ttc_cents),
    },
  ];
  return (
    <>
      <QueryState query={summary}>
        {s && (
          <SimpleGrid type="container" cols={{ base: 2, '640px': 5 }}>
            <Figure title="Commandes" value={String(s.orders_count)} />
            <Figure title="Total dépensé" value={formatMoney(s.total_ttc_cents)} />
            <Figure title="Panier moyen" value={formatMoney(s.average_basket_cents)} />
            <Figure title="Dernière visite" value={s.last_visit_at ? formatDate(s.last_visit_at, timezone) : '—'} />
            <Figure
              title="Fréquence"
              value={s.days_between_visits === null ? '—' : `tous les ${s.days_between_visits.toLocaleString('fr-FR')} j`}
            />
          </SimpleGrid>
        )}
      </QueryState>
      {s && s.favourite_products.length > 0 && (
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            Produits préférés
          </Title>
          <List size="sm">
            {s.favourite_products.map((p) => (
              <List.Item key={p.name}>
                {p.name} · {plural(p.quantity, 'fois', 'fois')}
              </List.Item>
            ))}
          </List>
        </Card>
      )}
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Commandes
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Un clic ouvre le ticket : impression, envoi de la facture par e-mail.
        </Text>
        <DataTable
          list={list}
          columns={columns}
          rowKey={(t) => t.id}
          noSearch
          onRowClick={(t) => setOpenId(t.id)}
          emptyText="Aucune commande pour ce client."
        />
      </Card>
      <TicketDrawer ledger={ledger} ticketId={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
    </>
  );
}

function Details({ api, customer, restaurantId }: { api: CustomerApi; customer: Customer; restaurantId: string }) {
  const navigate = useNavigate();
  const remove = useDeleteAction({ resource: api.customers, noun: 'le client', consequence: ERASE_CONSEQUENCE });
  const mayWrite = useMayWrite();
  const exportData = async () => {
    try {
      await api.personalData(customer.id);
    } catch (error) {
      toast.fromError(error);
    }
  };
  const address = [customer.address_line, [customer.postal_code, customer.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Stack>
      <PageHeader
        title={customer.display_name}
        description={`Client depuis le ${formatDate(customer.created_at)}`}
        actions={
          <>
            {!customer.anonymised_at && mayWrite && (
              <Button component={Link} to={`/caisse/customers/modify/${customer.id}`} leftSection={<IconPencil size={16} />}>
                Modifier
              </Button>
            )}
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportData}>
              Données personnelles (RGPD)
            </Button>
            <DeleteButton onDelete={() => remove(customer.id, customer.display_name)} then={() => navigate('/caisse/customers')} />
          </>
        }
      />
      {customer.anonymised_at && (
        <Alert color="gray" title="Client anonymisé">
          Ses données personnelles ont été effacées le {formatDate(customer.anonymised_at)} ; ses tickets restent dans le journal des
          ventes.
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '800px': 4 }} spacing="md">
          <Info name="E-mail">{customer.email}</Info>
          <Info name="Téléphone">{customer.phone}</Info>
          <Info name="Anniversaire">{customer.birthday ? formatDate(customer.birthday) : null}</Info>
          <Info name="Adresse">{address}</Info>
          <Info name="Société">{customer.company}</Info>
          <Info name="Numéro de TVA">{customer.vat_number}</Info>
          <Info name="Points de fidélité">{String(customer.loyalty_points)}</Info>
          <Info name="Marketing">
            {customer.marketing_consent ? (
              <Badge color="green" variant="dot" tt="none">
                Accepté
              </Badge>
            ) : (
              'Non'
            )}
          </Info>
        </SimpleGrid>
        {customer.notes && (
          <Text size="sm" mt="md">
            Notes : {customer.notes}
          </Text>
        )}
      </Card>
      <Orders api={api} customer={customer} restaurantId={restaurantId} />
    </Stack>
  );
}

/** /caisse/customers/details/:id: the customer, its figures and its orders. */
export default restaurantPage(function CustomerDetailsPage({ restaurantId }) {
  const api = customerResources(restaurantId);
  const { id } = useParams();
  const query = useEntity<Customer>(api.customers, id);
  return (
    <>
      <Anchor component={Link} to="/caisse/customers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Retour aux clients
        </Group>
      </Anchor>
      <QueryState query={query}>{query.data && <Details api={api} customer={query.data} restaurantId={restaurantId} />}</QueryState>
    </>
  );
});
