import { partnerKindLabels, type TerminalPartner, type TerminalPartnerData, terminalPartnerInputSchema } from '@fitfit/contracts';
import { Badge, Button, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRate } from '../../../lib/format';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FilterSelect } from '../../../ui/FilterSelect';
import { FormModal } from '../../../ui/FormModal';
import { RateInput } from '../../../ui/inputs';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { admin, optionsOf } from '../api';

type Values = {
  name: string;
  kind: string | null;
  contact_name: string;
  email: string;
  phone: string;
  api_settings: string;
  commission_rate_bp: number | undefined;
};
const empty: Values = { name: '', kind: null, contact_name: '', email: '', phone: '', api_settings: '', commission_rate_bp: 0 };
const kindColors: Record<string, string> = { pos: 'blue', payment_terminal: 'teal', delivery: 'orange' };

export default function PartnersPage() {
  const [kind, setKind] = useState<string | null>(null);
  const list = usePagedList<TerminalPartner>(admin.partners, {
    sort: 'name',
    order: 'asc',
    filters: { kind: kind ?? undefined },
  });
  const remove = useDeleteAction({ resource: admin.partners, noun: 'le partenaire' });
  const editor = useEditor<Values, TerminalPartner>({
    resource: admin.partners,
    validate: terminalPartnerInputSchema,
    empty,
    toValues: (p) => ({
      name: p.name,
      kind: p.kind,
      contact_name: p.contact_name ?? '',
      email: p.email ?? '',
      phone: p.phone ?? '',
      api_settings: p.api_settings ?? '',
      commission_rate_bp: p.commission_rate_bp,
    }),
    save: (values, item) => admin.partners.save(values as TerminalPartnerData, item),
    created: 'Le partenaire a été créé',
    updated: 'Le partenaire a été modifié',
  });
  const columns: Column<TerminalPartner>[] = [
    { key: 'name', phone: true, title: 'Nom', sort: 'name', render: (p) => <Text fw={500}>{p.name}</Text> },
    {
      key: 'kind',
      phone: true,
      title: 'Type',
      sort: 'kind',
      render: (p) => (
        <Badge variant="dot" tt="none" color={kindColors[p.kind]}>
          {partnerKindLabels[p.kind]}
        </Badge>
      ),
    },
    {
      key: 'contact',
      title: 'Contact',
      render: (p) => (
        <div>
          <Text size="sm">{p.contact_name ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {[p.email, p.phone].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    { key: 'commission', title: 'Commission', sort: 'commission_rate_bp', align: 'right', render: (p) => formatRate(p.commission_rate_bp) },
    {
      key: 'actions',
      phone: true,
      title: '',
      align: 'right',
      render: (p) => <RowActions label={p.name} onEdit={() => editor.openEdit(p)} onDelete={() => remove(p.id, p.name)} />,
    },
  ];
  const { form } = editor;
  return (
    <>
      <PageHeader
        title="Partenaires terminaux"
        description="Partenaires caisse, terminaux de paiement et livraison"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter un partenaire
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher un partenaire"
        emptyText="Aucun partenaire pour le moment"
        toolbar={
          <FilterSelect
            aria-label="Filtrer par type"
            placeholder="Tous les types"
            data={optionsOf(partnerKindLabels)}
            value={kind}
            onChange={setKind}
          />
        }
      />
      <FormModal editor={editor} title={editor.editing ? `Modifier « ${editor.editing.name} »` : 'Nouveau partenaire'}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nom" withAsterisk {...form.getInputProps('name')} />
          <Select label="Type" withAsterisk data={optionsOf(partnerKindLabels)} allowDeselect={false} {...form.getInputProps('kind')} />
          <TextInput label="Nom du contact" {...form.getInputProps('contact_name')} />
          <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          <TextInput label="Téléphone" {...form.getInputProps('phone')} />
          <RateInput label="Commission" withAsterisk {...form.getInputProps('commission_rate_bp')} />
        </SimpleGrid>
        <Textarea
          label="Paramètres API"
          description='Facultatif, objet JSON, ex. {"merchant_id": "123"}'
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.getInputProps('api_settings')}
        />
      </FormModal>
    </>
  );
}
