import { plural, type StockCategory, stockCategoryInputSchema } from '@fitfit/contracts';
import { Button, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { catalogueEffects, stockAdmin } from '../api';

type Values = { name: string };

/** /stock/configs/categories: how the stock catalogue is sorted. */
export default function CategoriesPage() {
  const list = usePagedList<StockCategory>(stockAdmin.categories, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ resource: stockAdmin.categories, noun: 'la catégorie', affects: catalogueEffects.categories });
  const editor = useEditor<Values, StockCategory>({
    resource: stockAdmin.categories,
    validate: stockCategoryInputSchema,
    empty: { name: '' },
    toValues: (c) => ({ name: c.name }),
    created: 'La catégorie a été créée',
    updated: 'La catégorie a été modifiée',
    affects: catalogueEffects.categories,
  });
  const columns: Column<StockCategory>[] = [
    { key: 'name', title: 'Nom', sort: 'name', render: (c) => c.name },
    { key: 'products', title: 'Produits', align: 'right', render: (c) => plural(c.product_count, 'produit', 'produits') },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (c) => <RowActions label={c.name} onEdit={() => editor.openEdit(c)} onDelete={() => remove(c.id, c.name)} />,
    },
  ];
  return (
    <>
      <PageHeader
        title="Catégories"
        description="Catégories des produits de stock"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter une catégorie
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        searchPlaceholder="Rechercher une catégorie"
        emptyText="Aucune catégorie"
      />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.name} »` : 'Nouvelle catégorie'}>
        <TextInput label="Nom" withAsterisk data-autofocus {...editor.form.getInputProps('name')} />
      </FormModal>
    </>
  );
}
