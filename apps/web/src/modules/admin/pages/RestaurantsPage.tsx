import {
  type AdminRestaurant,
  adminEndpoints,
  adminRestaurantInputSchema,
  type ModuleCode,
  moduleCodes,
  restaurantCategoryLabels,
  type SubscriptionStatus,
} from '@fitfit/contracts';
import { Anchor, Badge, Button, Drawer, Group, Loader, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconPuzzle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../lib/api-client';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { admin, adminEffects } from '../api';
import { emptyRestaurant, RestaurantFields, type RestaurantValues, useMarkOptions } from '../components/RestaurantForm';
import { RestaurantHardwares } from '../components/RestaurantHardwares';
import { SubscriptionStatusBadge } from '../components/StatusBadges';

// every module code has its title: a new module fails to compile here rather than the page at run time
const moduleTitles: Record<ModuleCode, string> & Record<string, string | undefined> = {
  fitfit_pnl: 'PNL',
  fitfit_caisse: 'Caisse',
  fitfit_stocks: 'Stock',
  fitfit_haccp: 'HACCP',
  fitfit_music: 'Musique',
  fitfit_intranet: 'Intranet',
};
const frDate = (d: string | null) => (d ? new Date(d).toLocaleDateString('fr-FR') : '—');

const toValues = (r: AdminRestaurant): RestaurantValues => ({
  name: r.name,
  mark_id: r.mark_id,
  legal_name: r.legal_name ?? '',
  siret: r.siret ?? '',
  vat_number: r.vat_number ?? '',
  naf_code: r.naf_code ?? '',
  address_line: r.address_line ?? '',
  postal_code: r.postal_code ?? '',
  city: r.city ?? '',
  phone: r.phone ?? '',
  email: r.email ?? '',
  timezone: r.timezone,
  currency: r.currency,
  day_change_hour: r.day_change_hour,
  seats: r.seats,
  category: r.category,
});

const SubscriptionBadge = ({ status }: { status: string | null }) =>
  status ? (
    <SubscriptionStatusBadge status={status as SubscriptionStatus} />
  ) : (
    <Badge variant="dot" color="gray" tt="none">
      Sans abonnement
    </Badge>
  );

const Info = ({ label, value }: { label: string; value: string | number | null | undefined }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
  </div>
);

/** A restaurant's detail: information, modules, hardware, users, subscription (read-only). */
const RestaurantDetail = ({ id, onEdit }: { id: string; onEdit(r: AdminRestaurant): void }) => {
  const detail = useQuery({
    queryKey: admin.restaurants.keys.detail(id),
    queryFn: ({ signal }) => call(adminEndpoints.restaurants.get, { params: { id }, signal }).then((r) => r.data),
  });
  if (detail.isLoading) return <Loader />;
  if (!detail.data) return <Text c="red">Impossible de charger ce restaurant</Text>;
  const { restaurant: r, users, subscription } = detail.data;
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={3}>{r.name}</Title>
          <Text size="sm" c="dimmed">
            {[r.mark_name ?? 'Indépendant', r.city].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => onEdit(r)}>
          Modifier
        </Button>
      </Group>
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">Informations</Tabs.Tab>
          <Tabs.Tab value="modules">Modules</Tabs.Tab>
          <Tabs.Tab value="hardwares">Matériel</Tabs.Tab>
          <Tabs.Tab value="users">Utilisateurs</Tabs.Tab>
          <Tabs.Tab value="subscription">Abonnement</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <SimpleGrid cols={2}>
            <Info label="Raison sociale" value={r.legal_name} />
            <Info label="SIRET" value={r.siret} />
            <Info label="Numéro de TVA" value={r.vat_number} />
            <Info label="Code NAF" value={r.naf_code} />
            <Info label="Adresse" value={[r.address_line, [r.postal_code, r.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')} />
            <Info label="Téléphone" value={r.phone} />
            <Info label="E-mail" value={r.email} />
            <Info
              label="Catégorie"
              value={r.category ? (restaurantCategoryLabels[r.category as keyof typeof restaurantCategoryLabels] ?? r.category) : null}
            />
            <Info label="Fuseau horaire" value={r.timezone} />
            <Info label="Devise" value={r.currency} />
            <Info label="Changement de journée" value={`${r.day_change_hour} h`} />
            <Info label="Couverts" value={r.seats} />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="modules" pt="md">
          <Stack>
            <Group gap="xs">
              {r.module_codes.length === 0 && <Text c="dimmed">Aucun module actif</Text>}
              {r.module_codes.map((code) => (
                <Badge key={code} variant="light">
                  {moduleTitles[code] ?? code}
                </Badge>
              ))}
            </Group>
            <Anchor component={Link} to={`/admin/restaurants/${r.id}/modules`}>
              Gérer les modules du restaurant
            </Anchor>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="hardwares" pt="md">
          <RestaurantHardwares restaurantId={r.id} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          {users.length === 0 ? (
            <Text c="dimmed">Aucun restaurateur</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      {u.first_name} {u.last_name}
                    </Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="md">
          {subscription ? (
            <SimpleGrid cols={2}>
              <div>
                <Text size="xs" c="dimmed">
                  Statut
                </Text>
                <SubscriptionBadge status={subscription.status} />
              </div>
              <Info label="Périodicité" value={subscription.recurring === 'yearly' ? 'Annuel' : 'Mensuel'} />
              <Info label="Début" value={frDate(subscription.started_on)} />
              <Info label="Fin de l'essai" value={frDate(subscription.trial_ends_on)} />
            </SimpleGrid>
          ) : (
            <Text c="dimmed">Ce restaurant n'a pas d'abonnement</Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

export default function RestaurantsPage() {
  const [markId, setMarkId] = useState<string | null>(null);
  const [module, setModule] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const list = usePagedList<AdminRestaurant>(admin.restaurants, {
    sort: 'name',
    order: 'asc',
    filters: { mark_id: markId ?? undefined, module: module ?? undefined, subscribed: subscribed ?? undefined },
  });
  const marks = useMarkOptions();
  const remove = useDeleteAction({
    resource: admin.restaurants,
    noun: 'le restaurant',
    affects: adminEffects.restaurants,
    // the deletion archives: access ends at once (sessions and device keys), the records stay
    consequence: "Ses utilisateurs et ses caisses n'y ont plus accès dès maintenant ; ses factures et ses données sont conservées.",
  });
  const editor = useEditor<RestaurantValues, AdminRestaurant>({
    resource: admin.restaurants,
    validate: adminRestaurantInputSchema,
    empty: emptyRestaurant,
    toValues,
    created: 'Le restaurant a été créé',
    updated: 'Le restaurant a été modifié',
    affects: adminEffects.restaurants,
  });
  const columns: Column<AdminRestaurant>[] = [
    {
      key: 'name',
      phone: true,
      title: 'Restaurant',
      sort: 'name',
      render: (r) => (
        <div>
          <Text fw={500}>{r.name}</Text>
          <Text size="xs" c="dimmed">
            {r.legal_name ?? ''}
          </Text>
        </div>
      ),
    },
    { key: 'mark', title: 'Marque', sort: 'mark_name', render: (r) => r.mark_name ?? <Text c="dimmed">Indépendant</Text> },
    { key: 'city', title: 'Ville', sort: 'city', render: (r) => r.city ?? '—' },
    {
      key: 'modules',
      title: 'Modules',
      render: (r) => (
        <Group gap={4}>
          {r.module_codes.map((c) => (
            <Badge key={c} size="xs" variant="light">
              {moduleTitles[c] ?? c}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'subscription', phone: true, title: 'Abonnement', render: (r) => <SubscriptionBadge status={r.subscription_status} /> },
    {
      key: 'actions',
      phone: true,
      title: '',
      align: 'right',
      render: (r) => (
        <RowActions
          label={r.name}
          extra={
            <Button
              component={Link}
              to={`/admin/restaurants/${r.id}/modules`}
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPuzzle size={14} />}
            >
              Modules
            </Button>
          }
          onEdit={() => editor.openEdit(r)}
          onDelete={async () => {
            if (await remove(r.id, r.name)) setSelected(null);
          }}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Restaurants"
        description="Tous les restaurants de la plateforme"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter un restaurant
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchPlaceholder="Rechercher un restaurant"
        emptyText="Aucun restaurant ne correspond à ces filtres"
        onRowClick={(r) => setSelected(r.id)}
        toolbar={
          <>
            <FilterSelect
              aria-label="Filtrer par marque"
              placeholder="Toutes les marques"
              data={[{ value: 'none', label: 'Indépendants' }, ...(marks.data ?? [])]}
              value={markId}
              onChange={setMarkId}
            />
            <FilterSelect
              aria-label="Filtrer par module"
              placeholder="Tous les modules"
              data={moduleCodes.map((c) => ({ value: c, label: moduleTitles[c] }))}
              value={module}
              onChange={setModule}
            />
            <FilterSelect
              aria-label="Filtrer par abonnement"
              placeholder="Abonnés ou non"
              data={[
                { value: 'true', label: 'Abonnés' },
                { value: 'false', label: 'Non abonnés' },
              ]}
              value={subscribed}
              onChange={setSubscribed}
            />
          </>
        }
      />
      <Drawer opened={selected !== null} onClose={() => setSelected(null)} position="right" size="xl" title="Détail du restaurant">
        {selected && <RestaurantDetail id={selected} onEdit={editor.openEdit} />}
      </Drawer>
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.name} »` : 'Nouveau restaurant'} size="xl">
        <RestaurantFields form={editor.form} />
      </FormModal>
    </>
  );
}
