import { adminEndpoints, type Mark, type MarkInput, markInputSchema } from '@fitfit/contracts';
import {
  ActionIcon,
  Avatar,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  MultiSelect,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';
import { formatRate } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { RateInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { admin, adminEffects, markFranchisorsKey } from '../api';
import { MarkRatesModal } from '../components/MarkRatesModal';

type Values = {
  name: string;
  logo_url: string;
  primary_color: string;
  royalty_rate_bp: number | undefined;
  advertising_rate_bp: number | undefined;
};
const empty: Values = { name: '', logo_url: '', primary_color: '#b5343c', royalty_rate_bp: 0, advertising_rate_bp: 0 };

/** Franchisors linked to the mark being edited (mark_users). */
const useFranchisors = (markId: string | null) => {
  const query = useQuery({
    queryKey: markFranchisorsKey(markId as string),
    queryFn: ({ signal }) => call(adminEndpoints.markFranchisors, { params: { id: markId as string }, signal }).then((r) => r.data),
    enabled: markId !== null,
  });
  return query;
};

export default function MarksPage() {
  const list = usePagedList<Mark>(admin.marks, { sort: 'name', order: 'asc' });
  const remove = useDeleteAction({ resource: admin.marks, noun: 'la marque', affects: adminEffects.marks });
  const [franchisorIds, setFranchisorIds] = useState<string[]>([]);
  const [ratesOf, setRatesOf] = useState<Mark | null>(null);
  const editor = useEditor<Values, Mark>({
    resource: admin.marks,
    validate: markInputSchema,
    empty,
    toValues: (m) => ({
      name: m.name,
      logo_url: m.logo_url ?? '',
      primary_color: m.primary_color ?? '',
      royalty_rate_bp: m.royalty_rate_bp,
      advertising_rate_bp: m.advertising_rate_bp,
    }),
    save: async (v, m) => {
      if (!m) return call(adminEndpoints.marks.create, { body: v as MarkInput });
      const mark = await call(adminEndpoints.marks.update, { params: { id: m.id }, body: v as MarkInput });
      await call(adminEndpoints.setMarkFranchisors, { params: { id: m.id }, body: { user_ids: franchisorIds } });
      return mark;
    },
    created: 'La marque a été créée',
    updated: 'La marque a été modifiée',
    affects: adminEffects.marks,
  });
  const editingId = editor.editing?.id ?? null;
  const franchisors = useFranchisors(editor.opened ? editingId : null);
  useEffect(() => {
    if (editor.opened && franchisors.data) setFranchisorIds(franchisors.data.filter((f) => f.linked).map((f) => f.id));
  }, [editor.opened, franchisors.data]);

  const columns: Column<Mark>[] = [
    {
      key: 'name',
      phone: true,
      title: 'Nom',
      sort: 'name',
      render: (m) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={m.logo_url} alt="" size="sm" color="gray">
            {m.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Text fw={500}>{m.name}</Text>
        </Group>
      ),
    },
    {
      key: 'color',
      title: 'Couleur',
      render: (m) =>
        m.primary_color ? (
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={m.primary_color} size={16} aria-hidden />
            <Text size="sm">{m.primary_color}</Text>
          </Group>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    { key: 'royalty', title: 'Redevance', sort: 'royalty_rate_bp', align: 'right', render: (m) => formatRate(m.royalty_rate_bp) },
    { key: 'advertising', title: 'Redevance pub.', align: 'right', render: (m) => formatRate(m.advertising_rate_bp) },
    {
      key: 'restaurants',
      phone: true,
      title: 'Restaurants',
      sort: 'restaurants_count',
      align: 'right',
      render: (m) => m.restaurants_count,
    },
    {
      key: 'actions',
      phone: true,
      title: '',
      align: 'right',
      render: (m) => (
        <RowActions
          label={m.name}
          onEdit={() => editor.openEdit(m)}
          onDelete={() => remove(m.id, m.name)}
          extra={
            <Tooltip label="Historique des taux">
              <ActionIcon variant="subtle" aria-label={`Historique des taux de ${m.name}`} onClick={() => setRatesOf(m)}>
                <IconHistory size={16} />
              </ActionIcon>
            </Tooltip>
          }
        />
      ),
    },
  ];
  const { form } = editor;
  return (
    <>
      <PageHeader
        title="Marques"
        description="Marques et réseaux de franchise : couleurs, redevances et franchiseurs"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter une marque
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(m) => m.id}
        searchPlaceholder="Rechercher une marque"
        emptyText="Aucune marque pour le moment"
      />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.name} »` : 'Nouvelle marque'}>
        <TextInput label="Nom" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Group align="flex-end" wrap="nowrap">
          <TextInput label="URL du logo" description="Facultatif, https://…" style={{ flex: 1 }} {...form.getInputProps('logo_url')} />
          <Avatar src={form.values.logo_url || null} alt="Aperçu du logo" size="lg" color="gray" />
        </Group>
        <ColorInput
          withEyeDropper={false}
          label="Couleur principale"
          format="hex"
          swatches={['#b5343c', '#1c7ed6', '#2f9e44', '#f08c00', '#7048e8', '#212529']}
          {...form.getInputProps('primary_color')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RateInput
            label="Redevance de franchise"
            description={editor.editing ? '% du CA HT, à partir de ce mois' : "% du chiffre d'affaires HT"}
            withAsterisk
            {...form.getInputProps('royalty_rate_bp')}
          />
          <RateInput
            label="Redevance publicitaire"
            description={editor.editing ? '% du CA HT, à partir de ce mois' : "% du chiffre d'affaires HT"}
            withAsterisk
            {...form.getInputProps('advertising_rate_bp')}
          />
        </SimpleGrid>
        {editor.editing ? (
          <MultiSelect
            label="Franchiseurs"
            description="Ils voient tous les restaurants de la marque"
            placeholder={franchisors.isLoading ? 'Chargement...' : 'Choisir des franchiseurs'}
            searchable
            nothingFoundMessage="Aucun franchiseur"
            data={(franchisors.data ?? []).map((f) => ({ value: f.id, label: `${f.first_name} ${f.last_name} (${f.email})` }))}
            value={franchisorIds}
            onChange={setFranchisorIds}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Enregistrez la marque, puis modifiez-la pour choisir ses franchiseurs.
          </Text>
        )}
      </FormModal>
      <MarkRatesModal key={ratesOf?.id ?? 'none'} mark={ratesOf} onClose={() => setRatesOf(null)} />
    </>
  );
}
