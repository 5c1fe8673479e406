import { outdatedFrenchTax, plural, type Tax, type TaxInput, taxInputSchema } from '@fitfit/contracts';
import { Badge, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatRate } from '../../../lib/format';
import { useMayWrite } from '../../../ui/access';
import { confirm } from '../../../ui/confirm';
import { DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { RateInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { useRefresh } from '../../../ui/useRefresh';
import { caisseResources, cardEffects } from '../api';
import { NoTaxNotice } from '../components/FrenchTaxes';

type Values = Omit<TaxInput, 'rate_on_spot_bp' | 'rate_takeaway_bp' | 'rate_delivery_bp'> &
  Record<'rate_on_spot_bp' | 'rate_takeaway_bp' | 'rate_delivery_bp', number | undefined>;

export default restaurantPage(function Taxes({ restaurantId }) {
  const caisse = caisseResources(restaurantId);
  const mayWrite = useMayWrite();
  const list = usePagedList(caisse.taxes, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({
    resource: caisse.taxes,
    remove: caisse.taxes.remove,
    noun: 'la taxe',
    affects: cardEffects.taxes(caisse),
  });
  const editor = useEditor<Values, Tax>({
    resource: caisse.taxes,
    save: (values, row) => caisse.taxes.save(values as TaxInput, row),
    validate: taxInputSchema,
    empty: { name: '', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 },
    toValues: (t) => ({
      name: t.name,
      rate_on_spot_bp: t.rate_on_spot_bp,
      rate_takeaway_bp: t.rate_takeaway_bp,
      rate_delivery_bp: t.rate_delivery_bp,
    }),
    created: (saved) => `Taxe « ${saved.name} » ajoutée`,
    updated: (saved) => `Taxe « ${saved.name} » enregistrée`,
    affects: cardEffects.taxes(caisse),
  });
  const { form } = editor;
  const refresh = useRefresh();
  const rates = (t: TaxInput) => `${formatRate(t.rate_on_spot_bp)} / ${formatRate(t.rate_takeaway_bp)} / ${formatRate(t.rate_delivery_bp)}`;
  // PRODUCT §3.1: the French defaults changed (prepared food is 10 % to take away and delivered too)
  const applyCurrent = async (t: Tax, current: TaxInput) => {
    const ok = await confirm({
      title: `Appliquer les taux en vigueur à « ${t.name} » ?`,
      message: `Sur place / à emporter / livraison : ${rates(t)} deviennent ${rates(current)}. Les ${t.products_count} produits de cette taxe seront vendus à ces taux sur les prochains tickets ; les tickets déjà encaissés ne changent pas.`,
      confirmLabel: 'Appliquer les taux en vigueur',
    });
    if (!ok) return;
    try {
      await caisse.taxes.save(current, t);
      await refresh(caisse.taxes.keys.all, ...cardEffects.taxes(caisse));
      toast.success(`Taxe « ${t.name} » : taux en vigueur appliqués (${rates(current)})`);
    } catch (error) {
      toast.fromError(error);
    }
  };
  return (
    <>
      <PageHeader
        title="Taxes"
        description="Taux de TVA appliqués selon le type de commande : sur place, à emporter, en livraison."
        actions={
          mayWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
              Ajouter une taxe
            </Button>
          )
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
        onRowClick={editor.openEdit}
        columns={[
          {
            key: 'name',
            phone: true,
            title: 'Nom',
            sort: 'name',
            render: (t) => {
              const current = outdatedFrenchTax(t);
              return current ? (
                <Stack gap={4} align="flex-start">
                  {t.name}
                  <Badge color="orange" variant="dot" tt="none">
                    Taux en vigueur : {rates(current)}
                  </Badge>
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={(e) => {
                      e.stopPropagation();
                      void applyCurrent(t, current);
                    }}
                  >
                    Appliquer les taux en vigueur
                  </Button>
                </Stack>
              ) : (
                t.name
              );
            },
          },
          {
            key: 'on_spot',
            phone: true,
            title: 'Sur place',
            sort: 'rate_on_spot_bp',
            align: 'right',
            render: (t) => formatRate(t.rate_on_spot_bp),
          },
          { key: 'takeaway', title: 'À emporter', sort: 'rate_takeaway_bp', align: 'right', render: (t) => formatRate(t.rate_takeaway_bp) },
          { key: 'delivery', title: 'Livraison', sort: 'rate_delivery_bp', align: 'right', render: (t) => formatRate(t.rate_delivery_bp) },
          { key: 'products', title: 'Produits', align: 'right', render: (t) => t.products_count },
          {
            key: 'actions',
            phone: true,
            title: 'Actions',
            align: 'right',
            render: (t) => (
              <RowActions
                label={t.name}
                onEdit={() => editor.openEdit(t)}
                onDelete={() => remove(t.id, t.name)}
                deleteDisabled={t.products_count > 0}
                deleteHint={
                  t.products_count ? `Utilisée par ${plural(t.products_count, 'produit', 'produits')} : suppression impossible` : undefined
                }
              />
            ),
          },
        ]}
      />
      <FormModal
        editor={editor}
        title={editor.isNew ? 'Nouvelle taxe' : 'Modifier la taxe'}
        submitLabel={editor.isNew ? 'Ajouter' : 'Enregistrer'}
      >
        <TextInput label="Nom" withAsterisk data-autofocus placeholder="Restauration, Alcool…" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <RateInput label="Sur place" withAsterisk {...form.getInputProps('rate_on_spot_bp')} />
          <RateInput label="À emporter" withAsterisk {...form.getInputProps('rate_takeaway_bp')} />
          <RateInput label="Livraison" withAsterisk {...form.getInputProps('rate_delivery_bp')} />
        </SimpleGrid>
      </FormModal>
    </>
  );
});
