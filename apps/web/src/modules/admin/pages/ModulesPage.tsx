import { type FitfitModule, fitfitModuleInputSchema, moduleCodes } from '@fitfit/contracts';
import { Badge, Button, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { MoneyInput, QuantityInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { admin, adminEffects } from '../api';

type Values = {
  code_name: string | null;
  title: string;
  description: string;
  monthly_price_cents: number | undefined;
  active: boolean;
  /** Shown from 1 (people count from 1); stored from 0. */
  position: number | string;
};
const empty: Values = { code_name: null, title: '', description: '', monthly_price_cents: undefined, active: true, position: 1 };

export default function ModulesPage() {
  const list = usePagedList<FitfitModule>(admin.modules, { sort: 'position', order: 'asc' });
  const remove = useDeleteAction({
    resource: admin.modules,
    noun: 'le module',
    affects: adminEffects.modules,
    remove: admin.modules.remove,
  });
  const editor = useEditor<Values, FitfitModule>({
    resource: admin.modules,
    validate: fitfitModuleInputSchema,
    empty,
    toValues: (m) => ({
      code_name: m.code_name,
      title: m.title,
      description: m.description,
      monthly_price_cents: m.monthly_price_cents,
      active: m.active,
      position: m.position + 1,
    }),
    toBody: (v) => ({ ...v, position: Math.max(0, Number(v.position) - 1) }),
    created: 'Le module a été créé',
    updated: 'Le module a été modifié',
    affects: adminEffects.modules,
  });
  const columns: Column<FitfitModule>[] = [
    { key: 'position', title: 'Position', sort: 'position', width: 90, render: (m) => m.position + 1 },
    {
      key: 'title',
      phone: true,
      title: 'Module',
      sort: 'title',
      render: (m) => (
        <div>
          <Text fw={500}>{m.title}</Text>
          <Text size="xs" c="dimmed">
            {m.description}
          </Text>
        </div>
      ),
    },
    {
      key: 'code',
      title: 'Code',
      sort: 'code_name',
      render: (m) => (
        <Text ff="monospace" size="sm">
          {m.code_name}
        </Text>
      ),
    },
    {
      key: 'price',
      phone: true,
      title: 'Prix mensuel HT',
      sort: 'monthly_price_cents',
      align: 'right',
      render: (m) => formatMoney(m.monthly_price_cents),
    },
    {
      key: 'active',
      title: 'État',
      render: (m) =>
        m.active ? (
          <Badge color="green" variant="dot" tt="none">
            Actif
          </Badge>
        ) : (
          <Badge color="gray" variant="dot" tt="none">
            Inactif
          </Badge>
        ),
    },
    { key: 'restaurants', title: 'Restaurants', align: 'right', render: (m) => m.restaurants_count },
    {
      key: 'actions',
      phone: true,
      title: '',
      align: 'right',
      render: (m) => <RowActions label={m.title} onEdit={() => editor.openEdit(m)} onDelete={() => remove(m.id, m.title)} />,
    },
  ];
  const { form } = editor;
  return (
    <>
      <PageHeader
        title="Modules"
        description="Modules FitFit proposés aux restaurants et leurs tarifs"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter un module
          </Button>
        }
      />
      <DataTable list={list} columns={columns} rowKey={(m) => m.id} searchPlaceholder="Rechercher un module" emptyText="Aucun module" />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.title} »` : 'Nouveau module'}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Code" withAsterisk data={[...moduleCodes]} allowDeselect={false} {...form.getInputProps('code_name')} />
          <TextInput label="Titre" withAsterisk {...form.getInputProps('title')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput label="Prix mensuel HT" withAsterisk {...form.getInputProps('monthly_price_cents')} />
          <QuantityInput label="Position" description="Ordre dans le menu, à partir de 1" min={1} {...form.getInputProps('position')} />
        </SimpleGrid>
        <Switch label="Actif (proposé à l'inscription)" {...form.getInputProps('active', { type: 'checkbox' })} />
      </FormModal>
    </>
  );
}
