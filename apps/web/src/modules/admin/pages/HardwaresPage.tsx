import { type Hardware, type HardwareInput, hardwareInputSchema, hardwareKindLabels } from '@fitfit/contracts';
import { Badge, Button, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { api } from '../../../lib/http';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { optionsOf } from '../api';
import { FormModal } from '../components/FormModal';
import { MoneyInput } from '../components/inputs';
import { useEditor } from '../components/useEditor';

type Values = { kind: string | null; brand: string; model: string; description: string; price_cents: number | undefined };
const empty: Values = { kind: null, brand: '', model: '', description: '', price_cents: undefined };

/** The equipment catalogue ("Matériel"): what can be installed in restaurants. */
export default function HardwaresPage() {
  const [kind, setKind] = useState<string | null>(null);
  const list = usePagedList<Hardware>('admin/hardwares', { sort: 'brand', order: 'asc', filters: { kind: kind ?? undefined } });
  const remove = useDeleteAction({ noun: 'le matériel' });
  const editor = useEditor<Values, Hardware>({
    schema: hardwareInputSchema,
    empty,
    toValues: (h) => ({ kind: h.kind, brand: h.brand, model: h.model, description: h.description ?? '', price_cents: h.price_cents }),
    create: (v) => api.post('admin/hardwares', v as HardwareInput),
    update: (h, v) => api.put(`admin/hardwares/${h.id}`, v as HardwareInput),
    created: 'Le matériel a été ajouté au catalogue',
    updated: 'Le matériel a été modifié',
  });
  const name = (h: Hardware) => `${h.brand} ${h.model}`;
  const columns: Column<Hardware>[] = [
    { key: 'kind', title: 'Type', sort: 'kind', render: (h) => <Badge variant="light">{hardwareKindLabels[h.kind]}</Badge> },
    { key: 'brand', title: 'Marque', sort: 'brand', render: (h) => <Text fw={500}>{h.brand}</Text> },
    {
      key: 'model',
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
    { key: 'price', title: 'Prix HT', sort: 'price_cents', align: 'right', render: (h) => formatMoney(h.price_cents) },
    { key: 'installed', title: 'Installés', align: 'right', render: (h) => h.installed_count },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (h) => (
        <RowActions label={name(h)} onEdit={() => editor.openEdit(h)} onDelete={() => remove(`admin/hardwares/${h.id}`, name(h))} />
      ),
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
          <Select
            aria-label="Filtrer par type"
            placeholder="Tous les types"
            clearable
            data={optionsOf(hardwareKindLabels)}
            value={kind}
            onChange={setKind}
            w={220}
          />
        }
      />
      <FormModal
        opened={editor.opened}
        title={editor.editing ? `Modifier « ${name(editor.editing)} »` : 'Nouveau matériel'}
        onClose={editor.close}
        onSubmit={editor.submit}
        submitting={editor.mutation.isPending}
        error={editor.mutation.error}
      >
        <Select label="Type" withAsterisk data={optionsOf(hardwareKindLabels)} allowDeselect={false} {...form.getInputProps('kind')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Marque" withAsterisk {...form.getInputProps('brand')} />
          <TextInput label="Modèle" withAsterisk {...form.getInputProps('model')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <MoneyInput
          label="Prix HT"
          withAsterisk
          value={form.values.price_cents}
          onChange={(v) => form.setFieldValue('price_cents', v)}
          error={form.errors.price_cents}
        />
      </FormModal>
    </>
  );
}
