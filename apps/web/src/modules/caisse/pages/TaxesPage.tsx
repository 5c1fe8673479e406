import { type Tax, type TaxInput, taxInputSchema } from '@fitfit/contracts';
import { ActionIcon, Button, Group, Modal, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { api } from '../../../lib/http';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { useCaissePath } from '../api';
import { formatRate, NoRestaurant, RateInput } from '../components/common';
import { NoTaxNotice } from '../components/FrenchTaxes';

export default function TaxesPage() {
  const base = useCaissePath();
  return base ? <Taxes base={base} /> : <NoRestaurant />;
}

function Taxes({ base }: { base: string }) {
  const list = usePagedList<Tax>(`${base}/taxes`, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ noun: 'la taxe' });
  const [editing, setEditing] = useState<Tax | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Taxes"
        description="Taux de TVA appliqués selon le type de commande : sur place, à emporter, en livraison."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Ajouter une taxe
          </Button>
        }
      />
      {list.data?.total_entries === 0 && !list.state.search && (
        <NoTaxNotice title="Aucun taux de TVA : ajoutez les taux français en un clic" />
      )}
      <DataTable
        list={list}
        rowKey={(t) => t.id}
        searchPlaceholder="Rechercher une taxe"
        emptyText="Aucune taxe : ajoutez les taux de TVA de vos produits."
        onRowClick={(t) => setEditing(t)}
        columns={[
          { key: 'name', title: 'Nom', sort: 'name', render: (t) => t.name },
          { key: 'on_spot', title: 'Sur place', sort: 'rate_on_spot_bp', align: 'right', render: (t) => formatRate(t.rate_on_spot_bp) },
          { key: 'takeaway', title: 'À emporter', sort: 'rate_takeaway_bp', align: 'right', render: (t) => formatRate(t.rate_takeaway_bp) },
          { key: 'delivery', title: 'Livraison', sort: 'rate_delivery_bp', align: 'right', render: (t) => formatRate(t.rate_delivery_bp) },
          {
            key: 'products',
            title: 'Produits',
            align: 'right',
            render: (t) => t.products_count,
          },
          {
            key: 'actions',
            title: 'Actions',
            align: 'right',
            render: (t) => (
              <Group gap={4} justify="flex-end" onClick={(e) => e.stopPropagation()}>
                <Tooltip label="Modifier">
                  <ActionIcon variant="subtle" aria-label={`Modifier ${t.name}`} onClick={() => setEditing(t)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t.products_count ? `Utilisée par ${t.products_count} produit(s) : suppression impossible` : 'Supprimer'}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Supprimer ${t.name}`}
                    disabled={t.products_count > 0}
                    onClick={() => remove(`${base}/taxes/${t.id}`, t.name)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nouvelle taxe' : 'Modifier la taxe'}
        centered
        size="lg"
      >
        {editing !== null && <TaxForm base={base} tax={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function TaxForm({ base, tax, onDone }: { base: string; tax: Tax | null; onDone(): void }) {
  const queryClient = useQueryClient();
  const form = useForm<TaxInput>({
    initialValues: tax
      ? {
          name: tax.name,
          rate_on_spot_bp: tax.rate_on_spot_bp,
          rate_takeaway_bp: tax.rate_takeaway_bp,
          rate_delivery_bp: tax.rate_delivery_bp,
        }
      : { name: '', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
    validate: zodValidate(taxInputSchema),
  });
  const rate = (field: keyof Omit<TaxInput, 'name'>) => {
    const props = form.getInputProps(field);
    return { value: form.values[field], onChange: (bp: number) => form.setFieldValue(field, bp), error: props.error, onBlur: props.onBlur };
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          const saved = tax ? await api.put<Tax>(`${base}/taxes/${tax.id}`, values) : await api.post<Tax>(`${base}/taxes`, values);
          await queryClient.invalidateQueries({ queryKey: ['list'] });
          toast.success(tax ? `Taxe « ${saved.name} » enregistrée` : `Taxe « ${saved.name} » ajoutée`);
          onDone();
        } catch (error) {
          if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
        }
      })}
    >
      <Stack>
        <TextInput label="Nom" withAsterisk data-autofocus placeholder="Restauration, Alcool…" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <RateInput label="Sur place" withAsterisk {...rate('rate_on_spot_bp')} />
          <RateInput label="À emporter" withAsterisk {...rate('rate_takeaway_bp')} />
          <RateInput label="Livraison" withAsterisk {...rate('rate_delivery_bp')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Annuler
          </Button>
          <Button type="submit" loading={form.submitting}>
            {tax ? 'Enregistrer' : 'Ajouter'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
