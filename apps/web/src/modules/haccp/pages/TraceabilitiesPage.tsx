import { type TraceabilityRecord, traceabilityInputs } from '@fitfit/contracts';
import { ActionIcon, Button, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { LotTraceDrawer } from '../components/LotTraceDrawer';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';

type Fields = {
  product: string;
  lot: string;
  dlc: string;
  provider: string;
  opened_on: string;
  secondary_dlc: string;
  reception_id: string | null;
};
const day = (v: string | null) => (v ? formatDate(`${v}T12:00:00`) : '—');

export default restaurantPage(function Traceabilities({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const list = usePagedList<TraceabilityRecord>(haccp.traceabilities, { sort: 'recorded_at' });
  const editor = useRecordEditor<Fields, TraceabilityRecord>({
    haccp,
    resource: haccp.traceabilities,
    inputs: traceabilityInputs,
    empty: () => ({ product: '', lot: '', dlc: '', provider: '', opened_on: '', secondary_dlc: '', reception_id: null }),
    fieldsOf: (r) => ({
      product: r.product,
      lot: r.lot,
      dlc: r.dlc,
      provider: r.provider ?? '',
      opened_on: r.opened_on ?? '',
      secondary_dlc: r.secondary_dlc ?? '',
      reception_id: r.reception_id,
    }),
    bodyOf: (f) => f,
    saved: 'Traçabilité enregistrée',
  });
  const { form } = editor;
  const [traced, setTraced] = useState<string | null>(null);
  // the recent accepted deliveries a label may come from (lot tracing leads from the label to its delivery)
  const deliveries = useQuery({
    queryKey: [...haccp.lots.key, 'deliveries'],
    queryFn: ({ signal }) => haccp.searchLots({ kind: 'reception', limit: 50 }, signal),
    enabled: editor.opened,
  });
  const deliveryOptions = (deliveries.data?.data ?? []).map((d) => ({
    value: d.original_id,
    label: `${formatDateTime(d.recorded_at)} · ${d.provider ?? ''} · ${d.product}`,
  }));
  const current = form.values.reception_id;
  if (current && !deliveryOptions.some((o) => o.value === current))
    deliveryOptions.push({ value: current, label: 'Livraison enregistrée' });
  return (
    <>
      <PageHeader
        title="Traçabilité"
        description="Étiquettes des produits entamés : lot, DLC du fabricant, date d'ouverture et DLC secondaire (jamais au-delà de la DLC)."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle étiquette
          </Button>
        }
      />
      <RecordList
        haccp={haccp}
        resource={haccp.traceabilities}
        list={list}
        searchPlaceholder="Rechercher un produit, un lot"
        emptyText="Aucune traçabilité pour l'instant."
        columns={[
          { key: 'product', title: 'Produit', render: (r) => r.product },
          {
            key: 'lot',
            title: 'Lot',
            // a lot number is read and dictated whole during a recall: never broken at its hyphens
            render: (r) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {r.lot}
              </Text>
            ),
          },
          { key: 'dlc', title: 'DLC', render: (r) => day(r.dlc) },
          { key: 'secondary', title: 'DLC secondaire', render: (r) => day(r.secondary_dlc) },
        ]}
        rowActions={(r) => (
          <Tooltip label="Traçabilité du lot">
            <ActionIcon variant="subtle" size="lg" aria-label={`Traçabilité du lot ${r.lot}`} onClick={() => setTraced(r.id)}>
              <IconRoute size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.product}, lot {r.lot}, DLC {day(r.dlc)}, DLC secondaire {day(r.secondary_dlc)}
          </Text>
        )}
      />
      <RecordFormModal editor={editor} title={{ create: 'Nouvelle étiquette', correct: "Corriger l'étiquette" }} nonCompliant={false}>
        <TextInput size="lg" label="Produit" withAsterisk data-autofocus maxLength={120} {...form.getInputProps('product')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput size="lg" label="Lot" withAsterisk maxLength={80} {...form.getInputProps('lot')} />
          <TextInput size="lg" type="date" label="DLC" withAsterisk {...form.getInputProps('dlc')} />
        </SimpleGrid>
        <TextInput size="lg" label="Fournisseur" maxLength={120} {...form.getInputProps('provider')} />
        <Select
          size="lg"
          label="Livraison (facultatif)"
          description="Le contrôle à réception de ce produit : un rappel remontera jusqu'à lui"
          placeholder="Choisir une livraison"
          data={deliveryOptions}
          searchable
          clearable
          nothingFoundMessage="Aucune livraison acceptée"
          {...form.getInputProps('reception_id')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput size="lg" type="date" label="Ouvert le" {...form.getInputProps('opened_on')} />
          <TextInput
            size="lg"
            type="date"
            label="DLC secondaire"
            max={form.values.dlc || undefined}
            {...form.getInputProps('secondary_dlc')}
          />
        </SimpleGrid>
      </RecordFormModal>
      <LotTraceDrawer haccp={haccp} lotId={traced} onClose={() => setTraced(null)} />
    </>
  );
});
