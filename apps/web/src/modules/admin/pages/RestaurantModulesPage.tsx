import { adminEndpoints, type FitfitModule, LOOKUP_PAGE_SIZE, type ModuleAssignment, moduleAssignmentInputSchema } from '@fitfit/contracts';
import { Alert, Anchor, Badge, Button, Group, Loader, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call } from '../../../lib/api-client';
import { todayIn } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { confirm } from '../../../ui/confirm';
import { FormModal } from '../../../ui/FormModal';
import { MoneyInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useLookupList } from '../../../ui/usePagedList';
import { admin, adminEffects } from '../api';
import { SubscriptionModal, startSubscriptionFor, useSubscriptionEditor } from '../components/SubscriptionModal';

type Values = { fitfit_module_id: string | null; starts_on: string; ends_on: string; price_cents_override: number | undefined | null };
const today = () => todayIn(); // the platform's Paris day
const frDate = (d: string | null) => (d ? new Date(d).toLocaleDateString('fr-FR') : '—');

/** The modules a restaurant holds: add, change dates and price, remove. */
export default function RestaurantModulesPage() {
  const { id = '' } = useParams();
  const assigned = admin.restaurantModules(id);
  // the same entry as the restaurants page's detail drawer: { restaurant, users, subscription }
  const detail = useQuery({
    queryKey: admin.restaurants.keys.detail(id),
    queryFn: ({ signal }) => call(adminEndpoints.restaurants.get, { params: { id }, signal }).then((r) => r.data),
  });
  const restaurant = { ...detail, data: detail.data?.restaurant };
  const subscriptions = useSubscriptionEditor();
  // PRODUCT §2: a module given to a restaurant without a live subscription would never be billed
  const offerSubscription = async () => {
    const current = (await detail.refetch()).data;
    if (!current || (current.subscription && current.subscription.status !== 'canceled')) return;
    const start = await confirm({
      title: `« ${current.restaurant.name} » n’a pas d’abonnement`,
      message: 'Sans abonnement, ses modules ne sont pas facturés. Démarrer un abonnement maintenant ?',
      confirmLabel: 'Démarrer un abonnement',
      cancelLabel: 'Plus tard',
    });
    if (start) startSubscriptionFor(subscriptions, current.restaurant.id);
  };
  const assignments = useQuery({
    queryKey: assigned.keys.lists,
    queryFn: ({ signal }) => call(adminEndpoints.restaurantModules, { params: { id }, signal }).then((r) => r.data),
  });
  const catalogue = useLookupList<FitfitModule>(admin.modules, { sort: 'position', perPage: LOOKUP_PAGE_SIZE });
  const remove = useDeleteAction({ resource: assigned, noun: 'le module du restaurant', affects: adminEffects.restaurantModules });
  const editor = useEditor<Values, ModuleAssignment>({
    resource: assigned,
    validate: moduleAssignmentInputSchema,
    empty: { fitfit_module_id: null, starts_on: today(), ends_on: '', price_cents_override: null },
    toValues: (a) => ({
      fitfit_module_id: a.fitfit_module_id,
      starts_on: a.starts_on,
      ends_on: a.ends_on ?? '',
      price_cents_override: a.price_cents_override,
    }),
    // the module of an assignment does not change
    toBody: (v, a) => (a ? { starts_on: v.starts_on, ends_on: v.ends_on, price_cents_override: v.price_cents_override ?? null } : v),
    created: "Le module a été attribué : il apparaîtra au prochain chargement de l'application des utilisateurs",
    updated: 'Le module a été modifié',
    affects: adminEffects.restaurantModules,
    onSaved: (_saved, item) => {
      if (!item) void offerSubscription();
    },
  });
  const held = new Set((assignments.data ?? []).map((a) => a.fitfit_module_id));
  const { form } = editor;
  if (restaurant.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(restaurant.error)}
      </Alert>
    );
  }
  return (
    <>
      <Anchor component={Link} to="/admin/restaurants" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Retour aux restaurants
        </Group>
      </Anchor>
      <PageHeader
        title={restaurant.data ? `Modules de ${restaurant.data.name}` : 'Modules du restaurant'}
        description="Les modules actifs aujourd'hui forment le menu des utilisateurs du restaurant"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate} disabled={!catalogue.data}>
            Attribuer un module
          </Button>
        }
      />
      {assignments.isLoading ? (
        <Loader />
      ) : (assignments.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Ce restaurant n'a aucun module
        </Text>
      ) : (
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Module</Table.Th>
              <Table.Th>Début</Table.Th>
              <Table.Th>Fin</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Prix mensuel HT</Table.Th>
              <Table.Th>État</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(assignments.data ?? []).map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Text fw={500}>{a.title}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {a.code_name}
                  </Text>
                </Table.Td>
                <Table.Td>{frDate(a.starts_on)}</Table.Td>
                <Table.Td>{frDate(a.ends_on)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {formatMoney(a.price_cents_override ?? a.monthly_price_cents)}
                  {a.price_cents_override !== null && (
                    <Text size="xs" c="dimmed">
                      tarif catalogue {formatMoney(a.monthly_price_cents)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {a.current ? (
                    <Badge color="green" variant="dot" tt="none">
                      Actif
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="dot" tt="none">
                      Inactif
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <RowActions label={a.title} onEdit={() => editor.openEdit(a)} onDelete={() => remove(a.id, a.title)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.title} »` : 'Attribuer un module'} size="md">
        <Select
          label="Module"
          withAsterisk
          disabled={editor.editing !== null}
          data={(catalogue.data ?? []).map((m) => ({
            value: m.id,
            label: `${m.title} · ${formatMoney(m.monthly_price_cents)}`,
            disabled: editor.editing === null && held.has(m.id),
          }))}
          {...form.getInputProps('fitfit_module_id')}
        />
        <SimpleGrid cols={2}>
          <TextInput label="Début" type="date" withAsterisk {...form.getInputProps('starts_on')} />
          <TextInput label="Fin" type="date" description="Vide : sans fin" {...form.getInputProps('ends_on')} />
        </SimpleGrid>
        <MoneyInput
          label="Prix spécifique HT par mois"
          description="Vide : tarif du catalogue"
          {...form.getInputProps('price_cents_override')}
          onChange={(v) => form.setFieldValue('price_cents_override', v ?? null)}
        />
      </FormModal>
      {restaurant.data && <SubscriptionModal editor={subscriptions} restaurant={restaurant.data} />}
    </>
  );
}
