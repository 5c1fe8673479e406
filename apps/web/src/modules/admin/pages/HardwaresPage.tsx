import { type Hardware, type HardwareData, hardwareInputSchema, hardwareKindLabels } from '@fitfit/contracts';
import { Badge, Button, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { FormModal } from '../../../ui/FormModal';
import { MoneyInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { admin, adminEffects, optionsOf } from '../api';

type Values = { kind: string | null; brand: string; model: string; description: string; price_cents: number | undefined };
const empty: Values = { kind: null, brand: '', model: '', description: '', price_cents: undefined };

/** The equipment catalogue ("Matériel"): what can be installed in restaurants. */
export default function HardwaresPage() {
  const [kind, setKind] = useState<string | null>(null);
  const list = usePagedList<Hardware>(admin.hardwares, {
    sort: 'brand',
    order: 'asc',
    filters: { kind: kind ?? undefined },
  });
  const remove = useDeleteAction({
    resource: admin.hardwares,
    noun: 'le matériel',
    affects: adminEffects.hardwares,
    remove: admin.hardwares.remove,
  });
  const editor = useEditor<Values, Hardware>({
    resource: admin.hardwares,
    validate: hardwareInputSchema,
    empty,
    toValues: (h) => ({ kind: h.kind, brand: h.brand, model: h.model, description: h.description ?? '', price_cents: h.price_cents }),
    save: (values, item) => admin.hardwares.save(values as HardwareData, item),
    created: 'Le matériel a été ajouté au catalogue',
    updated: 'Le matériel a été modifié',
    affects: adminEffects.hardwares,
  });
  const name = (h: Hardware) => `${h.brand} ${h.model}`;
  const columns: Column<Hardware>[] = [
    { key: 'kind', title: 'Type', sort: 'kind', render: (h) => <Badge variant="light">{hardwareKindLabels[h.kind]}</Badge> },
    { key: 'brand', title: 'Marque', sort: 'brand', render: (h) => <Text fw={500}>{h.brand}</Text> },
    {
      key: 'model',
      phone: true,
      title: 'Modèle',
      sort: 'model',
      render: (h) => (
        <div>
          <Text size="sm">{h.model}</Text>
          {h.description && (
            <Text size="xs" c="dimmed">
              {h.description}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'price', phone: true, title: 'Prix HT', sort: 'price_cents', align: 'right', render: (h) => formatMoney(h.price_cents) },
    { key: 'installed', title: 'Installés', align: 'right', render: (h) => h.installed_count },
    {
      key: 'actions',
      phone: true,
      title: '',
      align: 'right',
      render: (h) => <RowActions label={name(h)} onEdit={() => editor.openEdit(h)} onDelete={() => remove(h.id, name(h))} />,
    },
  ];
  const { form } = editor;
  return (
    <>
      <PageHeader
        title="Matériel"
        description="Catalogue du matériel installé dans les restaurants"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter du matériel
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(h) => h.id}
        searchPlaceholder="Rechercher une marque ou un modèle"
        emptyText="Le catalogue est vide"
        toolbar={
          <FilterSelect
            aria-label="Filtrer par type"
            placeholder="Tous les types"
            data={optionsOf(hardwareKindLabels)}
            value={kind}
            onChange={setKind}
          />
        }
      />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${name(editor.editing)} »` : 'Nouveau matériel'}>
        <Select label="Type" withAsterisk data={optionsOf(hardwareKindLabels)} allowDeselect={false} {...form.getInputProps('kind')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Marque" withAsterisk {...form.getInputProps('brand')} />
          <TextInput label="Modèle" withAsterisk {...form.getInputProps('model')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <MoneyInput label="Prix HT" withAsterisk {...form.getInputProps('price_cents')} />
      </FormModal>
    </>
  );
}
