import { plural, type StockProvider, stockProviderInputSchema, weekdayLabels, weekdaysMondayFirst } from '@fitfit/contracts';
import { Button, Chip, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { zodValidate } from '../../../lib/forms';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { MoneyInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { catalogueEffects, stockAdmin } from '../api';

type Values = {
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  delivery_days: string[];
  lead_time_days: number | string;
  minimum_order_cents: number | undefined;
};
const empty: Values = {
  name: '',
  contact_name: '',
  email: '',
  phone: '',
  address: '',
  delivery_days: [],
  lead_time_days: 1,
  minimum_order_cents: 0,
};
const shortDay = (d: number) => weekdayLabels[d].slice(0, 3);
export const deliveryDaysText = (days: number[]) =>
  days.length
    ? weekdaysMondayFirst
        .filter((d) => days.includes(d))
        .map(shortDay)
        .join(', ')
    : 'Non renseignés';

const toBody = (v: Values) => ({ ...v, delivery_days: v.delivery_days.map(Number), lead_time_days: Number(v.lead_time_days) });

/** /stock/configs/providers: who the restaurants order from, and on what terms. */
export default function ProvidersPage() {
  const list = usePagedList<StockProvider>(stockAdmin.providers, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ resource: stockAdmin.providers, noun: 'le fournisseur', affects: catalogueEffects.providers });
  const editor = useEditor<Values, StockProvider>({
    resource: stockAdmin.providers,
    // the chips hold the days as text: check what is sent
    validate: (values) => zodValidate(stockProviderInputSchema)(toBody(values)),
    empty,
    toValues: (p) => ({
      name: p.name,
      contact_name: p.contact_name ?? '',
      email: p.email,
      phone: p.phone ?? '',
      address: p.address ?? '',
      delivery_days: p.delivery_days.map(String),
      lead_time_days: p.lead_time_days,
      minimum_order_cents: p.minimum_order_cents,
    }),
    toBody,
    created: 'Le fournisseur a été créé',
    updated: 'Le fournisseur a été modifié',
    affects: catalogueEffects.providers,
  });
  const columns: Column<StockProvider>[] = [
    {
      key: 'name',
      title: 'Fournisseur',
      sort: 'name',
      render: (p) => (
        <div>
          <Text fw={500}>{p.name}</Text>
          <Text size="xs" c="dimmed">
            {[p.contact_name, p.email, p.phone].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    { key: 'days', title: 'Livraison', render: (p) => deliveryDaysText(p.delivery_days) },
    { key: 'lead', title: 'Délai', sort: 'lead_time_days', render: (p) => plural(p.lead_time_days, 'jour', 'jours') },
    { key: 'franco', title: 'Minimum de commande', align: 'right', render: (p) => formatMoney(p.minimum_order_cents) },
    { key: 'products', title: 'Produits', align: 'right', render: (p) => p.product_count },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (p) => <RowActions label={p.name} onEdit={() => editor.openEdit(p)} onDelete={() => remove(p.id, p.name)} />,
    },
  ];
  const { form } = editor;
  return (
    <>
      <PageHeader
        title="Fournisseurs"
        description="Fournisseurs du catalogue de stock : contact, jours de livraison, minimum de commande"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter un fournisseur
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher un fournisseur"
        emptyText="Aucun fournisseur"
      />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.name} »` : 'Nouveau fournisseur'}>
        <TextInput label="Nom" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Contact" {...form.getInputProps('contact_name')} />
          <TextInput label="Téléphone" type="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <TextInput label="E-mail de commande" type="email" withAsterisk {...form.getInputProps('email')} />
        <Textarea label="Adresse" autosize minRows={2} {...form.getInputProps('address')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="delivery-days-label">
            Jours de livraison
          </Text>
          <Chip.Group multiple {...form.getInputProps('delivery_days')}>
            <Group gap="xs" role="group" aria-labelledby="delivery-days-label">
              {weekdaysMondayFirst.map((d) => (
                <Chip key={d} value={String(d)} size="sm">
                  {weekdayLabels[d]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Délai de livraison (jours)"
            withAsterisk
            min={0}
            max={60}
            allowDecimal={false}
            {...form.getInputProps('lead_time_days')}
          />
          <MoneyInput label="Minimum de commande HT (franco)" withAsterisk {...form.getInputProps('minimum_order_cents')} />
        </SimpleGrid>
      </FormModal>
    </>
  );
}
