import { type FitfitModule, type FitfitModuleInput, fitfitModuleInputSchema, moduleCodes } from '@fitfit/contracts';
import { Badge, Button, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { api } from '../../../lib/http';
import { type Column, DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { usePagedList } from '../../../ui/usePagedList';
import { FormModal } from '../components/FormModal';
import { MoneyInput } from '../components/inputs';
import { useEditor } from '../components/useEditor';

type Values = {
  code_name: string | null;
  title: string;
  description: string;
  monthly_price_cents: number | undefined;
  active: boolean;
  position: number | string;
};
const empty: Values = { code_name: null, title: '', description: '', monthly_price_cents: undefined, active: true, position: 0 };

export default function ModulesPage() {
  const list = usePagedList<FitfitModule>('admin/fitfit_modules', { sort: 'position', order: 'asc' });
  const remove = useDeleteAction({ noun: 'le module' });
  const editor = useEditor<Values, FitfitModule>({
    schema: fitfitModuleInputSchema,
    empty,
    toValues: (m) => ({
      code_name: m.code_name,
      title: m.title,
      description: m.description,
      monthly_price_cents: m.monthly_price_cents,
      active: m.active,
      position: m.position,
    }),
    create: (v) => api.post('admin/fitfit_modules', v as FitfitModuleInput),
    update: (m, v) => api.put(`admin/fitfit_modules/${m.id}`, v as FitfitModuleInput),
    created: 'Le module a été créé',
    updated: 'Le module a été modifié',
  });
  const columns: Column<FitfitModule>[] = [
    { key: 'position', title: 'Position', sort: 'position', width: 90, render: (m) => m.position },
    {
      key: 'title',
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
      title: '',
      align: 'right',
      render: (m) => (
        <RowActions label={m.title} onEdit={() => editor.openEdit(m)} onDelete={() => remove(`admin/fitfit_modules/${m.id}`, m.title)} />
      ),
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
      <FormModal
        opened={editor.opened}
        title={editor.editing ? `Modifier « ${editor.editing.title} »` : 'Nouveau module'}
        onClose={editor.close}
        onSubmit={editor.submit}
        submitting={editor.mutation.isPending}
        error={editor.mutation.error}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Code" withAsterisk data={[...moduleCodes]} allowDeselect={false} {...form.getInputProps('code_name')} />
          <TextInput label="Titre" withAsterisk {...form.getInputProps('title')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label="Prix mensuel HT"
            withAsterisk
            value={form.values.monthly_price_cents}
            onChange={(v) => form.setFieldValue('monthly_price_cents', v)}
            error={form.errors.monthly_price_cents}
          />
          <NumberInput label="Position" description="Ordre dans le menu" min={0} allowDecimal={false} {...form.getInputProps('position')} />
        </SimpleGrid>
        <Switch label="Actif (proposé à l'inscription)" {...form.getInputProps('active', { type: 'checkbox' })} />
      </FormModal>
    </>
  );
}
