import { checkReception, type ReceptionRecord, receptionInputs } from '@fitfit/contracts';
import { Button, Checkbox, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { haccpResources } from '../api';
import { CelsiusInput } from '../components/DecimalInput';
import { RecordList } from '../components/RecordList';
import { RecordFormModal, useRecordEditor } from '../components/recordEditor';
import { VerdictAlert } from '../components/Verdict';

type Fields = {
  provider: string;
  products: string;
  chilled_c: number | undefined;
  frozen_c: number | undefined;
  packaging_ok: boolean;
  dlc_ok: boolean;
  health_mark_ok: boolean;
  accepted: boolean;
  refusal_reason: string;
};
const celsius = (v: number | null) => (v == null ? '—' : `${String(v).replace('.', ',')} °C`);

export default restaurantPage(function Receptions({ restaurantId }) {
  const haccp = haccpResources(restaurantId);
  const list = usePagedList<ReceptionRecord>(haccp.receptions, { sort: 'recorded_at' });
  const editor = useRecordEditor<Fields, ReceptionRecord>({
    haccp,
    resource: haccp.receptions,
    inputs: receptionInputs,
    empty: () => ({
      provider: '',
      products: '',
      chilled_c: undefined,
      frozen_c: undefined,
      packaging_ok: true,
      dlc_ok: true,
      health_mark_ok: true,
      accepted: true,
      refusal_reason: '',
    }),
    fieldsOf: (r) => ({
      provider: r.provider,
      products: r.products ?? '',
      chilled_c: r.chilled_c ?? undefined,
      frozen_c: r.frozen_c ?? undefined,
      packaging_ok: r.packaging_ok,
      dlc_ok: r.dlc_ok,
      health_mark_ok: r.health_mark_ok,
      accepted: r.accepted,
      refusal_reason: r.refusal_reason ?? '',
    }),
    bodyOf: (f) => ({ ...f, chilled_c: f.chilled_c ?? null, frozen_c: f.frozen_c ?? null }),
    saved: 'Contrôle à réception enregistré',
    // accepted out of range: with its corrective action (refused: the refusal and its reason are the action)
    actionVerdict: (f) => (f.accepted ? checkReception({ ...f, chilled_c: f.chilled_c ?? null, frozen_c: f.frozen_c ?? null }) : null),
  });
  const { form } = editor;
  const v = form.values;
  const verdict = v.provider ? checkReception({ ...v, chilled_c: v.chilled_c ?? null, frozen_c: v.frozen_c ?? null }) : null;
  return (
    <>
      <PageHeader
        title="Contrôles à réception"
        description="Contrôle des livraisons : produits frais entre 0 et 4 °C, surgelés à −18 °C ou moins, emballage, DLC, estampille sanitaire."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Nouvelle livraison
          </Button>
        }
      />
      <RecordList
        haccp={haccp}
        resource={haccp.receptions}
        list={list}
        searchPlaceholder="Rechercher un fournisseur"
        emptyText="Aucune livraison contrôlée pour l'instant."
        columns={[
          { key: 'provider', title: 'Fournisseur', render: (r) => r.provider },
          { key: 'chilled', title: 'Frais', align: 'right', render: (r) => celsius(r.chilled_c) },
          { key: 'frozen', title: 'Surgelés', align: 'right', render: (r) => celsius(r.frozen_c) },
          { key: 'accepted', title: 'Décision', render: (r) => (r.accepted ? 'Acceptée' : `Refusée : ${r.refusal_reason ?? ''}`) },
        ]}
        onCorrect={editor.openEdit}
        describe={(r) => (
          <Text>
            {r.provider} : {r.accepted ? 'acceptée' : `refusée (${r.refusal_reason ?? ''})`}, frais {celsius(r.chilled_c)}, surgelés{' '}
            {celsius(r.frozen_c)}
          </Text>
        )}
      />
      <RecordFormModal
        editor={editor}
        title={{ create: 'Nouvelle livraison', correct: 'Corriger le contrôle' }}
        nonCompliant={verdict?.compliant === false}
      >
        <TextInput size="lg" label="Fournisseur" withAsterisk data-autofocus maxLength={120} {...form.getInputProps('provider')} />
        <TextInput size="lg" label="Produits livrés" maxLength={500} {...form.getInputProps('products')} />
        <SimpleGrid cols={2}>
          <CelsiusInput label="Produits frais" {...form.getInputProps('chilled_c')} />
          <CelsiusInput label="Surgelés" {...form.getInputProps('frozen_c')} />
        </SimpleGrid>
        <Stack gap="xs">
          <Checkbox size="md" label="Emballages intacts" {...form.getInputProps('packaging_ok', { type: 'checkbox' })} />
          <Checkbox size="md" label="DLC conformes" {...form.getInputProps('dlc_ok', { type: 'checkbox' })} />
          <Checkbox size="md" label="Estampille sanitaire présente" {...form.getInputProps('health_mark_ok', { type: 'checkbox' })} />
        </Stack>
        <SegmentedControl
          size="md"
          fullWidth
          aria-label="Décision"
          data={[
            { value: 'yes', label: 'Acceptée' },
            { value: 'no', label: 'Refusée' },
          ]}
          value={v.accepted ? 'yes' : 'no'}
          onChange={(value) => form.setFieldValue('accepted', value === 'yes')}
        />
        {!v.accepted && (
          <Textarea
            size="lg"
            label="Motif du refus"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('refusal_reason')}
          />
        )}
        <VerdictAlert verdict={verdict} />
      </RecordFormModal>
    </>
  );
});
